import { useMemo, useState } from "react";
import { Link } from "react-router";
import { followUpHref } from "~/components/content/risk-mark";
import { DetailHeader } from "~/components/ui/detail-header";
import { TEMPLATE_DRAFT_LINE } from "~/domains/reports/document/report-outline";
import { NeedsAttentionBadge, ReadFirstBadge } from "../needs-attention-badge";
import { ReportAnswersColumn } from "./answers-column";
import { revealSentence } from "./answers/answer-folds";
import { ReviewProgress } from "./approval/review-progress";
import { ReviewShortcuts } from "./approval/review-shortcuts";
import { ReportAuditLog } from "./audit-log";
import { ReviewBlockersPanel } from "./blockers/blockers-panel";
import { ReportDecisionForms } from "./decision-forms";
import type { CitationSelection } from "./draft-blocks";
import { ReportDraftSection } from "./draft-section";
import { LibraryNotesProvider } from "./library/library-disclosure";
import { sentenceAnchor, type ReportReviewPage, type ReviewActionResult } from "./review-view";
import { ReportVerificationSummary } from "./verification-list";

type Selected = { key: string; ids: string[]; label: string };

/**
 * The reviewer's page: what the report is and when it is due, what
 * verification says, the answers beside the draft (selecting a statement
 * marks the sentences it cites), then the decision and the audit log.
 */
export function ReportReviewScreen({ review, result }: { review: ReportReviewPage; result: ReviewActionResult | undefined }) {
  const [selected, setSelected] = useState<Selected | null>(null);
  const select = (key: string, ids: string[], label: string) => {
    if (selected?.key === key) {
      setSelected(null);
      return;
    }
    setSelected({ key, ids, label });
    const first = ids[0];
    if (!first) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    // "nearest": beside the draft on a wide screen only the answers column moves, not the statement just pressed.
    const target = document.getElementById(sentenceAnchor(first));
    revealSentence(target);
    target?.scrollIntoView({ block: "nearest", behavior: reduceMotion ? "auto" : "smooth" });
  };
  const selection: CitationSelection = { selectedKey: selected?.key ?? null, select };
  const highlighted = useMemo(() => new Set(selected?.ids ?? []), [selected]);
  const selectionLabel = selected
    ? `Marked: ${selected.ids.length === 1 ? "the sentence" : `${selected.ids.length} sentences`} cited by “${shorten(selected.label)}”.`
    : null;
  const { report, client, document: draft, sections } = review;

  return (
    <article className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <DetailHeader listHref="/admin/reports" listLabel="All reports" title={<>Review: {report.kindLabel}</>} />
      {/* First, on one screen: what stands between this draft and approval (issue 29); `more` takes other parts' blockers. */}
      <ReviewBlockersPanel review={review} />
      {draft && review.approval.inReview ? <ReviewShortcuts /> : null}
      <dl className="mt-6 grid gap-x-6 gap-y-2 rounded-lg border border-line bg-surface p-5 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold text-muted">Client e-mail</dt>
        <dd className="break-all">{client.email}</dd>
        <dt className="font-semibold text-muted">Form</dt>
        <dd>
          {client.formName}, sent <time dateTime={client.submittedIso}>{client.submittedOn}</time>{" "}
          <Link to={`/admin/submissions/${encodeURIComponent(client.submissionId)}`} className="text-accent-strong underline">
            Open the submission
          </Link>
        </dd>
        <dt className="font-semibold text-muted">Due</dt>
        <dd>
          {report.dueIso ? (
            <>
              <time dateTime={report.dueIso}>{report.dueOn}</time>
              {report.timeLeft ? <span className={report.overdue ? "font-semibold text-red-800" : undefined}> ({report.timeLeft})</span> : null}
            </>
          ) : (
            "Not recorded"
          )}
        </dd>
        <dt className="font-semibold text-muted">Stage</dt>
        <dd>
          {report.stageLabel}, revision {report.revision}
        </dd>
        <dt className="font-semibold text-muted">Safety screen</dt>
        <dd>
          {client.urgent ? (
            <NeedsAttentionBadge concerns={client.concerns} followedUp={client.followedUp} />
          ) : client.readFirst ? (
            <ReadFirstBadge concerns={client.readFirstConcerns} followedUp={client.followedUp} />
          ) : (
            "Nothing flagged"
          )}
        </dd>
      </dl>
      {draft?.isTemplateDraft ? (
        <p role="note" className="mt-6 rounded-lg border border-[#8a5a00] bg-banner p-4">
          <strong>{TEMPLATE_DRAFT_LINE}.</strong> This draft was built from the client&apos;s sentences by the template drafter. Read each
          section closely, then edit it or accept it. Until the report is approved, every page of its PDF says it is a template draft;
          once approved, it carries no stamp and says our template and our team prepared it.
        </p>
      ) : null}
      <ReportVerificationSummary failures={review.failures} hasDocument={draft !== null} />
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-2">
        <ReportAnswersColumn
          formName={client.formName}
          questions={review.questions}
          folds={{ sections, failures: review.failures }}
          highlighted={highlighted}
          selectionLabel={selectionLabel}
          followUp={(client.urgent || client.readFirst) && !client.followedUp ? followUpHref(client.submissionId) : undefined}
        />
        <section aria-labelledby="draft-heading" className="flex flex-col gap-5">
          <div>
            <h2 id="draft-heading" className="font-serif text-2xl">
              The draft{draft ? `: ${draft.title}` : ""}
            </h2>
            {draft ? (
              <>
                <p className="mt-1 text-muted">
                  {draft.subtitle}. Select a statement to mark the sentences it cites in the answers.
                </p>
                <ReviewProgress review={review} />
              </>
            ) : (
              <p className="mt-2">The first draft is still being written. This page shows it once it has been verified.</p>
            )}
          </div>
          <LibraryNotesProvider value={review.library ?? {}}>
            {sections.map((section) => (
              <ReportDraftSection
                key={`${section.id}-${report.revision}`}
                section={section}
                revision={report.revision}
                editable={review.approval.inReview}
                result={result}
                selection={selection}
                questions={review.questions}
              />
            ))}
          </LibraryNotesProvider>
        </section>
      </div>
      {draft ? <ReportDecisionForms review={review} result={result} /> : null}
      <ReportAuditLog events={review.events} drafts={review.drafts} />
    </article>
  );
}

const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text);
