import { z } from "zod";
import { defineJob } from "./queue.server";
import { EMAIL_JOB_EXPIRE_SECONDS } from "./send-email.server";
import { enqueueInTransaction, type Transaction } from "./transactional-enqueue.server";

/**
 * Step 6 of the reports lane: a rendered, approved report becomes the
 * client's (delivered on /account) and they get the "your report is ready"
 * e-mail. The payload is the report's id only.
 */
export const deliverReportJob = defineJob({
  name: "deliver-report",
  payload: z.object({ reportId: z.string().min(1).max(200) }),
  retryLimit: 5,
  // Marks the report and queues a send-email job; why a retry does not send twice: see EMAIL_JOB_EXPIRE_SECONDS.
  expireInSeconds: EMAIL_JOB_EXPIRE_SECONDS,
});

/** Inside the transaction that stored the PDF; call `prepareToEnqueue(deliverReportJob)` first. */
export async function enqueueReportDelivery(tx: Transaction, reportId: string): Promise<void> {
  await enqueueInTransaction(tx, deliverReportJob, { reportId }, { singletonKey: `deliver-report:${reportId}` });
}
