import type { ReportReviewPage } from "../review-view";

/**
 * How far the section-by-section review has got (ADR 0063), with a link to the
 * first section nobody has edited or accepted: the reviewer's way back in.
 */
export function ReviewProgress({ review }: { review: ReportReviewPage }) {
  const { document: draft, sections, approval } = review;
  if (!draft || !approval.inReview || sections.length === 0) return null;
  const awaiting = sections.find((section) => section.id === draft.firstAwaitingId);
  return (
    <p className="mt-2" data-review-progress>
      <strong>
        {draft.reviewedCount} of {sections.length} sections edited or accepted.
      </strong>{" "}
      {awaiting ? (
        <a href={`#section-${awaiting.id}`} className="font-semibold text-accent-strong underline">
          Go to the first section not yet reviewed: {awaiting.title}
        </a>
      ) : (
        "Every section is reviewed."
      )}
    </p>
  );
}
