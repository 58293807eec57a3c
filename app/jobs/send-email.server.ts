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
  /**
   * The account the e-mail is sent for, when the sender knows it; otherwise the
   * send-email handler asks which verified account has the address (ADR 22).
   */
  userId: z.string().min(1).max(200).optional(),
});

export type EmailPayload = z.infer<typeof emailPayloadSchema>;

/**
 * The expiry of every e-mail job (`send-email`, `send-account-email`,
 * `send-order-receipt`, `send-submission-emails`): a job that was running when
 * its process died is run again after about a minute, not pg-boss's 15.
 *
 * Why a retry does not send twice: only `send-email` talks to the mail server,
 * and `deliverEmail` first looks up the e-mail log by the message's idempotency
 * key and stops if it is there. The other three only render and queue a
 * `send-email` job under the same key, so repeating them queues nothing new
 * that would be sent. What remains, honestly:
 * - the process dies after the mail server accepted the message but before
 *   the log row is written: the retry sends it again (at-least-once; the
 *   window is one INSERT long);
 * - a send still running when the job expires (a mail server that stalls for
 *   over a minute) is abandoned, not stopped: the retry, 5 s later, finds no
 *   log row and may send while the first attempt still finishes. The SMTP
 *   transport's own timeouts must stay well under this expiry to close it.
 */
export const EMAIL_JOB_EXPIRE_SECONDS = 60;

/** One rendered e-mail, handed to the mail transport by the worker. */
export const sendEmailJob = defineJob({
  name: "send-email",
  payload: emailPayloadSchema,
  // SMTP hiccups are usually brief; five tries with backoff spans several minutes.
  retryLimit: 5,
  expireInSeconds: EMAIL_JOB_EXPIRE_SECONDS,
  // A burst (an order rush, a newsletter) drains at the transport's speed: each send takes milliseconds.
  batchSize: 25,
  // One person's e-mails go in the order they were queued (from one worker, none failing: ADR
  // 0039 says what is not kept), and two jobs for the same e-mail, which share its recipient, never overlap.
  oneAtATimePer: (email) => email.to.toLowerCase(),
});

/** Queues a rendered e-mail once per idempotency key while the first is still waiting. */
export async function enqueueEmail(email: EmailPayload): Promise<void> {
  await enqueue(sendEmailJob, email, { singletonKey: email.idempotencyKey });
}
