import { randomUUID } from "node:crypto";
import { createElement } from "react";
import { appUrl, getEnv } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { resentReceiptKey } from "~/domains/backoffice/orders.server";
import { formatPrice } from "~/domains/catalog/format-price";
import { loadOrderSummary } from "~/domains/checkout/order-summary.server";
import { OrderReceiptEmail, orderReceiptSubject } from "~/domains/messaging/emails/order-receipt-email";
import { queueEmail } from "~/domains/messaging/queue-email.server";
import { hitRateLimits } from "~/security/rate-limit.server";
import { productLabel } from "~/shared/categories";
import { formatLongDate } from "~/shared/dates";

/** A buyer who lost the receipt needs one more copy, not a stream: per order, and per admin across orders. */
export const RESEND_LIMIT_PER_ORDER = { limit: 3, windowMs: 60 * 60 * 1000 };
export const RESEND_LIMIT_PER_ADMIN = { limit: 30, windowMs: 60 * 60 * 1000 };

export type ResendReceiptResult =
  | { ok: true; to: string }
  | { ok: false; status: 409 | 429; message: string };

/**
 * Queues the order's receipt again, the same e-mail the store sent after
 * payment, under a new idempotency key so the e-mail really goes (the first
 * key, `receipt:<orderId>`, has been used). Null for an unknown order.
 *
 * The receipt job's handler renders the same e-mail; it is written again here
 * because a feature may not import job handlers, and that job's payload (in
 * app/jobs) has no room for a resend's own key.
 */
export async function resendReceipt(orderId: string, admin: { id: string }): Promise<ResendReceiptResult | null> {
  const order = await loadOrderSummary(orderId);
  if (!order) return null;
  if (order.status !== "paid" && order.status !== "refunded") {
    return { ok: false, status: 409, message: "This order was never paid, so it has no receipt to send." };
  }
  const limit = await hitRateLimits([
    { key: `receipt-resend:order:${orderId}`, ...RESEND_LIMIT_PER_ORDER },
    { key: `receipt-resend:admin:${admin.id}`, ...RESEND_LIMIT_PER_ADMIN },
  ]);
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return {
      ok: false,
      status: 429,
      message: `The receipt has been sent again several times already. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} before sending it once more.`,
    };
  }
  const env = getEnv();
  await queueEmail({
    idempotencyKey: resentReceiptKey(orderId, randomUUID()),
    template: "receipt",
    to: order.email,
    replyTo: env.SUPPORT_EMAIL,
    subject: orderReceiptSubject,
    userId: order.userId,
    element: createElement(OrderReceiptEmail, {
      orderId: order.id,
      email: order.email,
      total: formatPrice(order.amountCents),
      paidOn: formatLongDate(order.paidAt ?? new Date()),
      lines: order.lines.map((line) => ({
        name: productLabel(line.name, line.category),
        quantity: line.quantity,
        amount: formatPrice(line.unitPriceCents * line.quantity),
      })),
      authUrl: `${appUrl(env)}/auth`,
      supportEmail: env.SUPPORT_EMAIL,
    }),
  });
  // No general audit log exists yet (issue 14 adds /admin/audit); until then the log line records who resent it.
  logger.info({ orderId, adminId: admin.id }, "receipt resent by staff");
  return { ok: true, to: order.email };
}
