import { z } from "zod";
import { defineJob } from "./queue.server";
import { enqueueInTransaction, type Transaction } from "./transactional-enqueue.server";

/**
 * Fans one newsletter issue out into a `send-email` job per confirmed
 * subscriber. Run again (a retry after a crash), it queues the same
 * idempotency keys, and the e-mail log lets each address have it once.
 */
export const sendNewsletterIssueJob = defineJob({
  name: "send-newsletter-issue",
  payload: z.object({ issueId: z.uuid() }),
  retryLimit: 5,
  // Queues one job per subscriber, a page of them at a time: thousands take a while, not an hour.
  expireInSeconds: 15 * 60,
});

/** Inside the transaction that marks the issue as sending; call `prepareToEnqueue(sendNewsletterIssueJob)` first. */
export async function enqueueNewsletterIssue(tx: Transaction, issueId: string): Promise<void> {
  await enqueueInTransaction(tx, sendNewsletterIssueJob, { issueId }, { singletonKey: `newsletter-issue:${issueId}` });
}
