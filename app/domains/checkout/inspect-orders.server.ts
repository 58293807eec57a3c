import { count, eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { entitlements, formAccess, orders } from "~/db/schema";

/** What an order granted, for the test fixtures: status and its form_access rows. */
export async function inspectOrder(orderId: string) {
  const db = getDb();
  const [order] = await db
    .select({ id: orders.id, status: orders.status, email: orders.email, userId: orders.userId, amountCents: orders.amountCents })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const access = await db
    .select({ formType: formAccess.formType, paymentStatus: formAccess.paymentStatus, email: formAccess.email, userId: formAccess.userId })
    .from(formAccess)
    .innerJoin(entitlements, eq(entitlements.id, formAccess.entitlementId))
    .where(eq(entitlements.orderId, orderId));
  return { order, formAccess: access };
}

/** Orders by status, for the bench's lost-or-doubled check. */
export async function countOrdersByStatus(): Promise<Record<string, number>> {
  const rows = await getDb().select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}
