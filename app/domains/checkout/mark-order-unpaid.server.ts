import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { orders } from "~/db/schema";

/** An async payment that failed, or a session that lapsed: only a still-pending order changes. */
export async function markOrderUnpaid(orderId: string, status: "failed" | "expired"): Promise<boolean> {
  const changed = await getDb()
    .update(orders)
    .set({ status })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
    .returning({ id: orders.id });
  return changed.length > 0;
}
