import { useState } from "react";
import type { SaveState } from "~/features/assessments/autosave/save-state";
import { SaveStatus } from "~/features/assessments/autosave/save-status";
import type { SectionProgress } from "./questionnaire-answers";

type ProgressProps = {
  answered: number;
  total: number;
  sections: SectionProgress[];
  /** The count screen readers last heard; changes only when a box is left, so typing is not interrupted. */
  announcedAnswered: number;
  saveState: SaveState;
};

/**
 * "12 of 30 answered", a bar, and each section's count linking to it. Beside
 * the form (and sticky) on wide screens; above it on narrow ones and at high
 * zoom, where a sticky panel would cover the writing.
 */
export function ProgressOverview({ answered, total, sections, announcedAnswered, saveState }: ProgressProps) {
  // The live text starts empty, so opening the page announces nothing.
  const [spoken, setSpoken] = useState({ count: announcedAnswered, text: "" });
  if (spoken.count !== announcedAnswered) setSpoken({ count: announcedAnswered, text: `${announcedAnswered} of ${total} answered` });

  const percent = total === 0 ? 0 : Math.round((answered / total) * 100);
  return (
    <nav aria-labelledby="progress-heading" className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <h2 id="progress-heading" className="font-serif text-xl text-ink">
        Your progress
      </h2>
      <p className="mt-2 font-semibold text-ink" data-testid="answered-count">
        {answered} of {total} answered
      </p>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200">
        <div className="h-full rounded-full bg-accent-strong" style={{ width: `${percent}%` }} />
      </div>
      <p aria-live="polite" className="sr-only">
        {spoken.text}
      </p>
      <ol className="mt-4 space-y-1">
        {sections.map((section) => (
          <li key={section.anchorId}>
            <a
              href={`#${section.anchorId}`}
              className="flex min-h-11 items-center justify-between gap-3 rounded-md px-2 py-1 text-ink hover:bg-accent-soft"
            >
              <span className="min-w-0">{section.title}</span>
              <span className="shrink-0 text-sm font-semibold text-muted" aria-hidden="true">
                {section.answered}/{section.total}
              </span>
              <span className="sr-only">
                , {section.answered} of {section.total} answered
              </span>
            </a>
          </li>
        ))}
      </ol>
      <SaveStatus state={saveState} className="mt-4 border-t border-line pt-3" />
    </nav>
  );
}
