import type { Route } from "./+types/checkout-cancel";
import { ButtonLink } from "~/components/ui/button";
import { pageMeta } from "~/domains/content/page-meta";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export default function CheckoutCancel() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 sm:py-16">
      <h1 className="font-serif text-4xl text-ink">Payment Cancelled</h1>
      <p className="mt-4 text-lg">Your payment was cancelled. No charges were made; cart items are still saved.</p>
      <p className="mt-2 text-muted">Take your time. When you are ready, your cart is waiting for you.</p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ButtonLink to="/cart" size="lg">
          Return to Cart
        </ButtonLink>
        <ButtonLink to="/services" size="lg" variant="secondary">
          Browse Services
        </ButtonLink>
        <ButtonLink to="/" size="lg" variant="quiet">
          Back to Home
        </ButtonLink>
      </div>
    </div>
  );
}
