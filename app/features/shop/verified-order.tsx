import { ButtonLink } from "~/components/ui/button";
import { formatPrice } from "~/domains/catalog/format-price";
import type { VerifiedOrder as Order } from "~/domains/checkout/verify-checkout-session.server";
import { productLabel } from "~/shared/categories";

/** The confirmed order, and how to open the questionnaire it paid for. */
export function VerifiedOrder({ order, signedIn }: { order: Order; signedIn: boolean }) {
  return (
    <>
      {/* The toast announces this; the page copy stays quiet so it is not read twice. */}
      <p className="mt-4 text-lg">
        Payment successful! Your order has been confirmed. You&apos;ll receive your reports within 24 hours.
      </p>
      <section aria-labelledby="order-details" className="mt-8 rounded-2xl border border-line bg-surface p-6">
        <h2 id="order-details" className="font-serif text-2xl text-ink">
          Your order
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Order number</dt>
          <dd className="break-all" data-testid="order-id">{order.id}</dd>
          <dt className="font-semibold">E-mail</dt>
          <dd className="break-all">{order.email}</dd>
          <dt className="font-semibold">Amount paid</dt>
          <dd>{formatPrice(order.amountCents)}</dd>
        </dl>
        {order.lines.length > 0 ? (
          <ul className="mt-4 divide-y divide-line border-t border-line">
            {order.lines.map((line, index) => (
              <li key={index} className="flex justify-between gap-4 py-2">
                <span>
                  {productLabel(line.name, line.category)} × {line.quantity}
                </span>
                <span>{formatPrice(line.unitPriceCents * line.quantity)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-4 text-muted">A receipt is on its way to {order.email}.</p>
      </section>
      <section aria-labelledby="next-step" className="mt-8 rounded-2xl bg-accent-soft p-6">
        <h2 id="next-step" className="font-serif text-2xl text-ink">
          Your next step: the questionnaire
        </h2>
        {signedIn ? (
          <>
            <p className="mt-2">Your questionnaire is ready whenever you are. Open it from Assessment Reports.</p>
            <ButtonLink to="/reports" className="mt-4">
              Go to Assessment Reports
            </ButtonLink>
          </>
        ) : (
          <>
            <p className="mt-2">
              To open your questionnaire, create an account or sign in with <strong className="break-all">{order.email}</strong>,
              the e-mail address you paid with. Your purchase is waiting for you there.
            </p>
            <ButtonLink to="/auth" className="mt-4">
              Create an account or sign in
            </ButtonLink>
          </>
        )}
      </section>
    </>
  );
}
