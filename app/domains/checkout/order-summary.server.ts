import { asc, eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { orderLines, orders } from "~/db/schema";
import type { FormType } from "~/shared/form-types";

export type OrderSummary = {
  id: string;
  email: string;
  userId: string | null;
  status: (typeof orders.$inferSelect)["status"];
  amountCents: number;
  currency: string;
  paidAt: Date | null;
  lines: { name: string; category: string | null; quantity: number; unitPriceCents: number }[];
  /** The questionnaires the order opens, once each, in the order its lines list them. */
  questionnaires: FormType[];
};

/** An order as the success page and the receipt show it. */
export async function loadOrderSummary(orderId: string): Promise<OrderSummary | null> {
  const db = getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  return {
    id: order.id,
    email: order.email,
    userId: order.userId,
    status: order.status,
    amountCents: order.amountCents,
    currency: order.currency,
    paidAt: order.paidAt,
    lines: lines.map((line) => ({
      name: line.productName,
      category: line.category,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
    })),
    questionnaires: [...new Set(lines.flatMap((line) => line.grants.map((grant) => grant.formType)))],
  };
}
