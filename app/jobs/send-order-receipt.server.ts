import { z } from "zod";
import { defineJob } from "./queue.server";
import { EMAIL_JOB_EXPIRE_SECONDS } from "./send-email.server";
import { enqueueInTransaction, type Transaction } from "./transactional-enqueue.server";

/**
 * The receipt for a paid order. Fulfilment queues this job in the same
 * transaction that marks the order paid, so it exists exactly once; the
 * e-mail's idempotency key (`receipt:<orderId>`) keeps a retried job from
 * sending twice.
 */
export const sendOrderReceiptJob = defineJob({
  name: "send-order-receipt",
  payload: z.object({
    orderId: z.string().min(1).max(100),
    /** Set when staff send the receipt again: each resend is its own e-mail (issue 14). */
    resendId: z.uuid().optional(),
  }),
  retryLimit: 5,
  // Renders and queues a send-email job; why a retry does not send twice: see EMAIL_JOB_EXPIRE_SECONDS.
  expireInSeconds: EMAIL_JOB_EXPIRE_SECONDS,
  // Renders and queues an e-mail in milliseconds, so a burst is taken ten at a time.
  batchSize: 10,
  oneAtATimePer: ({ orderId, resendId }) => `${orderId}:${resendId ?? ""}`,
});

/** Inside the transaction that marks the order paid; call `prepareToEnqueue(sendOrderReceiptJob)` first. */
export async function enqueueOrderReceipt(tx: Transaction, orderId: string): Promise<void> {
  await enqueueInTransaction(tx, sendOrderReceiptJob, { orderId }, { singletonKey: `receipt:${orderId}` });
}

/**
 * The receipt's e-mail key: `receipt:<orderId>` for the one sent after
 * payment; each resend adds its own suffix, so the log tells them apart and
 * each one is sent.
 */
export function receiptEmailKey(orderId: string, resendId?: string): string {
  return resendId ? `receipt:${orderId}:resent:${resendId}` : `receipt:${orderId}`;
}
