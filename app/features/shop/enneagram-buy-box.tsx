import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { getProduct } from "~/domains/catalog/products";
import { addToCart } from "./cart-actions";
import { PriceTag } from "./price-tag";

/** The Enneagram Report's price and add-to-cart button, with the way on to pricing and the cart. */
export function EnneagramBuyBox({ buttonLabel, headingId }: { buttonLabel: string; headingId: string }) {
  const product = getProduct("enneagram-report");
  if (!product) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border-2 border-accent-strong bg-surface p-6">
      <h2 id={headingId} className="font-serif text-2xl text-ink">
        {product.name}
      </h2>
      <div className="mt-2">
        <PriceTag product={product} />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <Button size="lg" onClick={() => addToCart(product.id, null)}>
          {buttonLabel}
        </Button>
        <Link to="/cart" className="font-semibold text-accent-strong underline">
          View your cart
        </Link>
        <Link to="/pricing" className="font-semibold text-accent-strong underline">
          See all pricing
        </Link>
      </div>
    </section>
  );
}
