import { followUpHref } from "~/components/content/risk-mark";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { LabeledField } from "~/components/ui/labeled-field";
import { ApprovalSummaryPanel } from "./approval/approval-summary";
import type { ReportReviewPage, ReviewActionResult } from "./review-view";

const fieldClasses = "mt-1 block w-full rounded-md border border-muted bg-surface px-3 py-2 aria-invalid:border-2 aria-invalid:border-red-800";

/**
 * Approve, or send back with a note. Approval is disabled, with the reason
 * in words, while verification fails, a flagged submission has no safety
 * follow-up or a section is neither edited nor accepted; the server refuses it
 * anyway. When the client wrote sentences the screen heard, approval asks what
 * the reviewer read and did (ADR 0059). Approving first shows what would be
 * sent and asks once (issue 29).
 */
export function ReportDecisionForms({ review, result }: { review: ReportReviewPage; result: ReviewActionResult | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const riskNoteRef = useRef<HTMLTextAreaElement>(null);
  const { approval, report, client } = review;
  const approveRefused = result?.intent === "approve" ? result : undefined;
  const summary = result?.intent === "approve-summary" ? result : undefined;
  const sendBackRefused = result?.intent === "send-back" ? result : undefined;
  const blocked = approval.blockedBy.length > 0;
  const riskNoteError = approveRefused?.field === "riskNote" ? approveRefused.message : undefined;

  useEffect(() => {
    if (sendBackRefused) noteRef.current?.focus();
  }, [sendBackRefused]);
  useEffect(() => {
    if (riskNoteError) riskNoteRef.current?.focus();
  }, [riskNoteError, approveRefused]);

  if (!approval.inReview) {
    return (
      <section aria-labelledby="decision" className="mt-10 rounded-lg border border-line bg-surface p-5">
        <h2 id="decision" className="font-serif text-2xl">
          Decision
        </h2>
        <p className="mt-2">This report is not waiting for review ({report.stageLabel.toLowerCase()}), so there is nothing to approve or send back.</p>
      </section>
    );
  }

  return (
    <section aria-labelledby="decision" className="mt-10 grid gap-6 lg:grid-cols-2">
      <h2 id="decision" className="sr-only">
        Decision
      </h2>
      {summary ? (
        <ApprovalSummaryPanel review={review} summary={summary.summary} riskNote={summary.riskNote} />
      ) : (
        <Form method="post" className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-5">
          <h3 className="font-serif text-xl">Approve</h3>
          <p className="text-muted">Approving shows what will be sent and asks you to confirm; then it makes the PDF and e-mails the client.</p>
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="baseRevision" value={report.revision} />
          {blocked ? (
            <div id="approve-blocked" className="rounded-md border-l-4 border-[#8a5a00] bg-banner px-4 py-3">
              <p className="font-semibold">Approval is not possible yet:</p>
              <ul className="mt-1 list-disc pl-6">
                {approval.blockedBy.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
              {approval.needsFollowUp ? (
                <p className="mt-2">
                  <Link to={followUpHref(client.submissionId)} className="font-semibold text-accent-strong underline">
                    Record the safety follow-up on the submission page
                  </Link>
                </p>
              ) : null}
            </div>
          ) : null}
          {approval.needsRiskNote ? (
            <LabeledField
              id="risk-note"
              label="What you read and what you did"
              hint="The client wrote sentences the safety screen heard; they are marked in the answers. Say that you read them and what you did (for example: read q4.s2, called her, she is safe and sees her doctor Monday). Up to 2,000 characters; stored encrypted."
              error={riskNoteError}
              className=""
            >
              {(field) => (
                <textarea
                  {...field}
                  ref={riskNoteRef}
                  // A new answer re-creates it, so the note typed comes back after a refusal without JavaScript.
                  key={approveRefused ? `refused-${approveRefused.message}-${approveRefused.riskNote.length}` : "risk-note"}
                  name="riskNote"
                  rows={3}
                  required
                  defaultValue={approveRefused?.riskNote}
                  className={fieldClasses}
                />
              )}
            </LabeledField>
          ) : null}
          {approveRefused && !riskNoteError ? (
            <p role="alert" className="font-semibold text-red-800">
              {approveRefused.message}
            </p>
          ) : null}
          <Button type="submit" disabled={blocked || busy === "approve"} aria-describedby={blocked ? "approve-blocked" : undefined} className="self-start">
            {busy === "approve" ? "Checking…" : "Approve report"}
          </Button>
        </Form>
      )}
      <Form method="post" className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-5">
        <h3 className="font-serif text-xl">Send back</h3>
        <p className="text-muted">The whole report is drafted again with your note, then comes back here.</p>
        <input type="hidden" name="intent" value="send-back" />
        <input type="hidden" name="baseRevision" value={report.revision} />
        <LabeledField id="send-back-note" label="Note for the drafter" hint="What should change. Up to 2,000 characters; stored encrypted." error={sendBackRefused?.message} className="">
          {(field) => (
            <textarea
              {...field}
              ref={noteRef}
              // A new answer re-creates it, so the note typed comes back after a refusal without JavaScript.
              key={sendBackRefused ? `refused-${sendBackRefused.message}-${sendBackRefused.note.length}` : "note"}
              name="note"
              rows={4}
              required
              defaultValue={sendBackRefused?.note}
              className={fieldClasses}
            />
          )}
        </LabeledField>
        <Button type="submit" variant="secondary" disabled={busy === "send-back"} className="self-start">
          {busy === "send-back" ? "Sending back…" : "Send back"}
        </Button>
      </Form>
    </section>
  );
}
