import { bundleSaving } from "~/domains/catalog/bundle-savings";
import { formatPrice } from "~/domains/catalog/format-price";
import type { Product } from "~/domains/catalog/products";

/**
 * The price, and for a bundle that costs less than its parts as sold on this
 * page, what they cost separately and the saving. A saving is never claimed
 * against a part the page does not sell alone.
 */
export function PriceTag({ product, soldOnPage = [] }: { product: Product; soldOnPage?: readonly Product[] }) {
  const saving = bundleSaving(product, soldOnPage);
  return (
    <div>
      <p className="text-3xl font-semibold text-ink">
        {formatPrice(product.priceCents)}
        <span className="ml-2 text-base font-normal text-muted">one-time</span>
      </p>
      {saving ? (
        <p className="mt-1 text-muted">
          <s>{formatPrice(saving.separatelyCents)}</s> if bought separately.{" "}
          <strong className="font-semibold text-accent-strong">Save {formatPrice(saving.savingsCents)}</strong>
        </p>
      ) : null}
    </div>
  );
}
