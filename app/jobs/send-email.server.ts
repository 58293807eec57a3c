import { z } from "zod";
import { defineJob, enqueue } from "./queue.server";

export const emailPayloadSchema = z.object({
  idempotencyKey: z.string().min(1).max(200),
  template: z.string().min(1).max(100),
  to: z.email(),
  replyTo: z.email().optional(),
  // A line break in a header would let input forge headers (e.g. Bcc).
  subject: z.string().min(1).max(300).regex(/^[^\r\n]*$/, "subject must be one line"),
  html: z.string().min(1),
  text: z.string().min(1),
  /** One-click unsubscribe address (RFC 2369 and 8058), for newsletter e-mails. */
  listUnsubscribe: z.url({ protocol: /^https?$/ }).optional(),
});

export type EmailPayload = z.infer<typeof emailPayloadSchema>;

/** One rendered e-mail, handed to the mail transport by the worker. */
export const sendEmailJob = defineJob({
  name: "send-email",
  payload: emailPayloadSchema,
  // SMTP hiccups are usually brief; five tries with backoff spans several minutes.
  retryLimit: 5,
});

/** Queues a rendered e-mail once per idempotency key while the first is still waiting. */
export async function enqueueEmail(email: EmailPayload): Promise<void> {
  await enqueue(sendEmailJob, email, { singletonKey: email.idempotencyKey });
}
