import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { formatPrice } from "~/domains/catalog/format-price";
import type { VerifiedOrder as Order } from "~/domains/checkout/verify-checkout-session.server";
import { STOP_AND_COME_BACK, WRITTEN_SURVEY_MINUTES } from "~/shared/survey-time";
import { productLabel } from "~/shared/categories";

/** The toast and the page's first words after a payment: the order is done, the client's part is not (docs/product.md, "Payments"). */
export const PAID_MESSAGE = "Payment successful! Your order has been confirmed. Your next step: your questionnaire.";

/**
 * The confirmed order, led by the one thing the client must still do: open the questionnaire
 * (a guest first sets a password). The button comes before any explanation, so on a phone it is
 * on the first screen; the order's details follow.
 */
export function VerifiedOrder({ order, signedIn }: { order: Order; signedIn: boolean }) {
  const several = order.startPath === "/account";
  return (
    <>
      {/* The toast announces this; the page copy stays quiet so it is not read twice. */}
      <p className="mt-4 text-lg">{PAID_MESSAGE}</p>
      <section aria-labelledby="next-step" className="mt-6 rounded-2xl bg-accent-soft p-6">
        <h2 id="next-step" className="font-serif text-2xl text-ink">
          One more step: your questionnaire
        </h2>
        {signedIn ? (
          <ButtonLink to={order.startPath} className="mt-4">
            {several ? "See your questionnaires" : "Open your questionnaire"}
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to={authPath("sign-up", order)} className="mt-4">
              Create your account
            </ButtonLink>
            <p className="mt-4">
              You paid as a guest: set a password to open your questionnaire. Use <strong className="break-all">{order.email}</strong>,
              the address you paid with, and your purchase will be waiting.
            </p>
            <p className="mt-2">
              Already have an account with this address?{" "}
              <Link to={authPath("sign-in", order)} className="font-semibold text-accent-strong underline">
                Sign in
              </Link>
            </p>
          </>
        )}
        <p className="mt-4">
          Your reports reach you by e-mail within 24 hours of sending your answers. Most people take {WRITTEN_SURVEY_MINUTES}.{" "}
          {STOP_AND_COME_BACK}
        </p>
      </section>
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
    </>
  );
}

/** /auth on the right tab with the address paid with filled in, coming back to the questionnaire afterwards. */
function authPath(tab: "sign-in" | "sign-up", order: Order): string {
  const query = new URLSearchParams({ tab, email: order.email, redirect: order.startPath });
  if (tab === "sign-up") query.set("guest", "1");
  return `/auth?${query}`;
}
