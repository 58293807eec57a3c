import { CircleCheck } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";

/** Every paid copy of this form has been sent: say so, rather than offer a form that cannot be sent. */
export function AllSentCard({ formName, lastSentOn, purchaseLabel }: { formName: string; lastSentOn: string; purchaseLabel: string }) {
  return (
    <section aria-labelledby="all-sent-heading" className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <div className="rounded-2xl border border-stone-300 bg-white p-6 shadow-sm sm:p-8">
        <CircleCheck aria-hidden="true" className="size-10 text-accent-strong" />
        <h1 id="all-sent-heading" className="mt-4 font-serif text-3xl text-ink">
          We have your answers
        </h1>
        <p className="mt-3 text-lg">
          Your {formName} was sent on {lastSentOn}. Your report will reach you by e-mail within 24 hours of sending, and
          you can follow it on your account page.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink to="/account">Go to your account</ButtonLink>
          <ButtonLink to="/pricing" variant="secondary">
            {purchaseLabel}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
