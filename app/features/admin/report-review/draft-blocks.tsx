import type { ReportBlock } from "~/domains/reports/document/report-document";
import { riskItemAnswer, riskScreenYeses } from "~/domains/reports/document/scale-blocks";
import { NOT_A_DIAGNOSIS, PHQ9_RISK_CATEGORY, restsOnAnAnswer } from "~/shared/scale-scores";
import { LibraryDisclosure, useLibraryNote, useLibraryNotes } from "./library/library-disclosure";
import { libraryItemKey } from "./library/library-note-view";
import { libraryRuns } from "./library/library-runs";
import { sentenceAnchor } from "./review-view";

/** Which cited item is selected (its key) and how to select one; the answers column marks its sentences. */
export type CitationSelection = { selectedKey: string | null; select: (key: string, ids: string[], label: string) => void };

const questionOf = (sentenceId: string) => sentenceId.replace(/^[qe](\d+)\..*$/, "$1");

/**
 * A cited statement: the words are a toggle button that marks its sentences
 * in the answers; the ids after it are links to them (without JavaScript,
 * the link alone does the job).
 */
function Cited({ itemKey, ids, children, label, selection }: { itemKey: string; ids: string[]; children: React.ReactNode; label: string; selection: CitationSelection }) {
  if (ids.length === 0) {
    return (
      <>
        {children} <span className="text-sm font-semibold text-red-800">(cites no sentence)</span>
      </>
    );
  }
  const pressed = selection.selectedKey === itemKey;
  return (
    <>
      <button
        type="button"
        aria-pressed={pressed}
        data-cites={ids.join(" ")}
        onClick={() => selection.select(itemKey, ids, label)}
        className={`rounded-sm text-left underline decoration-dotted decoration-1 underline-offset-4 hover:bg-accent-soft focus-visible:outline-3 focus-visible:outline-accent-strong ${pressed ? "bg-accent-soft decoration-solid" : ""}`}
      >
        {children}
      </button>{" "}
      <span className="text-sm text-muted">
        [
        {ids.map((id, index) => (
          <span key={id}>
            {index > 0 ? " " : ""}
            <a href={`#${sentenceAnchor(id)}`} className="text-accent-strong underline">
              {id}
            </a>
          </span>
        ))}
        ]
      </span>
    </>
  );
}

/**
 * One block of a section as the reviewer reads it. `blockKey` keeps each cited item's selection distinct.
 * The guidance library's words unchanged are collapsed under where they come from (ADR 0071);
 * `bare`: the section has already folded it with its neighbours under one label (ADR 0078).
 */
export function ReportDraftBlock({ block, blockKey, selection, bare = false }: { block: ReportBlock; blockKey: string; selection: CitationSelection; bare?: boolean }) {
  const library = useLibraryNote(blockKey);
  const body = <BlockBody block={block} blockKey={blockKey} selection={selection} />;
  if (!library || bare) return body;
  return (
    <LibraryDisclosure note={library} title={block.type === "list" || block.type === "callout" ? block.title : undefined}>
      {body}
    </LibraryDisclosure>
  );
}

/**
 * A list, with the library's items of a list that also holds the client's
 * own folded item by item, adjacent ones under one label, in their place (ADR 0078).
 */
function ListBody({ title, items, blockKey }: { title: string | undefined; items: string[]; blockKey: string }) {
  const notes = useLibraryNotes();
  const runs = libraryRuns(items.length, (index) => notes[libraryItemKey(blockKey, index)] ?? null);
  return (
    <div>
      {title ? <p className="font-semibold">{title}</p> : null}
      <ul className="mt-1 list-disc pl-6">
        {runs.map((run) =>
          run.note ? (
            <li key={run.indexes[0]} className="-ml-6 list-none py-1">
              <LibraryDisclosure note={run.note}>
                <ul className="list-disc pl-6">
                  {run.indexes.map((index) => (
                    <li key={index}>{items[index]}</li>
                  ))}
                </ul>
              </LibraryDisclosure>
            </li>
          ) : (
            <li key={run.indexes[0]}>{items[run.indexes[0]!]}</li>
          ),
        )}
      </ul>
    </div>
  );
}

