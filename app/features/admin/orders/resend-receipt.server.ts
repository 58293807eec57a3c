import { queueReceiptResend } from "~/domains/backoffice/orders.server";
import { loadOrderSummary } from "~/domains/checkout/order-summary.server";
import { hitRateLimits } from "~/security/rate-limit.server";
import { recordStaffAction, type StaffActor } from "~/security/staff-audit.server";

/** A buyer who lost the receipt needs one more copy, not a stream: per order, and per admin across orders. */
export const RESEND_LIMIT_PER_ORDER = { limit: 3, windowMs: 60 * 60 * 1000 };
export const RESEND_LIMIT_PER_ADMIN = { limit: 30, windowMs: 60 * 60 * 1000 };

export type ResendReceiptResult =
  | { ok: true; to: string }
  | { ok: false; status: 409 | 429; message: string };

/**
 * Queues the order's receipt again: the receipt job, with a resend id of its
 * own, renders the same e-mail the store sent after payment under a new
 * idempotency key, so it really goes (the first key, `receipt:<orderId>`,
 * has been used). Null for an unknown order.
 */
export async function resendReceipt(orderId: string, admin: StaffActor): Promise<ResendReceiptResult | null> {
  const order = await loadOrderSummary(orderId);
  if (!order) return null;
  if (order.status !== "paid" && order.status !== "refunded") {
    return { ok: false, status: 409, message: "This order was never paid, so it has no receipt to send." };
  }
  const limit = await hitRateLimits([
    { key: `receipt-resend:order:${orderId}`, ...RESEND_LIMIT_PER_ORDER },
    { key: `receipt-resend:admin:${admin.userId}`, ...RESEND_LIMIT_PER_ADMIN },
  ]);
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return {
      ok: false,
      status: 429,
      message: `The receipt has been sent again several times already. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} before sending it once more.`,
    };
  }
  await queueReceiptResend(orderId);
  await recordStaffAction({ actor: admin, action: "receipt.resent", target: { type: "order", id: orderId } });
  return { ok: true, to: order.email };
}
