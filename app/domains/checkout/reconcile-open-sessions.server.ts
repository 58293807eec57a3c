import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { orders } from "~/db/schema";
import { fulfilOrder } from "./fulfil-order.server";
import { markOrderUnpaid } from "./mark-order-unpaid.server";
import { getPaymentProvider } from "./providers/provider.server";

export type ReconcileReport = { checked: number; fulfilled: number; expired: number; failed: number; errors: number };

/** A webhook normally lands within seconds; only checkouts older than this are re-read. */
const QUIET_MS = 2 * 60 * 1000;
/** A checkout that never got a payment session is given up after this. */
const ABANDON_MS = 60 * 60 * 1000;
const BATCH_SIZE = 200;
/** Well inside the five-minute schedule; what is left waits for the next run, first in line. */
const TIME_BUDGET_MS = 60 * 1000;

/**
 * The safety net for lost webhooks: re-reads every still-pending checkout
 * from the provider, fulfils the paid ones through the one fulfilment
 * operation, and closes the ones whose session lapsed.
 *
 * Orders that stay pending (abandoned checkouts, slow bank payments) must not
 * starve the rest: each checked order is stamped, a run pages on through
 * every order it has not stamped yet, and when the time budget runs out the
 * next run starts with the never-checked and longest-unchecked orders.
 */
export async function reconcileOpenSessions(
  options: { now?: Date; quietMs?: number; batchSize?: number; timeBudgetMs?: number } = {},
): Promise<ReconcileReport> {
  const now = options.now ?? new Date();
  const runStartedAt = new Date();
  const deadline = Date.now() + (options.timeBudgetMs ?? TIME_BUDGET_MS);
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const quietBefore = new Date(now.getTime() - (options.quietMs ?? QUIET_MS));
  const provider = getPaymentProvider();
  const db = getDb();
  const report: ReconcileReport = { checked: 0, fulfilled: 0, expired: 0, failed: 0, errors: 0 };

  for (;;) {
    const batch = await db
      .select({ id: orders.id, sessionId: orders.providerSessionId, createdAt: orders.createdAt })
      .from(orders)
      .where(
        and(
          eq(orders.status, "pending"),
          lt(orders.createdAt, quietBefore),
          or(isNull(orders.lastReconciledAt), lt(orders.lastReconciledAt, runStartedAt)),
        ),
      )
      .orderBy(sql`${orders.lastReconciledAt} asc nulls first`, asc(orders.createdAt))
      .limit(batchSize);
    if (batch.length === 0) break;
    await db
      .update(orders)
      .set({ lastReconciledAt: runStartedAt })
      .where(inArray(orders.id, batch.map((order) => order.id)));

    report.checked += batch.length;
    for (const order of batch) {
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
    if (batch.length < batchSize || Date.now() >= deadline) break;
  }
  if (report.checked > 0) logger.info(report, "payments reconciled");
  return report;
}
