import { z } from "zod";
import { defineJob } from "./queue.server";
import { EMAIL_JOB_EXPIRE_SECONDS } from "./send-email.server";
import { enqueueInTransaction, type Transaction } from "./transactional-enqueue.server";

/** The client's confirmation and the provider's notice for one submission. */
export const sendSubmissionEmailsJob = defineJob({
  name: "send-submission-emails",
  payload: z.object({ submissionId: z.string().min(1).max(100) }),
  retryLimit: 5,
  // Renders and queues send-email jobs; why a retry does not send twice: see EMAIL_JOB_EXPIRE_SECONDS.
  expireInSeconds: EMAIL_JOB_EXPIRE_SECONDS,
  // Renders and queues an e-mail in milliseconds, so a burst is taken ten at a time.
  batchSize: 10,
  oneAtATimePer: ({ submissionId }) => submissionId,
});

/** Inside the submission's own transaction; call `prepareToEnqueue(sendSubmissionEmailsJob)` first. */
export async function enqueueSubmissionEmails(tx: Transaction, submissionId: string): Promise<void> {
  await enqueueInTransaction(tx, sendSubmissionEmailsJob, { submissionId }, { singletonKey: `submission:${submissionId}` });
}
