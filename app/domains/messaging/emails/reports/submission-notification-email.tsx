import { Text } from "@react-email/components";
import { emailAttentionBox, EmailButtonLink, EmailLayout, emailText } from "../email-layout";

export type SubmissionNotificationEmailProps = {
  submissionId: string;
  formName: string;
  clientEmail: string;
  /** Already formatted, with the time zone. */
  submittedAt: string;
  urgent: boolean;
  /** The screen's categories in plain words ("possible suicidal thoughts"). */
  concerns: string[];
  submissionUrl: string;
};

/** The provider's subject: an urgent submission says so first, so it stands out in the inbox. */
export function submissionNotificationSubject(formName: string, urgent: boolean): string {
  return urgent ? `URGENT: New ${formName} submission needs attention` : `New ${formName} submission`;
}


/**
 * Tells the provider's inbox a questionnaire arrived and where to read it.
 * The answers are never in it: they open on the linked page, for an admin,
 * and each opening is recorded.
 */
export function SubmissionNotificationEmail(props: SubmissionNotificationEmailProps) {
  const subject = submissionNotificationSubject(props.formName, props.urgent);
  const concerns = props.concerns.length > 0 ? props.concerns.join(", ") : "crisis language";
  return (
    <EmailLayout title={subject} preview={props.urgent ? `Needs attention: ${concerns}` : `From ${props.clientEmail}`}>
      {props.urgent ? (
        <Text style={emailAttentionBox}>
          <span style={emailText.label}>Needs attention:</span> the safety screen found {concerns}. Please read
          the answers soon and follow your crisis procedure.
        </Text>
      ) : null}
      <Text style={emailText.paragraph}>A client sent their answers.</Text>
      <Text style={emailText.paragraph}>
        <span style={emailText.label}>Form:</span> {props.formName}
        <br />
        <span style={emailText.label}>Client e-mail:</span> {props.clientEmail}
        <br />
        <span style={emailText.label}>Submitted:</span> {props.submittedAt}
        <br />
        <span style={emailText.label}>Urgent:</span> {props.urgent ? `Yes (${concerns})` : "No"}
        <br />
        <span style={emailText.label}>Reference:</span> {props.submissionId}
      </Text>
      <EmailButtonLink href={props.submissionUrl}>
        Open the submission
      </EmailButtonLink>
      <Text style={emailText.paragraph}>
        The answers are not in this e-mail. They open on that page once you sign in as an admin, and
        every opening is recorded.
      </Text>
    </EmailLayout>
  );
}
