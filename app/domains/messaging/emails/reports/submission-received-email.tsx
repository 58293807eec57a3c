import { Text } from "@react-email/text";
import { EmailButtonLink, EmailLayout, emailText } from "../email-layout";

export type SubmissionReceivedEmailProps = {
  formName: string;
  /** Already formatted ("March 3, 2026"). */
  receivedOn: string;
  accountUrl: string;
  supportEmail: string;
};

/** Neutral on purpose: a subject line shows on lock screens and shared inboxes. */
export const submissionReceivedSubject = "We received your answers";

/**
 * The client's confirmation that their questionnaire arrived. It repeats none
 * of their answers. The crisis line is in every copy, not only when the
 * screen flagged something, so this e-mail never reveals the screening.
 */
export function SubmissionReceivedEmail({ formName, receivedOn, accountUrl, supportEmail }: SubmissionReceivedEmailProps) {
  return (
    <EmailLayout title={submissionReceivedSubject} preview={`Thank you. Your ${formName} answers arrived safely.`}>
      <Text style={emailText.paragraph}>Hello,</Text>
      <Text style={emailText.paragraph}>
        Thank you for taking the time to answer so carefully. We received your {formName} answers on{" "}
        {receivedOn}, and they are stored safely and privately.
      </Text>
      <Text style={emailText.paragraph}>
        Your report will arrive by e-mail within 24 hours. You can follow its progress on your account
        page.
      </Text>
      <EmailButtonLink href={accountUrl}>Open my account</EmailButtonLink>
      <Text style={emailText.paragraph}>
        Questions in the meantime? Reply to this e-mail or write to {supportEmail}.
      </Text>
      <Text style={emailText.paragraph}>
        Writing about hard things can stir up strong feelings. Catharsis is not a crisis service: if you
        are struggling right now or feel unsafe, please call or text 988, text HOME to 741741, or call 911.
      </Text>
    </EmailLayout>
  );
}
