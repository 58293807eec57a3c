import { createElement } from "react";
import { appUrl, getEnv } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { formatPrice } from "~/domains/catalog/format-price";
import { loadNamedDay } from "~/domains/backoffice/staff-time-zone.server";
import { loadOrderSummary } from "~/domains/checkout/order-summary.server";
import { OrderReceiptEmail, orderReceiptSubject } from "~/domains/messaging/emails/order-receipt-email";
import { queueEmail } from "~/domains/messaging/queue-email.server";
import { receiptEmailKey } from "~/jobs/send-order-receipt.server";
import { productLabel } from "~/shared/categories";

/** Renders the receipt of a paid (or since refunded) order and queues it for sending, after payment or when staff resend it. */
export async function sendOrderReceipt({ orderId, resendId }: { orderId: string; resendId?: string }): Promise<void> {
  const order = await loadOrderSummary(orderId);
  if (!order || (order.status !== "paid" && order.status !== "refunded")) {
    logger.warn({ orderId }, "receipt skipped: order is not paid");
    return;
  }
  const env = getEnv();
  await queueEmail({
    idempotencyKey: receiptEmailKey(orderId, resendId),
    template: "receipt",
    to: order.email,
    replyTo: env.SUPPORT_EMAIL,
    subject: orderReceiptSubject,
    element: createElement(OrderReceiptEmail, {
      orderId: order.id,
      email: order.email,
      total: formatPrice(order.amountCents),
      paidOn: (await loadNamedDay())(order.paidAt ?? new Date()),
      lines: order.lines.map((line) => ({
        name: productLabel(line.name, line.category),
        quantity: line.quantity,
        amount: formatPrice(line.unitPriceCents * line.quantity),
      })),
      authUrl: `${appUrl(env)}/auth`,
      supportEmail: env.SUPPORT_EMAIL,
    }),
  });
}
