import { Text } from "@react-email/text";
import { EmailButtonLink, EmailLayout, emailText } from "../email-layout";
import { emailButtonStyle } from "./verify-email-email";

export const emailChangeSubject = "Confirm your new e-mail address";

/** Sent to the new address when a signed-in client changes their e-mail. */
export function EmailChangeEmail({ url }: { url: string }) {
  return (
    <EmailLayout title={emailChangeSubject} preview="Confirm the new address for your Catharsis account.">
      <Text style={emailText.paragraph}>Hello,</Text>
      <Text style={emailText.paragraph}>
        Someone signed in to a Catharsis account asked to use this e-mail address from now on. If that
        was you, please confirm it.
      </Text>
      <EmailButtonLink href={url} style={emailButtonStyle}>
        Confirm my new e-mail address
      </EmailButtonLink>
      <Text style={emailText.paragraph}>
        Until you confirm, the account keeps its old address. If this was not you, ignore this message.
      </Text>
    </EmailLayout>
  );
}
