import { SaveStatus, type SaveState } from "~/features/assessments/autosave/save-status";
import { answeredIn, type QuestionnairePart, type Ratings } from "./questionnaire-parts";

type ProgressProps = {
  parts: QuestionnairePart[];
  ratings: Ratings;
  current: number;
  onChoosePart: (index: number) => void;
  saveState: SaveState;
};

/** "12 of 99 answered", a bar, where the draft stands, and each part's count to jump to it. */
export function QuestionnaireProgress({ parts, ratings, current, onChoosePart, saveState }: ProgressProps) {
  const total = parts.reduce((sum, part) => sum + part.statements.length, 0);
  const answered = parts.reduce((sum, part) => sum + answeredIn(part, ratings), 0);
  const percent = total === 0 ? 0 : Math.round((answered / total) * 100);
  return (
    <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <p className="font-semibold text-ink" data-testid="answered-count">
          {answered} of {total} answered
        </p>
        <SaveStatus state={saveState} announce />
      </div>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200">
        <div className="h-full rounded-full bg-accent-strong" style={{ width: `${percent}%` }} />
      </div>
      <nav aria-label="Questionnaire parts" className="mt-4">
        <ol className="flex flex-wrap gap-2">
          {parts.map((part) => {
            const done = answeredIn(part, ratings);
            const isCurrent = part.index === current;
            return (
              <li key={part.index}>
                <button
                  type="button"
                  onClick={() => onChoosePart(part.index)}
                  aria-current={isCurrent ? "step" : undefined}
                  className={`flex min-h-11 min-w-16 flex-col items-center justify-center rounded-lg border-2 px-2 py-1 text-sm leading-tight focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong ${
                    isCurrent ? "border-accent-strong bg-accent-soft font-semibold text-ink" : "border-line text-ink hover:border-accent"
                  }`}
                >
                  <span>Part {part.index + 1}</span>
                  <span aria-hidden="true" className="text-muted">
                    {done}/{part.statements.length}
                  </span>
                  <span className="sr-only">
                    , {done} of {part.statements.length} answered
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
    </div>
  );
}
