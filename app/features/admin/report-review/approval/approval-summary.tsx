import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { ApprovalSummary, ReportReviewPage } from "../review-view";

/**
 * What approving sends, asked once (issue 29): the report, the client, its
 * pages, which sections were edited and which accepted, and what the PDF will
 * say about how it was prepared. Every check has already passed on the server;
 * confirming runs them again. Focus moves to the question, and the button
 * stays disabled while the approval is on its way, so one press sends once.
 */
export function ApprovalSummaryPanel({ review, summary, riskNote }: { review: ReportReviewPage; summary: ApprovalSummary; riskNote: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("confirm") === "yes";
  useEffect(() => headingRef.current?.focus(), [summary]);
  const edited = summary.sections.filter((section) => section.state === "edited");
  const accepted = summary.sections.filter((section) => section.state === "accepted");

  return (
    <section aria-labelledby="approval-summary" className="flex flex-col gap-3 rounded-lg border-2 border-accent-strong bg-surface p-5">
      <h3 id="approval-summary" ref={headingRef} tabIndex={-1} className="font-serif text-xl">
        Approve and send this report?
      </h3>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[9rem_1fr]">
        <dt className="font-semibold text-muted">Report</dt>
        <dd>
          {review.report.kindLabel}
          {review.document ? `: ${review.document.title}` : ""}
        </dd>
        <dt className="font-semibold text-muted">Client</dt>
        <dd className="break-all">{review.client.email}</dd>
        <dt className="font-semibold text-muted">Pages</dt>
        <dd>{summary.pages}</dd>
        <dt className="font-semibold text-muted">Drafted by</dt>
        <dd>{summary.drafter === "template" ? "The template drafter (no AI model)" : "An AI model"}</dd>
      </dl>
      <SectionList heading={`Edited by our team (${edited.length})`} sections={edited} />
      <SectionList heading={`Accepted as drafted (${accepted.length})`} sections={accepted} />
      <p>
        <span className="font-semibold">The PDF carries no draft stamp. Its &ldquo;What this report is&rdquo; page says:</span>{" "}
        &ldquo;{summary.preparation}&rdquo;
      </p>
      <Form method="post" className="flex flex-wrap items-center gap-4">
        <input type="hidden" name="intent" value="approve" />
        <input type="hidden" name="confirm" value="yes" />
        <input type="hidden" name="baseRevision" value={summary.baseRevision} />
        {riskNote ? <input type="hidden" name="riskNote" value={riskNote} /> : null}
        <Button type="submit" disabled={sending}>
          {sending ? "Approving…" : "Yes, approve and send"}
        </Button>
        <Link to="." className="font-semibold text-accent-strong underline">
          Go back to the review
        </Link>
      </Form>
    </section>
  );
}

function SectionList({ heading, sections }: { heading: string; sections: ApprovalSummary["sections"] }) {
  return (
    <div>
      <p className="font-semibold">{heading}</p>
      {sections.length > 0 ? (
        <ul className="list-disc pl-6">
          {sections.map((section) => (
            <li key={section.id}>
              {section.title} <span className="text-muted">({section.by})</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">None.</p>
      )}
    </div>
  );
}
