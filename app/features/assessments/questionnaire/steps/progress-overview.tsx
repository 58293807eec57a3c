import { CircleCheck } from "lucide-react";

export type ScreenProgress = { title: string; answered: number; total: number };

type OverviewProps = {
  screens: ScreenProgress[];
  current: number;
  onGo: (step: number) => void;
};

/**
 * Beside the form on wide screens: every screen with its count, the current
 * one marked, each a button to it. Narrow screens have the progress bar above
 * the form and the review screen's list instead; a second list there would
 * push the questions down.
 */
export function ProgressOverview({ screens, current, onGo }: OverviewProps) {
  return (
    <nav aria-labelledby="progress-heading" className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <h2 id="progress-heading" className="font-serif text-xl text-ink">
        Your progress
      </h2>
      <ol className="mt-3 space-y-1">
        {screens.map((screen, index) => {
          const complete = screen.total > 0 && screen.answered === screen.total;
          return (
            <li key={screen.title}>
              <button
                type="button"
                onClick={() => onGo(index)}
                aria-current={index === current ? "step" : undefined}
                className="flex min-h-11 w-full items-center justify-between gap-3 rounded-md px-2 py-1 text-left text-ink hover:bg-accent-soft aria-[current=step]:bg-accent-soft aria-[current=step]:font-semibold"
              >
                <span className="min-w-0">{screen.title}</span>
                {screen.total > 0 ? (
                  <>
                    <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-muted" aria-hidden="true">
                      {complete ? <CircleCheck className="size-4 text-accent-strong" /> : null}
                      {screen.answered}/{screen.total}
                    </span>
                    <span className="sr-only">
                      , {screen.answered} of {screen.total} answered
                    </span>
                  </>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
