import { Check } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/enneagram-service";
import { CrisisNote } from "~/features/shop/crisis-note";
import { EnneagramBuyBox } from "~/features/shop/enneagram-buy-box";
import { productDetails } from "~/domains/catalog/product-details";
import { pageMeta } from "~/domains/content/page-meta";
import { enneagramTypes } from "~/domains/content/services/enneagram-types";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export default function EnneagramService() {
  const details = productDetails["enneagram-report"];
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="font-serif text-4xl text-ink sm:text-5xl">Enneagram Report</h1>
        <p className="mt-4 text-lg text-muted">
          {details?.summary} Your report explains your type in plain language and suggests gentle,
          practical ways to grow.
        </p>
      </header>

      <div className="mt-12 grid gap-10 md:grid-cols-2">
        <section aria-labelledby="enneagram-includes">
          <h2 id="enneagram-includes" className="font-serif text-3xl text-ink">
            What your report covers
          </h2>
          <ul className="mt-4 space-y-2">
            {details?.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-strong" />
                {feature}
              </li>
            ))}
          </ul>
          <h2 className="mt-10 font-serif text-2xl text-ink">The nine types</h2>
          <p className="mt-2 text-muted">{enneagramTypes.map((type) => `${type.number}. ${type.name.replace(/^The /, "")}`).join(" · ")}</p>
          <p className="mt-3">
            <Link to="/enneagram" className="font-semibold text-accent-strong underline">
              Learn about the nine types
            </Link>
          </p>
        </section>
        <EnneagramBuyBox buttonLabel="Get Your Report" headingId="enneagram-buy" />
      </div>
      <CrisisNote className="mt-12" />
    </div>
  );
}
