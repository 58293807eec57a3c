import { data, Form, redirectDocument, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/sandbox-pay";
import { buttonClasses } from "~/components/ui/button";
import { getEnv } from "~/config/env.server";
import { formatPrice } from "~/domains/catalog/format-price";
import { getPaymentProvider } from "~/domains/checkout/providers/provider.server";
import { loadSandboxSession, paySandboxSession, SANDBOX_CARDS } from "~/domains/checkout/providers/sandbox-payments.server";

function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

/** The sandbox exists only in local mode without Stripe keys; elsewhere this page does not. */
function requireSandbox() {
  if (getEnv().APP_ENV === "production" || getPaymentProvider().name !== "sandbox") notFound();
}

export async function loader({ params }: Route.LoaderArgs) {
  requireSandbox();
  const session = await loadSandboxSession(params.sessionId);
  if (!session) notFound();
  return {
    status: session.status,
    email: session.email,
    lines: session.lineItems.map((line) => ({ ...line, amount: formatPrice(line.unitAmountCents * line.quantity) })),
    total: formatPrice(session.amountTotalCents),
    successUrl: session.successUrl,
    cancelUrl: session.cancelUrl,
    cards: SANDBOX_CARDS,
  };
}

const paySchema = z.object({ cardNumber: z.string().max(40).default("") });

export async function action({ request, params }: Route.ActionArgs) {
  requireSandbox();
  const form = paySchema.safeParse(Object.fromEntries(await request.formData()));
  const cardNumber = form.success ? form.data.cardNumber : "";
  if (cardNumber.trim() === "") return data({ error: "Please enter a card number." }, { status: 400 });
  const payment = await paySandboxSession(params.sessionId, cardNumber);
  switch (payment.outcome) {
    case "paid":
      return redirectDocument(payment.successUrl, 303);
    case "closed":
      if (payment.status === "complete") return redirectDocument(payment.successUrl, 303);
      return data({ error: "This payment page has expired. Please return to your cart and start again." }, { status: 410 });
    case "declined":
      return data({ error: "Your card was declined. No money was taken. Please try another card." }, { status: 402 });
    case "unknown-card":
      return data({ error: "This test page only accepts the test cards listed above." }, { status: 400 });
    case "not-found":
      notFound();
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Test Payment | Catharsis" },
  { name: "robots", content: "noindex" },
];

export default function SandboxPay({ loaderData, actionData }: Route.ComponentProps) {
  const paying = useNavigation().state !== "idle";
  const { status, email, lines, total, successUrl, cancelUrl, cards } = loaderData;
  const error = actionData?.error;
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <p className="rounded-md border border-line bg-banner p-4">
        <strong>Test payment page.</strong> The store is running without a card payment provider, so this
        page stands in for one. No real card is charged and no money moves.
      </p>
      <h1 className="mt-8 font-serif text-3xl">Pay for your order</h1>

      <h2 id="order-summary" className="mt-6 text-xl font-semibold">
        Order summary
      </h2>
      <ul aria-labelledby="order-summary" className="mt-3 divide-y divide-line rounded-md border border-line bg-surface">
        {lines.map((line, index) => (
          <li key={index} className="flex flex-wrap justify-between gap-2 p-3">
            <span>
              {line.name}
              {line.quantity > 1 ? ` × ${line.quantity}` : ""}
            </span>
            <span>{line.amount}</span>
          </li>
        ))}
        <li className="flex justify-between gap-2 p-3 font-semibold">
          <span>Total</span>
          <span>{total}</span>
        </li>
      </ul>
      <p className="mt-3 break-words text-muted">Receipt to: {email}</p>

      {status === "open" ? (
        <>
          <h2 className="mt-8 text-xl font-semibold">Card details</h2>
          <div id="test-cards" className="mt-2">
            <p>Use one of these test cards:</p>
            <ul className="mt-1 list-disc pl-6">
              <li>
                <span className="font-mono">{cards.succeeds}</span>: the payment succeeds
              </li>
              <li>
                <span className="font-mono">{cards.declined}</span>: the card is declined
              </li>
            </ul>
          </div>
          <Form method="post" className="mt-4 flex flex-col gap-2">
            <label htmlFor="card-number" className="font-semibold">
              Card number
            </label>
            <input
              id="card-number"
              name="cardNumber"
              inputMode="numeric"
              autoComplete="off"
              required
              aria-describedby="test-cards payment-error"
              aria-invalid={error ? true : undefined}
              className="min-h-11 rounded-md border border-muted px-3 font-mono"
            />
            <p id="payment-error" role="alert" className="min-h-6 font-semibold text-[#8a1c1c]">
              {error}
            </p>
            <button type="submit" disabled={paying} className={buttonClasses({ size: "lg" })}>
              {paying ? "Processing..." : `Pay ${total}`}
            </button>
          </Form>
          <p className="mt-6">
            <a href={cancelUrl} className="text-accent-strong underline">
              Cancel and return to the store
            </a>
          </p>
        </>
      ) : status === "complete" ? (
        <p className="mt-8 rounded-md border border-line bg-surface p-4">
          This order is paid.{" "}
          <a href={successUrl} className="text-accent-strong underline">
            See your order confirmation
          </a>
          .
        </p>
      ) : (
        <p className="mt-8 rounded-md border border-line bg-surface p-4">
          This payment page has expired and nothing was charged.{" "}
          <a href="/cart" className="text-accent-strong underline">
            Return to your cart
          </a>{" "}
          to start again.
        </p>
      )}
    </section>
  );
}
