import { formatPrice } from "~/domains/catalog/format-price";
import { savingsCents } from "~/domains/catalog/product-details";
import type { Product } from "~/domains/catalog/products";

/** The price, and for bundles what the parts cost separately and the saving. */
export function PriceTag({ product }: { product: Product }) {
  const savings = savingsCents(product);
  return (
    <div>
      <p className="text-3xl font-semibold text-ink">
        {formatPrice(product.priceCents)}
        <span className="ml-2 text-base font-normal text-muted">one-time</span>
      </p>
      {product.listPriceCents && savings > 0 ? (
        <p className="mt-1 text-muted">
          <s>{formatPrice(product.listPriceCents)}</s> if bought separately.{" "}
          <strong className="font-semibold text-accent-strong">Save {formatPrice(savings)}</strong>
        </p>
      ) : null}
    </div>
  );
}
