import { z } from "zod";
import { defineJob } from "./queue.server";
import { enqueueInTransaction, type Transaction } from "./transactional-enqueue.server";

/**
 * The receipt for a paid order. Fulfilment queues this job in the same
 * transaction that marks the order paid, so it exists exactly once; the
 * e-mail's idempotency key (`receipt:<orderId>`) keeps a retried job from
 * sending twice.
 */
export const sendOrderReceiptJob = defineJob({
  name: "send-order-receipt",
  payload: z.object({ orderId: z.string().min(1).max(100) }),
  retryLimit: 5,
});

/** Inside the transaction that marks the order paid; call `prepareToEnqueue(sendOrderReceiptJob)` first. */
export async function enqueueOrderReceipt(tx: Transaction, orderId: string): Promise<void> {
  await enqueueInTransaction(tx, sendOrderReceiptJob, { orderId }, { singletonKey: `receipt:${orderId}` });
}
