import { NeedsAttentionBadge, ReadFirstBadge } from "../needs-attention-badge";
import type { SubmissionDetail } from "./submission-detail-view";

/** What the submission is: form, who sent it, when, against which wording, and whether it needs attention. */
export function SubmissionHeader({ submission }: { submission: SubmissionDetail }) {
  return (
    <dl className="mt-6 grid gap-x-6 gap-y-2 rounded-lg border border-line bg-surface p-5 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold text-muted">Form</dt>
      <dd>{submission.formName}</dd>
      <dt className="font-semibold text-muted">Client e-mail</dt>
      <dd className="break-all">{submission.email}</dd>
      <dt className="font-semibold text-muted">Submitted</dt>
      <dd>
        <time dateTime={submission.submittedIso}>{submission.submittedAt}</time>
      </dd>
      <dt className="font-semibold text-muted">Questions version</dt>
      <dd>{submission.bankVersion}</dd>
      <dt className="font-semibold text-muted">Status</dt>
      <dd>{submission.statusLabel}</dd>
      <dt className="font-semibold text-muted">Urgent</dt>
      <dd>
        {submission.urgent ? (
          <NeedsAttentionBadge concerns={submission.concerns} followedUp={submission.followUps.length > 0} />
        ) : submission.readFirst ? (
          <ReadFirstBadge concerns={submission.readFirstConcerns} followedUp={submission.followUps.length > 0} />
        ) : (
          "No"
        )}
      </dd>
      <dt className="font-semibold text-muted">Reference</dt>
      <dd className="break-all text-sm">{submission.id}</dd>
    </dl>
  );
}
