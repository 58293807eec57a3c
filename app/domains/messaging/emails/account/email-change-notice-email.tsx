import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { EmailLayout, emailText } from "../email-layout";
import { emailButtonStyle } from "./verify-email-email";

export const emailChangeNoticeSubject = "Your Catharsis e-mail address is being changed";

/**
 * Sent to the current address when someone signed in asks to move the
 * account to another one, so that the owner hears of it even if the
 * request was not theirs.
 */
export function EmailChangeNoticeEmail({ newEmailHint, resetUrl, contactUrl }: { newEmailHint: string; resetUrl: string; contactUrl: string }) {
  return (
    <EmailLayout title={emailChangeNoticeSubject} preview="Someone asked to move your account to another address.">
      <Text style={emailText.paragraph}>Hello,</Text>
      <Text style={emailText.paragraph}>
        Someone signed in to your Catharsis account asked to change its e-mail address to {newEmailHint}. The
        change happens only when the link we sent to that address is followed.
      </Text>
      <Text style={emailText.paragraph}>If this was you, there is nothing more to do.</Text>
      <Text style={emailText.paragraph}>
        If it was not you, please choose a new password now: it signs out every other device. Then let us know.
      </Text>
      <Button href={resetUrl} style={emailButtonStyle}>
        Choose a new password
      </Button>
      <Text style={emailText.paragraph}>
        You can reach us through <Link href={contactUrl}>our contact page</Link>.
      </Text>
    </EmailLayout>
  );
}
