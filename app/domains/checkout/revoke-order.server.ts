import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, entitlements, formAccess, orders, reportObligations } from "~/db/schema";

/**
 * A refund takes back what the order granted: the order reads refunded, its
 * entitlements are revoked and its form_access rows read `refunded`, so the
 * form gate closes. Reports not yet delivered are cancelled: a refunded order
 * produces nothing more (one already delivered stays the client's). A refund
 * that arrives before the payment was fulfilled marks the order refunded
 * first, and fulfilment then grants nothing.
 */
export async function revokeOrder(orderId: string): Promise<"revoked" | "already-refunded" | "not-found"> {
  const result = await getDb().transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: "refunded", refundedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), ne(orders.status, "refunded")))
      .returning({ id: orders.id });
    if (!order) {
      const [exists] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
      return exists ? ("already-refunded" as const) : ("not-found" as const);
    }
    const revoked = await tx
      .update(entitlements)
      .set({ status: "revoked", revokedAt: sql`now()` })
      .where(eq(entitlements.orderId, orderId))
      .returning({ id: entitlements.id });
    if (revoked.length > 0) {
      await tx
        .update(formAccess)
        .set({ paymentStatus: "refunded", updatedAt: sql`now()` })
        .where(inArray(formAccess.entitlementId, revoked.map((entitlement) => entitlement.id)));
      const sent = tx
        .select({ id: assessmentSubmissions.id })
        .from(assessmentSubmissions)
        .where(inArray(assessmentSubmissions.entitlementId, revoked.map((entitlement) => entitlement.id)));
      await tx
        .update(reportObligations)
        .set({ status: "cancelled" })
        .where(and(inArray(reportObligations.submissionId, sent), eq(reportObligations.status, "owed")));
    }
    return "revoked" as const;
  });
  if (result === "revoked") logger.info({ orderId }, "order refunded: access revoked");
  return result;
}
