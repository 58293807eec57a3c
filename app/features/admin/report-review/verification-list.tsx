import type { ReviewFailure } from "./review-view";
import { sentenceAnchor } from "./review-view";

/** Failures as list items: the rule in words, where (section, sentence) and the checker's own message. */
export function ReportFailureItems({ failures, showSection }: { failures: ReviewFailure[]; showSection: boolean }) {
  return failures.map((failure, index) => (
    <li key={`${failure.rule}-${failure.sectionId ?? "report"}-${failure.sentenceId ?? ""}-${index}`}>
      <span className="font-semibold">{failure.ruleLabel}</span>
      {showSection && failure.sectionId ? (
        <>
          {" "}
          in{" "}
          <a href={`#section-${failure.sectionId}`} className="text-accent-strong underline">
            {failure.sectionTitle}
          </a>
        </>
      ) : null}
      {failure.sentenceId ? (
        <>
          {" "}
          (sentence{" "}
          <a href={`#${sentenceAnchor(failure.sentenceId)}`} className="text-accent-strong underline">
            {failure.sentenceId}
          </a>
          )
        </>
      ) : null}
      : {failure.message}
    </li>
  ));
}

/** The summary at the top of the review page: what stands between this draft and approval, or that it passes. */
export function ReportVerificationSummary({ failures, hasDocument }: { failures: ReviewFailure[]; hasDocument: boolean }) {
  if (!hasDocument) return null;
  if (failures.length === 0) {
    return (
      <section aria-labelledby="verification" className="mt-6 rounded-lg border-l-4 border-accent-strong bg-accent-soft px-5 py-4">
        <h2 id="verification" className="text-lg font-semibold">
          Verification passes
        </h2>
        <p>Every quote matches the answers, every statement cites the client, and the required sections are there.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="verification" className="mt-6 rounded-lg border-l-4 border-red-800 bg-[#fdecec] px-5 py-4">
      <h2 id="verification" className="text-lg font-semibold text-[#7a1f1f]">
        Verification found {failures.length === 1 ? "1 problem" : `${failures.length} problems`}
      </h2>
      <p>This draft cannot be approved until each is fixed. Edit the section, or re-draft it.</p>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-6">
        <ReportFailureItems failures={failures} showSection />
      </ul>
    </section>
  );
}
