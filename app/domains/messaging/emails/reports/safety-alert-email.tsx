import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { emailAttentionBox, EmailButtonLink, EmailLayout, emailText } from "../email-layout";

export type SafetyAlertEmailProps = {
  /** A sent questionnaire, a draft the client is still writing, or a check-in after a report (ADR 0069). */
  source: "submission" | "draft" | "check-in";
  formName: string;
  clientEmail: string;
  /** What the phrase list or the second reader heard in the client's words, in plain words ("possible suicidal thoughts"). */
  concerns: string[];
  /** What the client answered on a screening question (the ASQ, PHQ-9 item 9), in plain words; none when only words were heard. */
  answered?: string[];
  /** Already formatted, with the time zone: when it was sent, or when the draft was last saved. */
  when: string;
  /** The submission's id, or the paid copy's (entitlement) id for a draft. */
  reference: string;
  /** A submission's page for an admin; none for a draft (staff cannot open one). */
  submissionUrl?: string;
  /** A sent form's alert from the second reader (ADR 0060), after the phrase list let it pass. */
  raisedBy?: "screen" | "second-reader";
};

/**
 * The subject names no one and quotes nothing: it shows on lock screens and in
 * shared inboxes. URGENT comes first so it stands out.
 */
export function safetyAlertSubject(source: SafetyAlertEmailProps["source"]): string {
  if (source === "check-in") return "URGENT: a client's check-in answers need attention";
  return source === "draft" ? "URGENT: a client's unsent answers need attention" : "URGENT: a client's answers need attention";
}


/**
 * The provider's alert that the safety screen flagged a client's answers,
 * sent at once and apart from the ordinary submission notice. It carries the
 * categories in plain words, never the answers: a sent form's answers open on
 * the linked page for an admin (each opening is recorded); a draft's cannot
 * be opened by staff at all, so the alert says who and which form, to act on.
 */
export function SafetyAlertEmail(props: SafetyAlertEmailProps) {
  const subject = safetyAlertSubject(props.source);
  const answered = props.answered ?? [];
  // An alert from an answer alone says what was answered: "the safety screen found" and "a phrase
  // list flags words" would misdescribe a client who said yes to a screening question.
  const concerns = props.concerns.length > 0 ? props.concerns.join(", ") : answered.length > 0 ? "" : "crisis language";
  const draft = props.source === "draft";
  const checkIn = props.source === "check-in";
  const where = draft ? "answers while they were writing them" : checkIn ? "check-in after their report" : "sent answers";
  return (
    <EmailLayout title={subject} preview={`Needs attention now: ${[...answered, ...(concerns ? [concerns] : [])].join(", ")}`}>
      {answered.length > 0 ? (
        <Text style={emailAttentionBox}>
          <span style={emailText.label}>Needs attention now:</span> in their {where}, the client answered the
          screening questions we ask everyone: {answered.join(", ")}.
          {concerns ? ` The safety screen also found ${concerns} in their words.` : ""} Please read or reach out
          soon and follow your crisis procedure.
        </Text>
      ) : props.raisedBy === "second-reader" && !draft ? (
        <Text style={emailAttentionBox}>
          <span style={emailText.label}>Needs attention now:</span> the second reader, the AI model that
          also drafts reports, found {concerns} in a client&apos;s sent answers, which the phrase list had
          not flagged. A model can misread: please read them soon and follow your crisis procedure.
        </Text>
      ) : (
        <Text style={emailAttentionBox}>
          <span style={emailText.label}>Needs attention now:</span> the safety screen found {concerns} in a
          client&apos;s {where}. A phrase list flags words, not people: please read or reach out soon and
          follow your crisis procedure.
        </Text>
      )}
      <Text style={emailText.paragraph}>
        <span style={emailText.label}>Where:</span> {draft ? "a draft (not sent yet)" : checkIn ? "a check-in after their report" : "a sent questionnaire"}
        <br />
        <span style={emailText.label}>Form:</span> {props.formName}
        <br />
        <span style={emailText.label}>Client e-mail:</span> <Link href={`mailto:${props.clientEmail}`}>{props.clientEmail}</Link>
        <br />
        <span style={emailText.label}>{draft ? "Last saved:" : "Sent:"}</span> {props.when}
        <br />
        {answered.length > 0 ? (
          <>
            <span style={emailText.label}>Answered:</span> {answered.join(", ")}
            <br />
          </>
        ) : null}
        {concerns ? (
          <>
            <span style={emailText.label}>Found:</span> {concerns}
            <br />
          </>
        ) : null}
        <span style={emailText.label}>{draft ? "Copy reference:" : "Reference:"}</span> {props.reference}
      </Text>
      {!draft && props.submissionUrl ? (
        <>
          <EmailButtonLink href={props.submissionUrl}>
            {checkIn ? "Open the questionnaire behind their report" : "Open the submission"}
          </EmailButtonLink>
          <Text style={emailText.paragraph}>
            {checkIn
              ? "The check-in's answers are not in this e-mail. The questionnaire their report came from opens on that page once you sign in as an admin, and every opening is recorded. Please reach out at the address above."
              : "The answers are not in this e-mail. They open on that page once you sign in as an admin, and every opening is recorded. The usual notice for this submission follows separately."}
          </Text>
        </>
      ) : (
        <Text style={emailText.paragraph}>
          The client has not sent this form yet. Their draft cannot be opened by staff and they may
          still change or delete it, so the answers are not in this e-mail and cannot be read
          anywhere. If you judge they may be at risk, contact them at the address above. If they send
          the form, another alert follows with a link to their answers. While they keep writing, at
          most one alert a day is sent for this copy, unless a new concern appears.
        </Text>
      )}
    </EmailLayout>
  );
}
