import { and, eq, inArray, sql } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import type { Database } from "~/db/client.server";
import { entitlements, formAccess, orderLines, orders, users } from "~/db/schema";
import { enqueueOrderReceipt, sendOrderReceiptJob } from "~/jobs/send-order-receipt.server";
import { newId } from "~/shared/readable-ids.server";
import type { ProviderSession } from "./providers/payment-provider.server";
import { prepareToEnqueue } from "~/jobs/transactional-enqueue.server";

export type FulfilOutcome =
  /** This call marked the order paid and granted what it bought. */
  | "fulfilled"
  /** Already paid (or refunded) before: nothing more was done. */
  | "already-done"
  /** The provider does not report the session as paid. */
  | "not-paid"
  /** The session does not match an order of ours (unknown, another session, another amount: then `needs-review`). */
  | "refused";

/** Statuses a provider-confirmed payment may still lift to paid: the provider is the truth. */
const PAYABLE = ["pending", "failed", "expired"] as const;

/**
 * The one fulfilment operation, called by the success page's verification,
 * the webhook and reconciliation alike, with the session as the provider
 * reports it now. Exactly once: a conditional update marks the order paid,
 * and only the call that made that change creates the entitlements, the
 * form_access rows and the receipt job, all in the same transaction. A
 * racing or repeated call finds the order paid and does nothing.
 */
export async function fulfilOrder(session: ProviderSession): Promise<{ outcome: FulfilOutcome; orderId: string | null }> {
  const orderId = session.orderId;
  if (session.paymentStatus !== "paid") return { outcome: "not-paid", orderId };
  if (!orderId) {
    logger.warn({ sessionId: session.id }, "paid session without an order id");
    return { outcome: "refused", orderId };
  }
  const db = getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || (order.providerSessionId !== null && order.providerSessionId !== session.id)) {
    logger.warn({ sessionId: session.id, orderId }, "paid session does not belong to this order");
    return { outcome: "refused", orderId };
  }
  if (session.amountTotalCents !== order.amountCents || (session.currency ?? order.currency) !== order.currency) {
    // Terminal: support settles it by hand, so reconciliation stops re-reading it and it is logged once.
    const [flagged] = await db
      .update(orders)
      .set({ status: "needs-review", providerSessionId: session.id, providerPaymentId: session.paymentId })
      .where(and(eq(orders.id, orderId), inArray(orders.status, PAYABLE)))
      .returning({ id: orders.id });
    if (flagged) {
      logger.error(
        { sessionId: session.id, orderId, paidCents: session.amountTotalCents, orderCents: order.amountCents },
        "paid amount differs from the order: not fulfilled, needs review",
      );
    }
    return { outcome: "refused", orderId };
  }

  await prepareToEnqueue(sendOrderReceiptJob);
  const fulfilled = await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({ status: "paid", paidAt: sql`now()`, providerSessionId: session.id, providerPaymentId: session.paymentId })
      .where(and(eq(orders.id, orderId), inArray(orders.status, PAYABLE)))
      .returning();
    if (!paid) return false;
    const owner = paid.userId ?? (await claimForVerifiedAccount(tx, orderId, paid.email));

    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const units = lines.flatMap((line) =>
      Array.from({ length: line.quantity }, (_, unitIndex) =>
        line.grants.map((grant) => ({
          id: newId("ent_"),
          orderId,
          orderLineId: line.id,
          unitIndex,
          formType: grant.formType,
          reportsOwed: grant.reportsOwed,
          email: paid.email,
          userId: owner,
        })),
      ).flat(),
    );
    if (units.length > 0) {
      const created = await tx.insert(entitlements).values(units).onConflictDoNothing().returning();
      if (created.length > 0) {
        await tx
          .insert(formAccess)
          .values(
            created.map((entitlement) => ({
              id: newId("fa_"),
              entitlementId: entitlement.id,
              email: entitlement.email,
              userId: entitlement.userId,
              formType: entitlement.formType,
              paymentStatus: "paid" as const,
            })),
          )
          .onConflictDoNothing();
      }
    }
    await enqueueOrderReceipt(tx, orderId);
    return true;
  });

  if (fulfilled) logger.info({ orderId, sessionId: session.id }, "order fulfilled");
  return { outcome: fulfilled ? "fulfilled" : "already-done", orderId };
}

/**
 * A guest order paid with the address of a verified account belongs to that account at once, so
 * the purchase shows there without waiting for the next sign-in (which would attach it anyway:
 * `linkGuestPurchases`). Only a verified address counts: it has proven who owns it.
 */
async function claimForVerifiedAccount(tx: Database, orderId: string, email: string): Promise<string | null> {
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    // Account addresses are stored lowercased (Better Auth), so the unique index finds it.
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.emailVerified, true)));
  if (!account) return null;
  await tx.update(orders).set({ userId: account.id }).where(eq(orders.id, orderId));
  return account.id;
}
