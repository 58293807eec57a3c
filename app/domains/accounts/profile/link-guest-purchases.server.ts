import { getDb } from "~/db/database.server";
import { contactMessages, emailLog, entitlements, formAccess, orders } from "~/db/schema";
import { unclaimedWithEmail } from "./row-ownership.server";

/**
 * Attaches what was bought as a guest with this e-mail to the account that
 * has just proven it owns the address. Only unclaimed rows move, so a
 * purchase already tied to another account is never taken over. Idempotent.
 * Contact messages and e-mails sent to the address while no verified account
 * had it are claimed the same way, so they stay with this account if it
 * later changes address (ADR 22).
 */
export async function linkGuestPurchases(user: { id: string; email: string }) {
  const email = user.email.trim().toLowerCase();
  const db = getDb();
  return db.transaction(async (tx) => {
    const linkedOrders = await tx
      .update(orders)
      .set({ userId: user.id })
      .where(unclaimedWithEmail(orders.userId, orders.email, email))
      .returning({ id: orders.id });
    const linkedEntitlements = await tx
      .update(entitlements)
      .set({ userId: user.id })
      .where(unclaimedWithEmail(entitlements.userId, entitlements.email, email))
      .returning({ id: entitlements.id });
    const linkedAccess = await tx
      .update(formAccess)
      .set({ userId: user.id, updatedAt: new Date() })
      .where(unclaimedWithEmail(formAccess.userId, formAccess.email, email))
      .returning({ id: formAccess.id });
    await tx
      .update(contactMessages)
      .set({ userId: user.id })
      .where(unclaimedWithEmail(contactMessages.userId, contactMessages.email, email));
    await tx.update(emailLog).set({ userId: user.id }).where(unclaimedWithEmail(emailLog.userId, emailLog.recipient, email));
    return { orders: linkedOrders.length, entitlements: linkedEntitlements.length, formAccess: linkedAccess.length };
  });
}
