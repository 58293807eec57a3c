import { Text } from "@react-email/text";
import { emailAttentionBox, EmailButtonLink, EmailLayout, emailText } from "../email-layout";

export type ReportDeadlineEmailProps = {
  /** Four hours or less left, or past the 24-hour promise. */
  notice: "due-soon" | "overdue";
  /** "Root Cause Analysis". */
  kindLabel: string;
  /** Where the report is ("Waiting for review"), in words. */
  stageLabel: string;
  /** Already formatted, with the time zone. */
  dueAt: string;
  /** "3 h 55 min": left before the deadline, or past it. */
  interval: string;
  reportId: string;
  submissionId: string;
  /** Null for access granted by hand (no order). */
  orderId: string | null;
  reviewUrl: string;
};

/** The subject names the report kind only: it shows on lock screens and in shared inboxes. */
export function reportDeadlineSubject(notice: ReportDeadlineEmailProps["notice"], kindLabel: string): string {
  return notice === "due-soon" ? `Report due in 4 hours: ${kindLabel}` : `Report overdue: ${kindLabel}`;
}

/**
 * The provider's reminder of the 24-hour promise, from the `report-sla`
 * job. Ids, the kind, the stage and the deadline; no client name and nothing
 * from the answers or the draft (they open on the review page).
 */
export function ReportDeadlineEmail(props: ReportDeadlineEmailProps) {
  const subject = reportDeadlineSubject(props.notice, props.kindLabel);
  const overdue = props.notice === "overdue";
  return (
    <EmailLayout title={subject} preview={overdue ? `${props.interval} past the 24-hour promise` : `${props.interval} left`}>
      {overdue ? (
        <Text style={emailAttentionBox}>
          <span style={emailText.label}>Overdue:</span> this {props.kindLabel} was promised by {props.dueAt} and is{" "}
          {props.interval} late. The client has been told it is running late and that a person is still working on it.
        </Text>
      ) : (
        <Text style={emailText.paragraph}>
          This {props.kindLabel} is due in {props.interval}, by {props.dueAt}.
        </Text>
      )}
      <Text style={emailText.paragraph}>
        <span style={emailText.label}>Report:</span> {props.kindLabel}
        <br />
        <span style={emailText.label}>Stage:</span> {props.stageLabel}
        <br />
        <span style={emailText.label}>Due:</span> {props.dueAt}
        <br />
        <span style={emailText.label}>Order:</span> {props.orderId ?? "None (access granted by hand)"}
        <br />
        <span style={emailText.label}>Submission:</span> {props.submissionId}
        <br />
        <span style={emailText.label}>Report reference:</span> {props.reportId}
      </Text>
      <EmailButtonLink href={props.reviewUrl}>Open the report</EmailButtonLink>
      <Text style={emailText.paragraph}>
        The answers and the draft are not in this e-mail. They open on that page once you sign in as an admin.
      </Text>
    </EmailLayout>
  );
}
