import { useCallback, useEffect, useRef } from "react";
import { reviewKeyOf } from "../approval/review-keys";
import type { ReportReviewPage } from "../review-view";
import { reviewBlockers, type Blocker } from "./review-blockers";

const kindWords: Record<Blocker["kind"], string> = {
  "follow-up": "Safety",
  "read-first": "Read first",
  verification: "Verification",
  unquoted: "Not used",
  other: "To do",
};

/**
 * The top of the review page (issue 29): everything between this draft and
 * approval on one screen, each linked to its place. `more` is the slot for
 * blockers other parts of the page know about (sections not yet accepted),
 * shown after the safety and verification ones. "Next blocker" (or Alt+N,
 * not while typing in a field) goes to each place in turn, for keyboard users.
 */
export function ReviewBlockersPanel({ review, more = [] }: { review: ReportReviewPage; more?: Blocker[] }) {
  const { blockers: found, unquotedCount } = reviewBlockers(review);
  const firstUnquoted = found.findIndex((blocker) => blocker.kind === "unquoted");
  const blockers = firstUnquoted === -1 ? [...found, ...more] : [...found.slice(0, firstUnquoted), ...more, ...found.slice(firstUnquoted)];
  const hrefs = useRef<string[]>([]);
  const nextIndex = useRef(0);
  useEffect(() => {
    // Places on this page only: the follow-up's link opens another page, which would end the round.
    hrefs.current = blockers.map((blocker) => blocker.href).filter((href) => href.startsWith("#"));
  });
  const goToNext = useCallback(() => {
    const list = hrefs.current;
    if (list.length === 0) return;
    const href = list[nextIndex.current % list.length]!;
    nextIndex.current = (nextIndex.current + 1) % list.length;
    goTo(href);
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (reviewKeyOf(event) !== "next-blocker") return;
      event.preventDefault();
      goToNext();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [goToNext]);

  if (review.document === null) return null;
  const hardCount = blockers.filter((blocker) => blocker.kind !== "unquoted").length;
  const unquotedMore = unquotedCount - (blockers.length - hardCount);
  return (
    <section aria-labelledby="blockers-heading" className="mt-4 rounded-lg border-2 border-[#8a5a00] bg-surface px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="blockers-heading" className="text-lg font-semibold">
          {blockers.length === 0 ? "Nothing stands in the way of approval" : `Before you approve: ${countWords(hardCount, unquotedCount)}`}
        </h2>
        {blockers.length > 0 ? (
          <button
            type="button"
            onClick={goToNext}
            aria-keyshortcuts="Alt+N"
            className="min-h-11 rounded-full border border-accent-strong px-4 font-semibold text-accent-strong hover:bg-accent-soft focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong"
          >
            Next blocker <span className="text-sm font-normal">(Alt+N)</span>
          </button>
        ) : null}
      </div>
      {blockers.length === 0 ? (
        <p>
          Every check passes. Read the draft through, then <a href="#decision" className="text-accent-strong underline">approve it below</a>.
        </p>
      ) : (
        <ol className="mt-2 flex flex-col gap-1">
          {blockers.map((blocker) => (
            <li key={blocker.key} data-blocker={blocker.kind} className="flex min-w-0 gap-2">
              <span className="shrink-0 text-sm font-semibold text-muted">{kindWords[blocker.kind]}:</span>
              <a href={blocker.href} className="block min-w-0 truncate text-accent-strong underline">
                {blocker.label}
                {blocker.quote ? <span className="text-ink"> “{blocker.quote}”</span> : null}
              </a>
            </li>
          ))}
        </ol>
      )}
      {unquotedMore > 0 ? <p className="mt-1 text-sm text-muted">And {unquotedMore} more sentences no section quotes or cites; those that say most are listed.</p> : null}
    </section>
  );
}

function countWords(blocking: number, unused: number): string {
  const parts = [blocking === 1 ? "1 thing to resolve" : `${blocking} things to resolve`];
  if (unused > 0) parts.push(unused === 1 ? "1 sentence used nowhere" : `${unused} sentences used nowhere`);
  return parts.join(", ");
}

/** To a place on this page: mark it as the target (no history entry), scroll to it and put focus there. */
function goTo(href: string) {
  window.location.replace(href);
  const target = document.getElementById(href.slice(1));
  if (!target) return;
  if (!target.matches("a, button, input, textarea, select, [tabindex]")) target.setAttribute("tabindex", "-1");
  target.focus();
}
