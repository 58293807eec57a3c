import { and, asc, eq, lt } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { orders } from "~/db/schema";
import { fulfilOrder } from "./fulfil-order.server";
import { markOrderUnpaid } from "./mark-order-unpaid.server";
import { getPaymentProvider } from "./provider.server";

export type ReconcileReport = { checked: number; fulfilled: number; expired: number; failed: number; errors: number };

/** A webhook normally lands within seconds; only checkouts older than this are re-read. */
const QUIET_MS = 2 * 60 * 1000;
/** A checkout that never got a payment session is given up after this. */
const ABANDON_MS = 60 * 60 * 1000;

/**
 * The safety net for lost webhooks: re-reads every still-pending checkout
 * from the provider, fulfils the paid ones through the one fulfilment
 * operation, and closes the ones whose session lapsed.
 */
export async function reconcileOpenSessions(options: { now?: Date; quietMs?: number; limit?: number } = {}): Promise<ReconcileReport> {
  const now = options.now ?? new Date();
  const provider = getPaymentProvider();
  const pending = await getDb()
    .select({ id: orders.id, sessionId: orders.providerSessionId, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.status, "pending"), lt(orders.createdAt, new Date(now.getTime() - (options.quietMs ?? QUIET_MS)))))
    .orderBy(asc(orders.createdAt))
    .limit(options.limit ?? 200);

  const report: ReconcileReport = { checked: pending.length, fulfilled: 0, expired: 0, failed: 0, errors: 0 };
  for (const order of pending) {
    try {
      const session = order.sessionId ? await provider.retrieveSession(order.sessionId) : null;
      if (!session || session.orderId !== order.id) {
        const abandoned = now.getTime() - order.createdAt.getTime() > ABANDON_MS;
        if (abandoned && (await markOrderUnpaid(order.id, "failed"))) report.failed += 1;
        continue;
      }
      if (session.paymentStatus === "paid") {
        if ((await fulfilOrder(session)).outcome === "fulfilled") report.fulfilled += 1;
      } else if (session.status === "expired") {
        if (await markOrderUnpaid(order.id, "expired")) report.expired += 1;
      }
    } catch (error) {
      report.errors += 1;
      logger.error({ err: error, orderId: order.id }, "reconciliation could not check an order");
    }
  }
  if (report.checked > 0) logger.info(report, "payments reconciled");
  return report;
}
