import { z } from "zod";
import { defineJob, enqueue } from "./queue.server";
import { EMAIL_JOB_EXPIRE_SECONDS } from "./send-email.server";
import { enqueueInTransaction, type Transaction } from "./transactional-enqueue.server";

/** The screen's category ids ("suicidal-thoughts"), never words from the answers. */
const categoryCodes = z
  .array(z.string().regex(/^[a-z][a-z0-9-]{0,59}$/))
  .min(1)
  .max(20);

/**
 * Tells the provider at once that a client's answers need attention (issue 13):
 * a sent questionnaire the safety screen flagged, or a draft being written
 * whose autosave the screen flagged. Ids and category codes only: the handler
 * reads what the e-mail may say (form, client's address) when it runs, so a
 * deleted account leaves nothing of the client in the queue.
 *
 * It does not wait behind other e-mail: it has a queue and a worker of its own,
 * polled every half second (pg-boss's minimum), and its handler delivers the
 * message itself rather than queueing a `send-email` job (see the handler).
 */
export const sendSafetyAlertJob = defineJob({
  name: "send-safety-alert",
  payload: z.discriminatedUnion("source", [
    z.object({
      source: z.literal("submission"),
      submissionId: z.string().min(1).max(100),
      categories: categoryCodes,
      /** Set when the second reader found it after the screen's rules had not (ADR 0060); absent for the screen's own alert. */
      raisedBy: z.literal("second-reader").optional(),
    }),
    z.object({
      /** A crisis message in the support chat (ADR 0060): its words are never stored, so only its alert's id and who was signed in. */
      source: z.literal("chat"),
      chatAlertId: z.uuid(),
      userId: z.string().min(1).max(100).nullable(),
      categories: categoryCodes,
      /** When the chat answered with the crisis lines, so a retried job still tells the time it happened. */
      at: z.iso.datetime(),
    }),
    z.object({
      /** A check-in after a report (ADR 0069): its id only; the handler reads whose and which form. */
      source: z.literal("check-in"),
      checkInId: z.uuid(),
      categories: categoryCodes,
    }),
    z.object({
      source: z.literal("draft"),
      entitlementId: z.string().min(1).max(100),
      categories: categoryCodes,
      /** The UTC day the alert was queued for, so a retry after midnight keeps its own day's key. */
      day: z.iso.date(),
    }),
  ]),
  retryLimit: 5,
  // It talks to the mail server itself, like send-email: see EMAIL_JOB_EXPIRE_SECONDS.
  expireInSeconds: EMAIL_JOB_EXPIRE_SECONDS,
  pollingIntervalSeconds: 0.5,
});

export type SafetyAlert = z.infer<typeof sendSafetyAlertJob.payload>;

/** Inside the transaction that stored a check-in's answers: the alert exists if and only if they do. */
export async function enqueueCheckInSafetyAlert(tx: Transaction, checkInId: string, categories: readonly string[]): Promise<void> {
  await enqueueInTransaction(tx, sendSafetyAlertJob, { source: "check-in", checkInId, categories: [...categories] }, { singletonKey: `check-in:${checkInId}` });
}

/** One UTC day, as pg-boss counts singleton slots (aligned to the epoch). */
const DRAFT_ALERT_SLOT_SECONDS = 24 * 60 * 60;

/**
 * Inside the submission's own transaction, when the screen flagged it: the
 * alert exists if and only if the submission does. Call
 * `prepareToEnqueue(sendSafetyAlertJob)` before opening the transaction.
 */
export async function enqueueSubmissionSafetyAlert(
  tx: Transaction,
  submissionId: string,
  categories: readonly string[],
  raisedBy?: "second-reader",
): Promise<void> {
  await enqueueInTransaction(
    tx,
    sendSafetyAlertJob,
    { source: "submission", submissionId, categories: [...categories], ...(raisedBy ? { raisedBy } : {}) },
    { singletonKey: `submission:${submissionId}` },
  );
}

/**
 * Inside a draft save's transaction, when the screen flagged the draft.
 * Autosave runs every few seconds, so one alert per paid copy per UTC day
 * for the same concerns: the singleton key holds for the day's slot even after
 * the first alert has been sent. A save that raises a new concern that day is
 * a new set of categories, so it alerts again. Call
 * `prepareToEnqueue(sendSafetyAlertJob)` first.
 */
export async function enqueueDraftSafetyAlert(tx: Transaction, entitlementId: string, categories: readonly string[]): Promise<void> {
  const sorted = [...categories].sort();
  await enqueueInTransaction(
    tx,
    sendSafetyAlertJob,
    { source: "draft", entitlementId, categories: sorted, day: new Date().toISOString().slice(0, 10) },
    { singletonKey: draftAlertKey(entitlementId, sorted), singletonSeconds: DRAFT_ALERT_SLOT_SECONDS },
  );
}

/** Names one copy's alert for one set of concerns; the handler adds the day to it for the e-mail. */
export function draftAlertKey(entitlementId: string, categories: readonly string[]): string {
  return `draft:${entitlementId}:${[...categories].sort().join(",")}`;
}

/** A crisis message in the support chat: one alert per message the chat answered with the crisis lines (the route limits how many). */
export async function enqueueChatSafetyAlert(alert: { chatAlertId: string; userId: string | null; categories: readonly string[]; at: Date }): Promise<void> {
  await enqueue(
    sendSafetyAlertJob,
    { source: "chat", chatAlertId: alert.chatAlertId, userId: alert.userId, categories: [...alert.categories], at: alert.at.toISOString() },
    { singletonKey: `chat:${alert.chatAlertId}` },
  );
}
