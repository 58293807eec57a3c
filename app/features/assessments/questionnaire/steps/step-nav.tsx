import { Button } from "~/components/ui/button";

type StepNavProps = {
  step: number;
  /** The screens' titles, the review's last. */
  titles: string[];
  onGo: (step: number) => void;
};

/**
 * Back and Next below a screen. Next never waits for answers: people may
 * skip a hard question and come back to it, and the review screen lists what
 * is still open. Both are plain buttons, so Enter in a field sends nothing.
 */
export function StepNav({ step, titles, onGo }: StepNavProps) {
  const previous = titles[step - 1];
  const next = titles[step + 1];
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
      {previous ? (
        <Button variant="secondary" onClick={() => onGo(step - 1)}>
          <span>
            Back<span className="sr-only">: {previous}</span>
          </span>
        </Button>
      ) : (
        <span />
      )}
      {next ? (
        <Button onClick={() => onGo(step + 1)}>
          <span>
            Next<span className="sr-only">: {next}</span>
          </span>
        </Button>
      ) : null}
    </div>
  );
}

/** A word between screens: how far along the writer is, and that stopping is fine. */
export function Encouragement({ done, of }: { done: number; of: number }) {
  return (
    <p className="rounded-lg bg-accent-soft px-4 py-3 text-ink">
      Section {done} of {of} done. Take a break whenever you like: your answers are saved.
    </p>
  );
}