function BlockBody({ block, blockKey, selection }: { block: ReportBlock; blockKey: string; selection: CitationSelection }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p className="leading-relaxed">
          {block.claims.map((claim, index) => (
            <span key={index}>
              <Cited itemKey={`${blockKey}.${index}`} ids={claim.evidence} label={claim.text} selection={selection}>
                {claim.text}
              </Cited>{" "}
            </span>
          ))}
        </p>
      );
    case "quote":
      return (
        <blockquote className="rounded-md border-l-4 border-accent bg-accent-soft px-4 py-3">
          <Cited itemKey={blockKey} ids={[block.sentenceId]} label={`the quote from question ${questionOf(block.sentenceId)}`} selection={selection}>
            &ldquo;{block.text}&rdquo;
          </Cited>
          <span className="mt-1 block text-sm text-muted">Question {questionOf(block.sentenceId)}, quoted by code from the answers</span>
        </blockquote>
      );
    case "guidance":
      return <p className="leading-relaxed">{block.text}</p>;
    case "list":
      return <ListBody title={block.title} items={block.items} blockKey={blockKey} />;
    case "callout":
      return (
        <div className="rounded-md border border-line bg-paper px-4 py-3">
          <p className="font-semibold">{block.title}</p>
          <p>{block.text}</p>
        </div>
      );
    case "plan":
      return (
        <div>
          <p className="font-semibold">{block.horizon === "72-hour" ? "72-hour plan" : "90-day plan"}</p>
          <ol className="mt-1 flex flex-col gap-2 pl-6 list-decimal">
            {block.steps.map((step, index) => (
              <li key={index}>
                <Cited itemKey={`${blockKey}.${index}`} ids={step.evidence} label={`${step.when}: ${step.action}`} selection={selection}>
                  <strong>{step.when}:</strong> {step.action}
                  {step.measure ? ` (sign of progress: ${step.measure})` : ""}
                </Cited>
              </li>
            ))}
          </ol>
        </div>
      );
    case "risk-flags":
      return (
        <div>
          <p className="font-semibold">Risk flags</p>
          {block.flags.length === 0 ? (
            <p className="text-muted">None.</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1 pl-6 list-disc">
              {block.flags.map((flag, index) => (
                <li key={index}>
                  {restsOnAnAnswer(flag.category) && flag.sentenceIds.length === 0 ? (
                    // Rests on the answers, not on a sentence: the scales table below shows the items and the answers.
                    <>
                      {flag.category} (added by the {flag.addedBy}): the client&apos;s{" "}
                      {flag.category === PHQ9_RISK_CATEGORY ? "answer to PHQ-9 item 9" : "answers to the ASQ"}, shown with the scales
                    </>
                  ) : (
                    <Cited itemKey={`${blockKey}.${index}`} ids={flag.sentenceIds} label={`the ${flag.category} flag`} selection={selection}>
                      {flag.category} (added by the {flag.addedBy})
                    </Cited>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      );
    case "scores":
      return (
        <table className="w-full max-w-md border-collapse text-left">
          <caption className="pb-1 text-left font-semibold">
            {block.title} (out of {block.max}; computed from the answers)
          </caption>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.label} className="border-b border-line">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {row.label}
                </th>
                <td className={`py-1 ${row.highlight ? "font-semibold" : ""}`}>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "scales":
      return (
        <table className="w-full max-w-xl border-collapse text-left">
          <caption className="pb-1 text-left font-semibold">
            Validated scales ({block.layout === "table" ? "the brief's table" : "charts"}; scored from the answers, not editable). {NOT_A_DIAGNOSIS}
          </caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 pr-4">Scale</th>
              <th scope="col" className="py-1 pr-4">Score</th>
              <th scope="col" className="py-1">Band</th>
            </tr>
          </thead>
          <tbody>
            {block.scales.map((scale) => (
              <tr key={scale.scaleId} className="border-b border-line">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {scale.name} ({scale.measures})
                </th>
                <td className="py-1 pr-4">
                  {scale.score} of {scale.max}
                </td>
                <td className="py-1">
                  {scale.band.label} ({scale.band.range})
                  {scale.riskItem ? (
                    <span className="block text-sm">
                      Item {scale.riskItem.number}: {scale.riskItem.text}: <strong>{riskItemAnswer(scale.riskItem)}</strong>
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
            {block.riskScreen ? (
              <tr className="border-b border-line">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {block.riskScreen.name} (suicide risk screen)
                </th>
                <td className="py-1 pr-4">{riskScreenYeses(block.riskScreen)}</td>
                <td className="py-1">{block.riskScreen.label}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      );
  }
}
