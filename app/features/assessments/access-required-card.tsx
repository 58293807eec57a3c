import { Check, Lock } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";

const benefits = [
  "Personalized assessment report",
  "Professional insights and recommendations",
  "24-hour delivery guarantee",
  "Secure and confidential analysis",
];

/** Signed in without a paid record (spec section 2): what the form offers and how to buy it. */
export function AccessRequiredCard({ formName, purchaseLabel }: { formName: string; purchaseLabel: string }) {
  return (
    <section aria-labelledby="access-required-heading" className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <div className="rounded-2xl border border-stone-300 bg-white p-6 shadow-sm sm:p-8">
        <Lock aria-hidden="true" className="size-10 text-accent-strong" />
        <h1 id="access-required-heading" className="mt-4 font-serif text-3xl text-ink">
          Access Required
        </h1>
        <p className="mt-3 text-lg text-muted">
          The {formName} opens once it has been purchased with the account you are signed in with.
        </p>
        <h2 className="mt-6 text-lg font-semibold text-ink">What you'll get</h2>
        <ul className="mt-3 space-y-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-strong" />
              {benefit}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink to="/pricing">{purchaseLabel}</ButtonLink>
          <ButtonLink to="/pricing" variant="secondary">
            View All Pricing Options
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
