import { Text } from "@react-email/text";
import { EmailButtonLink, EmailLayout, emailText } from "../email-layout";

export type ReportLateEmailProps = {
  /** "Catharsis Report": which report, never anything from it. */
  kindLabel: string;
  accountUrl: string;
  supportEmail: string;
};

export const reportLateSubject = "Your report is taking longer than we promised";

/**
 * Sent once, when a client's report passes the 24 hours we promised. It says
 * so plainly, apologizes, and says what is true: a person is still writing
 * it and it will come. Nothing from their answers.
 */
export function ReportLateEmail({ kindLabel, accountUrl, supportEmail }: ReportLateEmailProps) {
  return (
    <EmailLayout title={reportLateSubject} preview={`Your ${kindLabel} is still being written. We are sorry for the wait.`}>
      <Text style={emailText.paragraph}>Hello,</Text>
      <Text style={emailText.paragraph}>
        We promised your {kindLabel} within 24 hours of receiving your answers, and it is taking longer than that. We are
        sorry.
      </Text>
      <Text style={emailText.paragraph}>
        Your report is still being written and checked by a person on our team, and it will arrive. We will e-mail you
        the moment it is ready. You do not need to do anything, and you can see where it is in your account at any time.
      </Text>
      <EmailButtonLink href={accountUrl}>See your report&apos;s progress</EmailButtonLink>
      <Text style={emailText.paragraph}>If you have a question in the meantime, reply to this e-mail or write to {supportEmail}.</Text>
      <Text style={emailText.paragraph}>
        Catharsis is not a crisis service: if you are struggling right now or feel unsafe, please call or text 988, text
        HOME to 741741, or call 911.
      </Text>
    </EmailLayout>
  );
}
