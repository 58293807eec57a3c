import type { ReactNode } from "react";
import type { CartLine } from "~/domains/cart/cart-line";
import { cartTotals, subtotalLabel } from "~/domains/cart/cart-math";
import { formatPrice } from "~/domains/catalog/format-price";

/** Subtotal (counting distinct lines) and total; optionally the lines themselves. */
export function OrderSummary({ lines, showLines = false, children }: { lines: CartLine[]; showLines?: boolean; children?: ReactNode }) {
  const { subtotalCents } = cartTotals(lines);
  return (
    <section aria-labelledby="order-summary" className="rounded-2xl border border-line bg-surface p-6">
      <h2 id="order-summary" className="font-serif text-2xl text-ink">
        Order Summary
      </h2>
      {showLines ? (
        <ul className="mt-4 divide-y divide-line">
          {lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-4 py-3">
              <span>
                {line.service_name}
                <span className="block text-muted">
                  {line.quantity} × {formatPrice(line.price)}
                </span>
              </span>
              <span className="font-semibold">{formatPrice(line.price * line.quantity)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-4 space-y-2 border-t border-line pt-4">
        <div className="flex justify-between gap-4">
          <dt>{subtotalLabel(lines.length)}</dt>
          <dd>{formatPrice(subtotalCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-lg font-semibold text-ink">
          <dt>Total</dt>
          {/* The figure she is about to pay: the floating chat button keeps clear of it. */}
          <dd data-keep-visible="">{formatPrice(subtotalCents)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
