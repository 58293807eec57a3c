import { Text } from "@react-email/text";
import { emailAttentionBox, EmailButtonLink, EmailLayout, emailText } from "../email-layout";

export type SubmissionNotificationEmailProps = {
  submissionId: string;
  formName: string;
  clientEmail: string;
  /** Already formatted, with the time zone. */
  submittedAt: string;
  urgent: boolean;
  /** What the screen heard in the client's words, in plain words ("possible suicidal thoughts"). */
  concerns: string[];
  /** What the client answered on a screening question (the ASQ, PHQ-9 item 9), in plain words. */
  answered?: string[];
  /** Review-tier sentences and nothing urgent (ADR 0059), with their concerns in plain words. */
  readFirst?: { concerns: string[] };
  submissionUrl: string;
};

/**
 * The provider's subject: an urgent submission says so first, so it stands out in the inbox;
 * one to read first says that, and names nothing else (subjects show on lock screens).
 */
export function submissionNotificationSubject(formName: string, standing: { urgent: boolean; readFirst?: boolean }): string {
  if (standing.urgent) return `URGENT: New ${formName} submission needs attention`;
  return standing.readFirst ? `Read first: New ${formName} submission` : `New ${formName} submission`;
}

/**
 * Why it is urgent, each ground for what it is: a yes to a screening question is something the
 * client answered, not something the screen found in their words.
 */
function urgentReason(concerns: string[], answered: string[]): string {
  const reasons: string[] = [];
  if (answered.length > 0) reasons.push(`the client answered the screening questions we ask everyone: ${answered.join(", ")}.`);
  if (concerns.length > 0 || answered.length === 0) {
    reasons.push(`${reasons.length > 0 ? "The" : "the"} safety screen found ${concerns.length > 0 ? concerns.join(", ") : "crisis language"}.`);
  }
  return reasons.join(" ");
}

/** "possible abuse" from the words, "ASQ ... positive" from an answer: what the urgent flag rests on. */
function urgentGrounds(concerns: string[], answered: string[]): string {
  const grounds = [...answered, ...concerns];
  return grounds.length > 0 ? grounds.join(", ") : "crisis language";
}


/**
 * Tells the provider's inbox a questionnaire arrived and where to read it.
 * The answers are never in it: they open on the linked page, for an admin,
 * and each opening is recorded.
 */
export function SubmissionNotificationEmail(props: SubmissionNotificationEmailProps) {
  const answered = props.answered ?? [];
  const readFirst = !props.urgent ? props.readFirst : undefined;
  const subject = submissionNotificationSubject(props.formName, { urgent: props.urgent, readFirst: Boolean(readFirst) });
  const grounds = urgentGrounds(props.concerns, answered);
  const readFirstConcerns = readFirst && readFirst.concerns.length > 0 ? readFirst.concerns.join(", ") : "words about their own death or safety";
  return (
    <EmailLayout
      title={subject}
      preview={props.urgent ? `Needs attention: ${grounds}` : readFirst ? `Read first: ${readFirstConcerns}` : `From ${props.clientEmail}`}
    >
      {props.urgent ? (
        <Text style={emailAttentionBox}>
          <span style={emailText.label}>Needs attention:</span> {urgentReason(props.concerns, answered)} Please read
          the answers soon and follow your crisis procedure.
        </Text>
      ) : null}
      {readFirst ? (
        <Text style={emailAttentionBox}>
          <span style={emailText.label}>Read first:</span> the safety screen heard {readFirstConcerns} in the
          client&apos;s words. It is listed first in the queue: please read these answers before others and
          record what you read and what you did.
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
        <span style={emailText.label}>Urgent:</span> {props.urgent ? `Yes (${grounds})` : "No"}
        <br />
        {readFirst ? (
          <>
            <span style={emailText.label}>Read first:</span> Yes ({readFirstConcerns})
            <br />
          </>
        ) : null}
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
