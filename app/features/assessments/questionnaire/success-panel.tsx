import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { CrisisSupport } from "~/components/content/crisis-support";
import { SENT_THANKS, SENT_TITLE } from "~/domains/assessments/form-details";

/**
 * What the writer sees after sending (spec section 8's words), with focus
 * moved here so keyboard and screen reader users land on it. When the safety
 * screen noticed crisis language, crisis support follows, in calm words.
 */
export function SuccessPanel({ sentSentence, crisis, nextCopy }: { sentSentence: string; crisis: boolean; nextCopy: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
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
      {crisis ? (
        <div className="mt-5">
          <p>
            Some of your answers sound very heavy. If you are struggling right now, you don&apos;t have to wait for your
            report:
          </p>
          <CrisisSupport heading="Support is here now" headingLevel={3} className="mt-3" />
        </div>
      ) : null}
    </section>
  );
}
