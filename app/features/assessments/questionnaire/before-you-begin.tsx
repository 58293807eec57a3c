import { ShieldCheck } from "lucide-react";

const linkClass = "font-semibold text-ink underline hover:text-accent-strong";

/** Shown before the first question: who reads the answers, and that this is not crisis help (with the numbers). */
export function BeforeYouBegin() {
  return (
    <section aria-labelledby="before-you-begin-heading" className="rounded-2xl border border-line bg-accent-soft p-5 sm:p-6">
      <h2 id="before-you-begin-heading" className="flex items-center gap-2 font-serif text-2xl text-ink">
        <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-accent-strong" />
        Before you begin
      </h2>
      <p className="mt-3">
        Your answers are read only by the Catharsis team preparing your report. They are kept confidential and stored
        encrypted. Your writing saves as you go, so you can take a break and come back to it.
      </p>
      <p className="mt-3">
        This service is not for emergencies or crises. If you are thinking about harming yourself or feel unsafe, please
        reach out now: call or text <a href="tel:988" className={linkClass}>988</a> (Suicide &amp; Crisis Lifeline), text HOME
        to <a href="sms:741741?body=HOME" className={linkClass}>741741</a> (Crisis Text Line), or call{" "}
        <a href="tel:911" className={linkClass}>911</a> in an emergency.
      </p>
    </section>
  );
}
