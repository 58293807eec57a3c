import type { ReactElement } from "react";
import { enqueueEmail } from "~/jobs/send-email.server";
import { renderEmail } from "./render-email.server";

/**
 * Renders an e-mail now and sends it from the job queue, so a slow or failing
 * mail server never holds up a page and failed sends are retried.
 * The idempotency key names the business event (e.g. `receipt:<orderId>`):
 * queueing the same event twice sends one message.
 */
export async function queueEmail(input: {
  idempotencyKey: string;
  template: string;
  to: string;
  replyTo?: string;
  subject: string;
  element: ReactElement;
  /** Newsletter e-mails: the one-click unsubscribe address for the List-Unsubscribe header. */
  listUnsubscribe?: string;
  /** The account the e-mail is for, when the caller knows it (the e-mail log keeps it; ADR 22). */
  userId?: string | null;
}): Promise<void> {
  const rendered = await renderEmail(input.subject, input.element);
  await enqueueEmail({
    idempotencyKey: input.idempotencyKey,
    template: input.template,
    to: input.to,
    replyTo: input.replyTo,
    listUnsubscribe: input.listUnsubscribe,
    ...(input.userId ? { userId: input.userId } : {}),
    ...rendered,
  });
}
