import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { EmailLayout, emailText } from "../email-layout";
import { emailButtonStyle } from "./verify-email-email";

export const signInAttemptsSubject = "Someone tried to sign in to your Catharsis account";

/**
 * Sent to the owner when wrong passwords for the account, from many places,
 * have spent its sign-in allowance (at most once a day). It names no
 * addresses, times or counts: the owner needs to know only what to do.
 */
export function SignInAttemptsEmail({ resetUrl, contactUrl }: { resetUrl: string; contactUrl: string }) {
  return (
    <EmailLayout title={signInAttemptsSubject} preview="Several sign-in attempts used the wrong password.">
      <Text style={emailText.paragraph}>Hello,</Text>
      <Text style={emailText.paragraph}>
        Someone tried to sign in to your Catharsis account several times with the wrong password. We have slowed
        down further attempts. You can still sign in as usual.
      </Text>
      <Text style={emailText.paragraph}>If this was you, there is nothing to do.</Text>
      <Text style={emailText.paragraph}>
        If it was not you, your account is still protected by your password. If you use that password anywhere
        else, or it could be guessed, please choose a new one: it signs out every other device.
      </Text>
      <Button href={resetUrl} style={emailButtonStyle}>
        Choose a new password
      </Button>
      <Text style={emailText.paragraph}>
        If you have any questions, you can reach us through <Link href={contactUrl}>our contact page</Link>.
      </Text>
    </EmailLayout>
  );
}
