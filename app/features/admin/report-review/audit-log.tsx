import type { ReportReviewPage } from "./review-view";

const changeStyles = { same: "text-muted", added: "bg-[#eaf4ec] text-[#1f4a2a]", removed: "bg-[#fdecec] text-[#7a1f1f] line-through" } as const;
const changeMarks = { same: "  ", added: "+ ", removed: "- " } as const;
const changeWords = { same: "", added: "Added: ", removed: "Removed: " } as const;
const cell = "border-b border-line px-3 py-2 text-left align-top";

/** Every step of this report, newest first, with who did it, the revision and what changed; then the record of each draft. */
export function ReportAuditLog({ events, drafts }: Pick<ReportReviewPage, "events" | "drafts">) {
  return (
    <>
      <section aria-labelledby="audit-log" className="mt-12 border-t border-line pt-8">
        <h2 id="audit-log" className="font-serif text-2xl">
          Audit log
        </h2>
        <p className="mt-1 text-muted">Every change to this report, newest first.</p>
        <ol className="mt-4 flex flex-col gap-4">
          {events.map((event) => (
            <li key={event.id} className="border-l-4 border-line pl-4">
              <p>
                <span className="font-semibold">{event.actionLabel}</span>
                {event.revisions ? <span className="text-muted">, {event.revisions}</span> : null}
              </p>
              <p className="text-sm text-muted">
                <span className="break-all">{event.actorEmail}</span>, <time dateTime={event.atIso}>{event.at}</time>
              </p>
              {event.summary ? <p className="mt-1">{event.summary}</p> : null}
              {event.note ? <p className="mt-1 whitespace-pre-line">Note: {event.note}</p> : null}
              {event.changes ? (
                <details className="mt-2">
                  <summary className="cursor-pointer font-semibold text-accent-strong underline">Changes to {event.changes.sectionTitle}</summary>
                  <pre className="mt-2 overflow-x-auto rounded-md border border-line bg-paper p-3 text-sm whitespace-pre-wrap">
                    {event.changes.lines.map((line, index) => (
                      <span key={index} className={`block ${changeStyles[line.change]}`}>
                        <span aria-hidden="true">{changeMarks[line.change]}</span>
                        <span className="sr-only">{changeWords[line.change]}</span>
                        {line.text}
                      </span>
                    ))}
                  </pre>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      {drafts.length > 0 ? (
        <section aria-labelledby="draft-records" className="mt-10">
          <h2 id="draft-records" className="font-serif text-2xl">
            Drafts
          </h2>
          {/* Focusable so a keyboard can scroll the table sideways on a narrow screen. */}
          <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="draft-records">
            <table className="w-full border-collapse">
              <caption className="pb-2 text-left text-muted">How each draft was written, oldest first (no content is recorded here).</caption>
              <thead>
                <tr>
                  {["Draft", "Drafter", "Provider", "Model", "Prompt", "Tokens", "Time", "Attempts"].map((heading) => (
                    <th key={heading} scope="col" className={cell}>
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {drafts.map((draft, index) => (
                  <tr key={index}>
                    <th scope="row" className={`${cell} font-normal`}>
                      {index + 1}
                    </th>
                    <td className={cell}>{draft.drafter}</td>
                    <td className={cell}>{draft.provider}</td>
                    <td className={`${cell} break-all`}>{draft.model}</td>
                    <td className={cell}>{draft.promptVersion}</td>
                    <td className={`${cell} whitespace-nowrap`}>{draft.tokens}</td>
                    <td className={`${cell} whitespace-nowrap`}>{draft.duration}</td>
                    <td className={cell}>{draft.attempts}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </>
  );
}
