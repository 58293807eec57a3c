import { Minus, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import type { CartLine } from "~/domains/cart/cart-line";
import { MAX_QUANTITY } from "~/shared/order-limits";
import { formatPrice } from "~/domains/catalog/format-price";
import { changeQuantity, clearCart, removeFromCart } from "./cart-actions";
import { OrderSummary } from "./order-summary";
import { useCart } from "./use-cart";

const stepButton =
  "inline-flex size-11 items-center justify-center rounded-full border-2 border-accent-strong text-accent-strong hover:bg-accent-soft disabled:cursor-not-allowed disabled:border-line disabled:text-muted";

/** /cart: loading, empty or the lines with quantity buttons, and the order summary. */
export function CartView() {
  const lines = useCart();
  const [announcement, setAnnouncement] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A removed line takes its focused button with it; the heading keeps keyboard users in place.
  const afterRemoval = (message: string) => {
    setAnnouncement(message);
    headingRef.current?.focus();
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 ref={headingRef} tabIndex={-1} className="font-serif text-4xl text-ink focus:outline-none">
        Your Cart
      </h1>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {lines === null ? (
        <p className="mt-8 text-lg text-muted">Loading your cart...</p>
      ) : lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-labelledby="cart-items">
            <h2 id="cart-items" className="sr-only">
              Items in your cart
            </h2>
            <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
              {lines.map((line) => (
                <CartLineRow
                  key={line.id}
                  line={line}
                  onRemoved={() => afterRemoval(`Removed ${line.service_name} from your cart.`)}
                />
              ))}
            </ul>
            <Button
              variant="quiet"
              className="mt-4"
              onClick={() => {
                if (clearCart()) afterRemoval("Your cart is now empty.");
              }}
            >
              <Trash2 aria-hidden="true" className="size-5" />
              Clear Cart
            </Button>
          </section>
          <div>
            <OrderSummary lines={lines}>
              <ButtonLink to="/checkout" size="lg" className="mt-6 w-full">
                Proceed to Checkout
              </ButtonLink>
              <p className="mt-4 text-center">
                <Link to="/pricing" className="text-accent-strong underline">
                  Continue Shopping
                </Link>
              </p>
            </OrderSummary>
          </div>
        </div>
      )}
    </div>
  );
}

function CartLineRow({ line, onRemoved }: { line: CartLine; onRemoved: () => void }) {
  const name = line.service_name;
  return (
    <li className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-lg font-semibold text-ink">{name}</p>
        <p className="text-muted">{formatPrice(line.price)} each</p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <div role="group" aria-label={`Quantity of ${name}`} className="flex items-center gap-2">
          <button
            type="button"
            className={stepButton}
            aria-label={`Decrease quantity of ${name}`}
            onClick={() => {
              if (changeQuantity(line.id, line.quantity - 1) && line.quantity === 1) onRemoved();
            }}
          >
            <Minus aria-hidden="true" className="size-5" />
          </button>
          <span data-testid="line-quantity" className="min-w-8 text-center text-lg font-semibold" aria-live="polite">
            {line.quantity}
          </span>
          <button
            type="button"
            className={stepButton}
            aria-label={`Increase quantity of ${name}`}
            disabled={line.quantity >= MAX_QUANTITY}
            onClick={() => changeQuantity(line.id, line.quantity + 1)}
          >
            <Plus aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="min-w-20 text-right text-lg font-semibold">{formatPrice(line.price * line.quantity)}</p>
        <Button
          variant="quiet"
          aria-label={`Remove ${name}`}
          onClick={() => {
            if (removeFromCart(line.id)) onRemoved();
          }}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

function EmptyCart() {
  return (
    <div className="mt-8 rounded-2xl border border-line bg-surface p-8 text-center">
      <h2 className="font-serif text-2xl text-ink">Your cart is empty</h2>
      <p className="mt-2 text-muted">Choose a report or bundle to get started.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/pricing">View Pricing</ButtonLink>
        <ButtonLink to="/services" variant="secondary">
          Browse Services
        </ButtonLink>
      </div>
    </div>
  );
}
