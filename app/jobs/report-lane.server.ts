import { z } from "zod";
import { draftJobExpirySeconds } from "~/config/drafting-limits";
import { getEnv } from "~/config/env.server";
import { defineJob } from "./queue.server";
import { enqueueInTransaction, type Transaction } from "./transactional-enqueue.server";

/**
 * The reports lane's own steps (issue 12, ADR 0023): prepare a submission's
 * evidence, draft each report it owes, render an approved one. Payloads are
 * ids only; every step reads the rows when it runs and does nothing when its
 * work is already done, so a retry or a duplicate is harmless.
 */
const id = z.string().min(1).max(200);

export const prepareReportsJob = defineJob({
  name: "prepare-reports",
  payload: z.object({ submissionId: id }),
  retryLimit: 5,
  expireInSeconds: 300,
  // A burst of submissions (a busy evening) is drained several at a time: see the bench's report-lane section.
  pollingIntervalSeconds: 0.5,
  localConcurrency: 3,
});

/**
 * The second reader (ADR 0060): with a model configured, it reads a written submission for risk
 * before the lane prepares its evidence, and then queues `prepare-reports` itself. Its model call
 * has its own timeout (SAFETY_SECOND_READER_TIMEOUT_MS, at most 240 s), well inside the expiry.
 */
export const secondReadJob = defineJob({
  name: "second-read",
  payload: z.object({ submissionId: id }),
  retryLimit: 3,
  expireInSeconds: 300,
  pollingIntervalSeconds: 0.5,
  localConcurrency: 3,
});

export const draftReportJob = defineJob({
  name: "draft-report",
  payload: z.object({ reportId: id }),
  retryLimit: 3,
  /**
   * Outlives every ask of a draft at its full REPORT_AI_TIMEOUT_MS, its parts
   * REPORT_AI_PARALLEL_CALLS at a time (ADR 0061, 0068), read when the queue starts. A model's failure is recorded on the report
   * and ends the job; the retries are for the lane's own errors.
   */
  get expireInSeconds() {
    return draftJobExpirySeconds(getEnv().REPORT_AI_TIMEOUT_MS, getEnv().REPORT_AI_PARALLEL_CALLS);
  },
  pollingIntervalSeconds: 0.5,
  // Several drafts at once: a model drafter spends its time waiting on the model's server.
  localConcurrency: 3,
});

export const renderReportJob = defineJob({
  name: "render-report",
  payload: z.object({ reportId: id }),
  retryLimit: 5,
  expireInSeconds: 300,
});

/** In the submission's transaction; call `prepareToEnqueue(prepareReportsJob)` first. */
export async function enqueueReportPreparation(tx: Transaction, submissionId: string): Promise<void> {
  await enqueueInTransaction(tx, prepareReportsJob, { submissionId }, { singletonKey: `prepare-reports:${submissionId}` });
}

/** In the submission's transaction, in place of `enqueueReportPreparation`; call `prepareToEnqueue(secondReadJob)` first. */
export async function enqueueSecondRead(tx: Transaction, submissionId: string): Promise<void> {
  await enqueueInTransaction(tx, secondReadJob, { submissionId }, { singletonKey: `second-read:${submissionId}` });
}

/** `round` tells one drafting of a report from the next (a send-back drafts again; "Try again" after a failed draft). */
export async function enqueueReportDraft(tx: Transaction, reportId: string, round: number | string): Promise<void> {
  await enqueueInTransaction(tx, draftReportJob, { reportId }, { singletonKey: `draft-report:${reportId}:${round}` });
}

export async function enqueueReportRender(tx: Transaction, reportId: string, revision: number): Promise<void> {
  await enqueueInTransaction(tx, renderReportJob, { reportId }, { singletonKey: `render-report:${reportId}:${revision}` });
}
