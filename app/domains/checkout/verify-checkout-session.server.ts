import { eq } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { orders } from "~/db/schema";
import type { CategoryId } from "~/shared/categories";
import { startPath } from "~/shared/form-types";
import { startedOrderIds } from "./checkout-cookie.server";
import { fulfilOrder } from "./fulfil-order.server";
import { markOrderUnpaid } from "./mark-order-unpaid.server";
import { loadOrderSummary } from "./order-summary.server";
import { getPaymentProvider } from "./providers/provider.server";
import { type PaymentProvider } from "./providers/payment-provider.server";

export type VerifiedOrder = {
  id: string;
  email: string;
  amountCents: number;
  lines: { name: string; category: CategoryId | null; quantity: number; unitPriceCents: number }[];
  /** Where the buyer starts: the one questionnaire bought, or /account when the order opens several. */
  startPath: string;
};

export type VerifyCheckoutResult =
  | { status: "paid"; order: VerifiedOrder }
  | { status: "pending" }
  | { status: "failed" }
  | { status: "not-found" };

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

/**
 * What the success page may show for `session_id`. Only the browser that
 * started the checkout (its signed cookie) or the signed-in buyer learns
 * anything; everyone else gets "not-found", as for a made-up id. A pending
 * order is re-read from the provider and, when paid, fulfilled by the same
 * idempotent operation as the webhook, so a late webhook costs nothing.
 */
export async function verifyCheckoutSession(input: {
  sessionId: string;
  cookieHeader: string | null;
  userId: string | null;
}): Promise<VerifyCheckoutResult> {
  if (!SESSION_ID.test(input.sessionId)) return { status: "not-found" };
  const [order] = await getDb()
    .select({ id: orders.id, userId: orders.userId, status: orders.status })
    .from(orders)
    .where(eq(orders.providerSessionId, input.sessionId));
  if (!order) return { status: "not-found" };
  const ownedBySignedInUser = input.userId !== null && order.userId === input.userId;
  if (!ownedBySignedInUser && !(await startedOrderIds(input.cookieHeader)).includes(order.id)) return { status: "not-found" };

  let status = order.status;
  if (status === "pending") {
    let session: Awaited<ReturnType<PaymentProvider["retrieveSession"]>>;
    try {
      session = await getPaymentProvider().retrieveSession(input.sessionId);
    } catch (error) {
      // The provider did not answer: the page asks again, and the webhook or reconciliation still fulfils.
      logger.warn({ err: error, orderId: order.id }, "could not re-read the session");
      return { status: "pending" };
    }
    if (!session || session.orderId !== order.id) {
      logger.warn({ orderId: order.id, sessionId: input.sessionId }, "session unknown to the provider");
      return { status: "failed" };
    }
    if (session.paymentStatus === "paid") {
      const { outcome } = await fulfilOrder(session);
      if (outcome === "refused") return { status: "failed" };
    } else if (session.status === "expired") {
      await markOrderUnpaid(order.id, "expired");
    }
    const [now] = await getDb().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    status = now?.status ?? status;
  }

  if (status === "pending") return { status: "pending" };
  if (status !== "paid") return { status: "failed" };
  const summary = await loadOrderSummary(order.id);
  if (!summary) return { status: "not-found" };
  return {
    status: "paid",
    order: {
      id: summary.id,
      email: summary.email,
      amountCents: summary.amountCents,
      lines: summary.lines.map((line) => ({ ...line, category: line.category as VerifiedOrder["lines"][number]["category"] })),
      startPath: startPath(summary.questionnaires),
    },
  };
}
