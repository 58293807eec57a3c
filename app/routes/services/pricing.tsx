import { Link } from "react-router";
import type { Route } from "./+types/pricing";
import { CrisisNote } from "~/features/shop/crisis-note";
import { ProductCard } from "~/features/shop/product-card";
import { Accordion } from "~/components/ui/accordion";
import { products } from "~/domains/catalog/products";
import { pageMeta } from "~/domains/content/page-meta";
import { pricingFaq } from "~/domains/content/services/pricing-faq";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export default function Pricing() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="font-serif text-4xl text-ink sm:text-5xl">Pricing</h1>
        <p className="mt-4 text-lg text-muted">
          Simple, one-time prices. Choose a report, pick the topic it is for, and add it to your cart.
          Every report arrives by e-mail within 24 hours of completing your questionnaire, with a
          30-day satisfaction guarantee.
        </p>
      </header>

      <section aria-label="Reports and bundles" className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} soldOnPage={products} />
        ))}
      </section>

      <p className="mt-10 text-center text-lg">
        <Link to="/cart" className="font-semibold text-accent-strong underline">
          View your cart
        </Link>{" "}
        when you are ready to check out.
      </p>

      <section aria-labelledby="pricing-faq" className="mx-auto mt-16 max-w-3xl">
        <h2 id="pricing-faq" className="mb-6 font-serif text-3xl text-ink">
          Questions about pricing
        </h2>
        <Accordion entries={pricingFaq.map((entry) => ({ ...entry }))} />
        <CrisisNote className="mt-8" />
      </section>
    </div>
  );
}
