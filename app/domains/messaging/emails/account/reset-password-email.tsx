import { Text } from "@react-email/text";
import { EmailButtonLink, EmailLayout, emailText } from "../email-layout";
import { emailButtonStyle } from "./verify-email-email";

export const resetPasswordSubject = "Set a new password for Catharsis";

/** Sent when someone asks to reset the password of an existing account. */
export function ResetPasswordEmail({ url }: { url: string }) {
  return (
    <EmailLayout title={resetPasswordSubject} preview="A link to choose a new password.">
      <Text style={emailText.paragraph}>Hello,</Text>
      <Text style={emailText.paragraph}>
        We received a request to set a new password for your Catharsis account. Use the button
        below to choose one.
      </Text>
      <EmailButtonLink href={url} style={emailButtonStyle}>
        Choose a new password
      </EmailButtonLink>
      <Text style={emailText.paragraph}>
        The link works for one hour. If you did not ask for this, you can ignore this message: your
        password stays as it is.
      </Text>
    </EmailLayout>
  );
}
