import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { CrisisSupport } from "~/components/content/crisis-support";
import { SENT_THANKS, SENT_TITLE } from "~/domains/assessments/form-details";

/**
 * What the writer sees after sending (spec section 8's words). When the safety screen noticed
 * crisis language, calm crisis support comes first, above everything else, with focus on it so
 * keyboard and screen reader users meet it first too (issue 34); otherwise focus moves to the
 * "sent" heading.
 */
export function SuccessPanel({ sentSentence, crisis, nextCopy }: { sentSentence: string; crisis: boolean; nextCopy: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const support = useRef<HTMLDivElement>(null);
  useEffect(() => {
    (crisis ? support.current : heading.current)?.focus();
  }, [crisis]);

  return (
    <>
      {crisis ? (
        <div ref={support} tabIndex={-1} data-testid="crisis-first" className="mb-6 focus:outline-none">
          <p className="text-lg">
            Some of your answers sound very heavy. If you are struggling right now, you don&apos;t have to wait for your
            report:
          </p>
          <CrisisSupport heading="Support is here now" className="mt-3" />
        </div>
      ) : null}
      <section aria-labelledby="form-sent-heading" className="rounded-2xl border-2 border-accent-strong bg-surface p-5 shadow-sm sm:p-6">
        <h2 ref={heading} id="form-sent-heading" tabIndex={-1} className="flex items-center gap-2 font-serif text-2xl text-ink">
          <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-accent-strong" />
          {SENT_TITLE}
        </h2>
        <p className="mt-3 text-lg">
          {sentSentence} {SENT_THANKS}
        </p>
        <p className="mt-2 text-muted">
          Your report will reach you by e-mail within 24 hours, and you can follow it on your account page.
          {nextCopy ? " Your next copy of this form is below, whenever you are ready." : ""}
        </p>
      </section>
    </>
  );
}
