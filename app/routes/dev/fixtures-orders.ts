import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/fixtures-orders";
import { appUrl, getEnv } from "~/config/env.server";
import { fixtureInput, fixtureNotFound, testFixturesEnabled } from "~/config/test-fixtures.server";
import { grantsFor } from "~/domains/catalog/grants";
import { getProduct } from "~/domains/catalog/products";
import { checkoutRequestSchema, priceCart, type Catalogue } from "~/domains/checkout/checkout-request";
import { createCheckoutSession } from "~/domains/checkout/create-checkout-session.server";
import { fulfilOrder } from "~/domains/checkout/fulfil-order.server";
import { countOrdersByStatus, inspectOrder } from "~/domains/checkout/inspect-orders.server";
import { getPaymentProvider } from "~/domains/checkout/providers/provider.server";
import { normalisePurchaseEmail } from "~/domains/checkout/purchase-email";
import { paySandboxSession, SANDBOX_CARDS } from "~/domains/checkout/providers/sandbox-payments.server";
import { EMAIL_MAX_LENGTH } from "~/shared/email-address";

const catalogue: Catalogue = {
  getProduct,
  grantsFor,
};

const fixtureSchema = checkoutRequestSchema.extend({
  email: z.string().max(EMAIL_MAX_LENGTH),
  /** Attach the order to an existing account, as a signed-in purchase would. */
  userId: z.string().min(1).max(100).nullish(),
});

/**
 * GET /dev/fixtures/orders?orderId=... → the order's status and form_access rows;
 * without orderId → order counts by status.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (!testFixturesEnabled(getEnv())) fixtureNotFound();
  const orderId = new URL(request.url).searchParams.get("orderId");
  if (!orderId) return data({ counts: await countOrdersByStatus() });
  const found = await inspectOrder(orderId);
  return found ? data(found) : data({ error: "No such order." }, { status: 404 });
}

/**
 * POST /dev/fixtures/orders {email, items, userId?}: a paid order made the
 * way a buyer makes one (checkout session, sandbox test card, the one
 * fulfilment operation), for end-to-end tests that need a purchase.
 */
export async function action({ request }: Route.ActionArgs) {
  const input = await fixtureInput(request, fixtureSchema);
  const cart = priceCart(input.items, catalogue);
  if (!cart.ok) return data({ error: cart.error }, { status: 400 });
  const email = normalisePurchaseEmail(input.email);
  if (!email.ok) return data({ error: email.error }, { status: 400 });
  const provider = getPaymentProvider();
  if (provider.name !== "sandbox") return data({ error: "Paid order fixtures need the sandbox provider." }, { status: 409 });

  const session = await createCheckoutSession({
    email: email.email,
    userId: input.userId ?? null,
    lines: cart.lines,
    origin: appUrl(getEnv()),
  });
  const payment = await paySandboxSession(session.sessionId, SANDBOX_CARDS.succeeds);
  const paid = payment.outcome === "paid" ? await provider.retrieveSession(session.sessionId) : null;
  // "already-done": the payment's own event was fulfilled first (by this server or another one
  // on the same database); the order is paid and fulfilled once either way.
  const fulfilled = paid ? (await fulfilOrder(paid)).outcome : null;
  if (fulfilled !== "fulfilled" && fulfilled !== "already-done") {
    return data({ error: "The fixture order could not be paid." }, { status: 500 });
  }
  return data({ orderId: session.orderId, sessionId: session.sessionId }, { status: 201 });
}
