import { Check } from "lucide-react";
import { productDetails } from "~/domains/catalog/product-details";
import type { Product } from "~/domains/catalog/products";
import { AddToCartButtons } from "./add-to-cart-buttons";
import { PriceTag } from "./price-tag";

/** A product on /pricing: name, price, what it includes, and its add-to-cart buttons. `soldOnPage` is every product the page lists. */
export function ProductCard({ product, soldOnPage }: { product: Product; soldOnPage: readonly Product[] }) {
  const details = productDetails[product.id];
  const headingId = `product-${product.id}`;
  const highlighted = Boolean(product.badge);
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col gap-4 rounded-2xl border bg-surface p-6 ${highlighted ? "border-2 border-accent-strong" : "border-line"}`}
    >
      {product.badge ? (
        <p className="self-start rounded-full bg-accent-strong px-3 py-1 text-sm font-semibold text-white">{product.badge}</p>
      ) : null}
      <h2 id={headingId} className="font-serif text-2xl leading-snug text-ink">
        {product.name}
      </h2>
      <PriceTag product={product} soldOnPage={soldOnPage} />
      {details ? <p className="text-muted">{details.summary}</p> : null}
      {details?.includes ? (
        <div>
          <h3 className="font-semibold text-ink">Includes</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {details.includes.map((part) => (
              <li key={part}>{part}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {details ? (
        <ul className="space-y-1">
          {details.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-strong" />
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-2">
        <AddToCartButtons product={product} />
      </div>
    </article>
  );
}
