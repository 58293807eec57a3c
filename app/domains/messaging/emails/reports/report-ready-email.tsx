import { Text } from "@react-email/text";
import { EmailButtonLink, EmailLayout, emailText } from "../email-layout";

export type ReportReadyEmailProps = {
  /** "Root Cause Analysis": which report, never anything from it. */
  kindLabel: string;
  /** The account page's reports section, where the client signs in and downloads it. */
  accountUrl: string;
  supportEmail: string;
};

/** The same for every kind: a subject line shows on lock screens and shared inboxes. */
export const reportReadySubject = "Your Catharsis report is ready";

/**
 * Tells the client their report is delivered. No attachment and nothing
 * from their answers or the report: the PDF stays in their account, behind
 * their sign-in.
 */
export function ReportReadyEmail({ kindLabel, accountUrl, supportEmail }: ReportReadyEmailProps) {
  return (
    <EmailLayout title={reportReadySubject} preview={`Your ${kindLabel} is ready to read.`}>
      <Text style={emailText.paragraph}>Hello,</Text>
      <Text style={emailText.paragraph}>
        Your {kindLabel} is ready. A person on our team read and reviewed it before it reached you.
      </Text>
      <EmailButtonLink href={accountUrl}>Sign in to read your report</EmailButtonLink>
      <Text style={emailText.paragraph}>
        For your privacy, the report is not attached to this e-mail. It is kept in your account, where only you can
        download it, and from where you can share it with a clinician if you wish.
      </Text>
      <Text style={emailText.paragraph}>Questions about your report? Reply to this e-mail or write to {supportEmail}.</Text>
      <Text style={emailText.paragraph}>
        Reading about hard things can stir up strong feelings. Catharsis is not a crisis service: if you are struggling
        right now or feel unsafe, please call or text 988, text HOME to 741741, or call 911.
      </Text>
    </EmailLayout>
  );
}
