import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { EmailLayout, emailText } from "~/domains/messaging/emails/email-layout";

export const resetRequestsSubject = "Someone asked to reset your Catharsis password";

/**
 * Sent to the owner when reset links for the account were asked for from
 * many places and the e-mail's hourly allowance is spent (issue 31; at most
 * once a day). Like the sign-in notice it names no addresses, times or counts.
 */
export function ResetRequestsEmail({ resetUrl, contactUrl }: { resetUrl: string; contactUrl: string }) {
  return (
    <EmailLayout title={resetRequestsSubject} preview="Several password reset links were asked for.">
      <Text style={emailText.paragraph}>Hello,</Text>
      <Text style={emailText.paragraph}>
        Someone asked several times for a link to reset the password of your Catharsis account. Only this inbox
        receives the links, and your password stays as it is until a link is used.
      </Text>
      <Text style={emailText.paragraph}>If this was you, there is nothing to do. You can still ask for a link as usual.</Text>
      <Text style={emailText.paragraph}>
        If it was not you, you can ignore the links. To choose a new password yourself, use{" "}
        <Link href={resetUrl}>the reset page</Link>; questions reach us through <Link href={contactUrl}>our contact page</Link>.
      </Text>
    </EmailLayout>
  );
}
