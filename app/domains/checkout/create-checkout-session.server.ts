import { eq } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { orderLines, orders } from "~/db/schema";
import type { PricedLine } from "./checkout-request";
import { newId } from "~/shared/readable-ids.server";
import { getPaymentProvider } from "./providers/provider.server";

export class CheckoutUnavailableError extends Error {
  override name = "CheckoutUnavailableError";
}

/**
 * One checkout attempt: a new pending order with lines priced and grants
 * frozen from the catalogue, then a new payment session for exactly that
 * amount. The provider call carries an idempotency key, so the SDK's own
 * retries cannot open a second session for the same order.
 */
export async function createCheckoutSession(input: {
  email: string;
  userId: string | null;
  lines: PricedLine[];
  /** The store's public origin, for the success and cancel addresses. */
  origin: string;
}): Promise<{ orderId: string; sessionId: string; url: string }> {
  const provider = getPaymentProvider();
  const orderId = newId("ord_");
  const amountCents = input.lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const db = getDb();
  await db.transaction(async (tx) => {
    await tx.insert(orders).values({ id: orderId, email: input.email, userId: input.userId, amountCents, currency: "usd", provider: provider.name });
    await tx.insert(orderLines).values(
      input.lines.map((line, index) => ({
        // Sorts in cart order.
        id: `${orderId}_L${String(index + 1).padStart(2, "0")}`,
        orderId,
        productId: line.productId,
        productName: line.productName,
        serviceType: line.serviceType,
        category: line.category,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        grants: line.grants,
      })),
    );
  });

  let session: { id: string; url: string };
  try {
    session = await provider.createSession({
      orderId,
      email: input.email,
      currency: "usd",
      lineItems: input.lines.map((line) => ({ name: line.displayName, unitAmountCents: line.unitPriceCents, quantity: line.quantity })),
      successUrl: `${input.origin}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${input.origin}/checkout/cancel`,
      idempotencyKey: `checkout-session:${orderId}`,
    });
  } catch (error) {
    logger.error({ err: error, orderId, provider: provider.name }, "payment session could not be created");
    await db.update(orders).set({ status: "failed" }).where(eq(orders.id, orderId));
    throw new CheckoutUnavailableError("The payment provider did not answer.");
  }
  await db.update(orders).set({ providerSessionId: session.id }).where(eq(orders.id, orderId));
  logger.info({ orderId, sessionId: session.id, provider: provider.name, amountCents }, "checkout session created");
  return { orderId, sessionId: session.id, url: session.url };
}
