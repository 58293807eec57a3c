import type { ReportState } from "./account-view";
import { LocalTime } from "~/components/content/local-time";

type TimelineState = Exclude<ReportState, "awaiting-answers">;

const steps = [
  { id: "received", label: "Received" },
  { id: "being-written", label: "Being written" },
  { id: "in-review", label: "In review" },
  { id: "ready", label: "Ready" },
] as const;

/** What the current step means, in words (the list's marks are not the only signal). */
const stepSentences: Record<TimelineState, string> = {
  "being-written": "We have your answers. A person is writing your report now.",
  "in-review": "Your report is written. A person is reviewing it before it reaches you.",
  ready: "Your report is ready. A person reviewed it before it reached you.",
};

const lateSentences: Record<Exclude<TimelineState, "ready">, string> = {
  "being-written": "Running late: we are sorry, it is still being written by a person.",
  "in-review": "Running late: we are sorry, a person is still reviewing it.",
};

/**
 * Received → Being written → In review → Ready for one report, as an ordered
 * list: steps before the current one are marked done, the current one
 * carries aria-current="step", and a sentence says what it means.
 */
export function ReportTimeline({ state, dueAt, late, title }: { state: TimelineState; dueAt: Date | null; late: boolean; title: string }) {
  const current = steps.findIndex((step) => step.id === state);
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label={`Progress of ${title}`} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
        {steps.map((step, index) => {
          const done = index < current || state === "ready";
          const isCurrent = index === current;
          return (
            <li
              key={step.id}
              aria-current={isCurrent ? "step" : undefined}
              className={`flex items-center gap-2 ${isCurrent ? "font-semibold text-ink" : done ? "text-ink" : "text-muted"}`}
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full border text-sm ${
                  done ? "border-accent-strong bg-accent-strong text-white" : isCurrent ? "border-accent-strong bg-accent-soft" : "border-line bg-paper"
                }`}
              >
                {done ? "✓" : index + 1}
              </span>
              <span>
                {step.label}
                {done && !isCurrent ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      <p>{stepSentences[state]}</p>
      {state !== "ready" && dueAt ? (
        <p className="text-muted">
          Due by <LocalTime at={dueAt} style="due" />
        </p>
      ) : null}
      {state !== "ready" && late ? (
        <p role="note" className="rounded-md border border-[#8a5a00] bg-banner px-4 py-3">
          {lateSentences[state]}
        </p>
      ) : null}
    </div>
  );
}
