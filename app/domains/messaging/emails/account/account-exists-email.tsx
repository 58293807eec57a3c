import { Button } from "@react-email/button";
import { Text } from "@react-email/text";
import { EmailButtonLink, EmailLayout, emailText } from "../email-layout";
import { emailButtonStyle } from "./verify-email-email";

export const accountExistsSubject = "You already have a Catharsis account";

/**
 * Sent instead of a second account when someone signs up with an address that
 * already has one: the page answers the same either way, so only the owner learns.
 */
export function AccountExistsEmail({ signInUrl, resetUrl }: { signInUrl: string; resetUrl: string }) {
  return (
    <EmailLayout title={accountExistsSubject} preview="Someone tried to create an account with your address.">
      <Text style={emailText.paragraph}>Hello,</Text>
      <Text style={emailText.paragraph}>
        Someone, probably you, tried to create a Catharsis account with this e-mail address. You
        already have one, so nothing new was created.
      </Text>
      <Button href={signInUrl} style={emailButtonStyle}>
        Sign in
      </Button>
      <Text style={emailText.paragraph}>Forgot your password? You can choose a new one:</Text>
      <EmailButtonLink href={resetUrl} style={emailButtonStyle}>
        Choose a new password
      </EmailButtonLink>
      <Text style={emailText.paragraph}>If this was not you, you can ignore this message.</Text>
    </EmailLayout>
  );
}
