import { randomUUID } from "node:crypto";
import { createElement } from "react";
import { appUrl, getEnv } from "~/config/env.server";
import { formatDateTime } from "~/shared/dates";
import { DeliveryCheckEmail, deliveryCheckSubject } from "./emails/delivery-check-email";
import { queueEmail } from "./queue-email.server";

/** Queues the delivery-check e-mail: the whole path a receipt takes, minus the receipt. `staffTime` names its zone (UTC by default). */
export async function sendDeliveryCheck(to: string, staffTime: (date: Date) => string = formatDateTime): Promise<void> {
  await queueEmail({
    idempotencyKey: `delivery-check:${randomUUID()}`,
    template: "delivery-check",
    to,
    subject: deliveryCheckSubject,
    element: createElement(DeliveryCheckEmail, {
      sentAt: staffTime(new Date()),
      appUrl: appUrl(getEnv()),
    }),
  });
}
