import { eq } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { orders } from "~/db/schema";
import { recordStaffAction, type StaffActor } from "~/security/staff-audit.server";
import { getPaymentProvider } from "./providers/provider.server";
import { revokeOrder } from "./revoke-order.server";

export type RefundOutcome =
  | { outcome: "refunded" }
  | { outcome: "not-found" }
  /** Only a paid order has money to give back; a refunded one has had it. */
  | { outcome: "not-refundable"; status: string };

/**
 * The provider's refund, started from the back office: the whole amount goes
 * back through the provider that took it, then the order's grants are revoked
 * at once (docs/product.md), without waiting for the provider's `charge.refunded`
 * notification, which later finds the order refunded and changes nothing.
 * One idempotency key per order, so a double click or a retried request
 * refunds once.
 */
export async function refundOrder(orderId: string, staff: StaffActor): Promise<RefundOutcome> {
  const [order] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  if (!order) return { outcome: "not-found" };
  if (order.status !== "paid" || !order.providerSessionId) return { outcome: "not-refundable", status: order.status };
  const provider = getPaymentProvider();
  if (provider.name !== order.provider) throw new Error(`Order ${orderId} was paid through ${order.provider}, but the store now uses ${provider.name}`);
  const given = await provider.refundPayment({
    sessionId: order.providerSessionId,
    paymentId: order.providerPaymentId,
    idempotencyKey: `refund:${orderId}`,
  });
  await revokeOrder(orderId);
  // After the provider has given the money back: the log records refunds that happened, not ones attempted.
  await recordStaffAction({ actor: staff, action: "order.refunded", target: { type: "order", id: orderId }, detail: `whole amount through ${provider.name}` });
  logger.info({ orderId, staffUserId: staff.userId, provider: provider.name, given }, "order refunded from the back office");
  return { outcome: "refunded" };
}
