import { data, Link } from "react-router";
import type { Route } from "./+types/reports";
import { FormCard } from "~/features/shop/assessment-reports/form-card";
import { isDataRequest } from "~/features/assessments/form-gate.server";
import { loadReportsAccess } from "~/features/shop/assessment-reports/reports-access.server";
import { getCurrentUser } from "~/domains/accounts/current-user.server";
import { formDetails } from "~/domains/assessments/form-details";
import { formatPrice } from "~/domains/catalog/format-price";
import { getProduct } from "~/domains/catalog/products";
import { pageMeta } from "~/domains/content/page-meta";
import { formTypes } from "~/shared/form-types";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  // An in-app navigation streams the check ("Checking access…" on each card); a full page load
  // waits for it, since a streamed boundary racing hydration can briefly show a card twice.
  const pending = user ? loadReportsAccess(user.id) : null;
  const access = pending && !isDataRequest(request) ? await pending : pending;
  return data({ access }, { headers: { "Cache-Control": "private, no-store" } });
}

const cards = formTypes.map((formType) => {
  const details = formDetails[formType];
  const product = getProduct(details.purchase.productId);
  return { details, price: product ? formatPrice(product.priceCents) : "" };
});

export default function Reports({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="font-serif text-4xl text-ink sm:text-5xl">Assessment Reports</h1>
        <p className="mt-4 text-lg text-muted">
          Each assessment is a private questionnaire you complete in your own words. Open the ones you have purchased, or
          choose a new one. Your personal report arrives by e-mail within 24 hours of sending your answers.
        </p>
      </header>

      <section aria-label="Assessment forms" className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {cards.map(({ details, price }) => (
          <FormCard key={details.formType} details={details} price={price} access={loaderData.access} />
        ))}
      </section>

      <p className="mt-10 text-center text-lg">
        <Link to="/pricing" className="font-semibold text-accent-strong underline">
          View all pricing options
        </Link>{" "}
        to compare reports and bundles.
      </p>
    </div>
  );
}
