import type { SubmissionDetail } from "./submissions/submission-detail-view";

/** The audit of who opened these answers and when, this opening included. */
export function OpeningsList({ openings }: { openings: SubmissionDetail["openings"] }) {
  return (
    <section aria-labelledby="opened-by" className="mt-12 border-t border-line pt-8 print:hidden">
      <h2 id="opened-by" className="font-serif text-2xl">
        Opened by
      </h2>
      <p className="mt-1 text-muted">Every opening of this submission is recorded, newest first.</p>
      <ul className="mt-4 flex flex-col gap-2">
        {openings.map((opening, index) => (
          <li key={`${opening.viewedIso}-${index}`}>
            <span className="break-all">{opening.viewerEmail}</span>,{" "}
            <time dateTime={opening.viewedIso}>{opening.viewedAt}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
