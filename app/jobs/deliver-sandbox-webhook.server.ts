import { z } from "zod";
import { defineJob } from "./queue.server";
import { enqueueInTransaction, type Transaction } from "./transactional-enqueue.server";

/** One sandbox payment event, delivered to our own webhook endpoint as Stripe would. */
export const deliverSandboxWebhookJob = defineJob({
  name: "deliver-sandbox-webhook",
  payload: z.object({ event: z.string().min(2).max(100_000) }),
  retryLimit: 8,
  // pg-boss's default (15 minutes), stated: no e-mail is sent here.
  expireInSeconds: 15 * 60,
});

/**
 * Inside the transaction that records the sandbox payment; call
 * `prepareToEnqueue(deliverSandboxWebhookJob)` first. The event is signed
 * when delivered, not now: a retried delivery must carry a fresh timestamp.
 */
export async function enqueueSandboxWebhook(tx: Transaction, event: object): Promise<void> {
  await enqueueInTransaction(tx, deliverSandboxWebhookJob, { event: JSON.stringify(event) });
}
