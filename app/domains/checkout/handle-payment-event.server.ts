import { eq } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { orders, paymentEvents } from "~/db/schema";
import { fulfilOrder } from "./fulfil-order.server";
import { markOrderUnpaid } from "./mark-order-unpaid.server";
import { getPaymentProvider } from "./providers/provider.server";
import { InvalidSignatureError, type PaymentProvider, type ProviderEvent } from "./providers/payment-provider.server";
import { revokeOrder } from "./revoke-order.server";

export type WebhookResult =
  | { status: 400; error: string }
  | { status: 200; outcome: "handled" | "ignored" | "duplicate" };

/**
 * A provider's webhook, from raw body to effect. The signature is checked
 * first (a bad or stale one writes nothing); the payload is then trusted for
 * ids only, and every decision re-reads the session or charge from the
 * provider. Handling is idempotent, so a replay, a concurrent duplicate or
 * events in any order end in the same state. Handled event ids are recorded.
 */
export async function handlePaymentWebhook(rawBody: string, signatureHeader: string | null): Promise<WebhookResult> {
  const provider = getPaymentProvider();
  let event: ProviderEvent;
  try {
    event = provider.verifyEvent(rawBody, signatureHeader);
  } catch (error) {
    if (error instanceof InvalidSignatureError) {
      logger.warn({ provider: provider.name, reason: error.message }, "webhook refused: bad signature");
      return { status: 400, error: "Invalid signature." };
    }
    throw error;
  }

  const db = getDb();
  const [seen] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id));
  if (seen) return { status: 200, outcome: "duplicate" };

  const handled = await applyEvent(provider, event);
  if (handled) {
    await db.insert(paymentEvents).values({ id: event.id, provider: provider.name, type: event.type }).onConflictDoNothing();
  }
  logger.info({ provider: provider.name, eventId: event.id, type: event.type, handled }, "webhook received");
  return { status: 200, outcome: handled ? "handled" : "ignored" };
}

async function applyEvent(provider: PaymentProvider, event: ProviderEvent): Promise<boolean> {
  if (!event.objectId) return false;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = await provider.retrieveSession(event.objectId);
      if (!session) return false;
      await fulfilOrder(session);
      return true;
    }
    case "checkout.session.async_payment_failed": {
      const session = await provider.retrieveSession(event.objectId);
      if (!session?.orderId) return false;
      // Re-read, not the event's word: a payment that has since succeeded is fulfilled instead.
      if (session.paymentStatus === "paid") await fulfilOrder(session);
      else await markOrderUnpaid(session.orderId, "failed");
      return true;
    }
    case "checkout.session.expired": {
      const session = await provider.retrieveSession(event.objectId);
      if (!session?.orderId || session.status !== "expired" || session.paymentStatus === "paid") return false;
      await markOrderUnpaid(session.orderId, "expired");
      return true;
    }
    case "charge.refunded": {
      const charge = await provider.retrieveCharge(event.objectId);
      if (!charge?.paymentId) return false;
      if (!charge.fullyRefunded) {
        // A partial refund is a goodwill gesture, not a return: access stays.
        logger.info({ chargeId: charge.id }, "partial refund: access kept");
        return true;
      }
      const orderId = await orderIdForPayment(provider, charge.paymentId);
      if (!orderId) return false;
      await revokeOrder(orderId);
      return true;
    }
    default:
      return false;
  }
}

async function orderIdForPayment(provider: PaymentProvider, paymentId: string): Promise<string | null> {
  const [order] = await getDb().select({ id: orders.id }).from(orders).where(eq(orders.providerPaymentId, paymentId));
  if (order) return order.id;
  // Refunded before we saw the payment: the provider knows which session it paid.
  const session = await provider.findSessionByPayment(paymentId);
  if (!session?.orderId) return null;
  const [byId] = await getDb().select({ id: orders.id, sessionId: orders.providerSessionId }).from(orders).where(eq(orders.id, session.orderId));
  return byId && (byId.sessionId === null || byId.sessionId === session.id) ? byId.id : null;
}
