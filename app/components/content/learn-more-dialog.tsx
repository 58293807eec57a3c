import { X } from "lucide-react";
import { useId, useRef } from "react";
import { Button, ButtonLink } from "~/components/ui/button";

export type LearnMoreProps = {
  title: string;
  summary: string;
  details: readonly string[];
  features: readonly string[];
  to: string;
};

/**
 * Invoker commands (`commandfor`) open and close the dialog before the page
 * has hydrated, or without JavaScript, where the browser supports them. React
 * passes the attributes through but does not type them yet.
 */
const invoke = (command: "show-modal" | "close", target: string) =>
  ({ command, commandfor: target }) as Record<string, string>;

/**
 * The longer description of a service, in a native modal <dialog>: the
 * browser traps focus inside it, closes it on Escape and (with
 * closedby="any") on a click outside, and it costs the home page no
 * library (Radix Dialog would add about 10 KB of script to `/`). Focus goes
 * back to "Learn More" when it closes.
 */
export function LearnMoreDialog({ title, summary, details, features, to }: LearnMoreProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const titleId = useId();
  const summaryId = useId();
  const close = () => dialog.current?.close();
  return (
    <>
      <Button
        ref={trigger}
        variant="secondary"
        aria-haspopup="dialog"
        {...invoke("show-modal", dialogId)}
        onClick={() => {
          if (!dialog.current?.open) dialog.current?.showModal();
        }}
      >
        Learn More<span className="sr-only"> about {title}</span>
      </Button>
      <dialog
        ref={dialog}
        id={dialogId}
        aria-labelledby={titleId}
        aria-describedby={summaryId}
        closedby="any"
        onClose={() => trigger.current?.focus()}
        // Browsers without closedby: a click on the backdrop targets the dialog itself (the content fills it).
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className="m-auto max-h-[90vh] w-[calc(100vw-1.5rem)] max-w-2xl rounded-2xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-ink/60"
      >
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="font-serif text-3xl">
              {title}
            </h2>
            <button
              type="button"
              aria-label="Close"
              {...invoke("close", dialogId)}
              onClick={close}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-accent-soft"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <p id={summaryId} className="mt-3 text-lg text-muted">
            {summary}
          </p>
          <div className="mt-5 space-y-4">
            {details.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <h3 className="mt-6 font-semibold">What you receive</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 marker:text-accent-strong">
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={to}>
              Get Started<span className="sr-only"> with {title}</span>
            </ButtonLink>
            <Button variant="secondary" {...invoke("close", dialogId)} onClick={close}>
              Close
            </Button>
          </div>
        </div>
      </dialog>
    </>
  );
}
