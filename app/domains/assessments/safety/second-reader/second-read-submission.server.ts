import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, reportObligations, safetySecondReadings } from "~/db/schema";
import { enqueueReportPreparation, prepareReportsJob } from "~/jobs/report-lane.server";
import { enqueueSubmissionSafetyAlert, sendSafetyAlertJob } from "~/jobs/send-safety-alert.server";
import { prepareToEnqueue, type Transaction } from "~/jobs/transactional-enqueue.server";
import { isWrittenFormType } from "~/shared/form-types";
import { prepareSubmissionEvidence } from "../../evidence/submission-evidence.server";
import { raisesFrom, urgentCategories, type Raise } from "./merge-raises";
import type { SecondReader } from "./read-for-risk.server";

export type SecondReadResult = "read" | "already-read" | "not-read" | "gone";

/**
 * The second reader's step (ADR 0060), run by the `second-read` job that a written submission
 * queues, when a model is configured, in place of the reports lane's first step. It reads the
 * answers once, records how that went, and applies what it raised: an urgent raise makes the
 * submission urgent (with the model's categories added to the rules') and, if the rules had not
 * already, alerts the provider. Then it starts the reports lane, which prepares the evidence with
 * the recorded raises. The reading, its effects and the lane's start commit together; whatever
 * the model did, the lane starts. A reading already recorded is never asked for again.
 */
export async function secondReadSubmission(submissionId: string, reader: SecondReader | null): Promise<SecondReadResult> {
  await prepareToEnqueue(prepareReportsJob);
  const [recorded] = await getDb().select({ id: safetySecondReadings.id }).from(safetySecondReadings).where(eq(safetySecondReadings.submissionId, submissionId));
  if (recorded) {
    await getDb().transaction((tx) => startReportLane(tx, submissionId));
    return "already-read";
  }
  const evidence = await prepareSubmissionEvidence(submissionId);
  if (!evidence) return "gone";
  if (!reader || !isWrittenFormType(evidence.formType)) {
    // The configuration changed since the submission, or there is nothing written to read.
    await getDb().transaction((tx) => startReportLane(tx, submissionId));
    return "not-read";
  }

  const reading = await reader.read(evidence);
  const { raises, unknownIds } = reading.outcome === "ok" ? raisesFrom(evidence.sentences, reading.findings) : { raises: [], unknownIds: 0 };
  const raisedCategories = urgentCategories(raises);
  if (raisedCategories.length > 0) await prepareToEnqueue(sendSafetyAlertJob);
  const outcome = await getDb().transaction(async (tx) => {
    const rows = await tx
      .insert(safetySecondReadings)
      .values({
        id: randomUUID(),
        submissionId,
        provider: reader.provider,
        model: reader.modelName,
        outcome: reading.outcome,
        raises,
        unknownIds,
        durationMs: reading.durationMs,
      })
      .onConflictDoNothing()
      .returning({ id: safetySecondReadings.id });
    if (rows.length === 0) return null;
    const alerted = raisedCategories.length > 0 ? await raiseSubmission(tx, submissionId, raisedCategories) : false;
    await markReadFirst(tx, submissionId, raises);
    await startReportLane(tx, submissionId);
    return { alerted };
  });
  if (!outcome) return "already-read";
  logger.info(
    {
      submissionId,
      provider: reader.provider,
      model: reader.modelName,
      outcome: reading.outcome,
      ...(reading.outcome === "ok" ? {} : { reason: reading.reason }),
      raised: countByTier(raises),
      unknownIds,
      alerted: outcome.alerted,
      durationMs: reading.durationMs,
    },
    "second reading recorded",
  );
  return "read";
}

/** Adds the raised categories to the submission and makes it urgent; alerts only if it was not urgent already. */
async function raiseSubmission(tx: Transaction, submissionId: string, categories: readonly string[]): Promise<boolean> {
  const [row] = await tx
    .select({ urgent: assessmentSubmissions.urgent, categories: assessmentSubmissions.safetyCategories })
    .from(assessmentSubmissions)
    .where(eq(assessmentSubmissions.id, submissionId))
    .for("update");
  if (!row) return false;
  const merged = [...new Set([...row.categories, ...categories])];
  await tx.update(assessmentSubmissions).set({ safetyCategories: merged, urgent: true }).where(eq(assessmentSubmissions.id, submissionId));
  // Already urgent: the provider was alerted at submission, and the submission's page shows the added categories.
  if (row.urgent) return false;
  await enqueueSubmissionSafetyAlert(tx, submissionId, merged, "second-reader");
  return true;
}

/**
 * A sentence the reader raised to the review tier makes the submission "read first" as the
 * rules' review tier does (ADR 0059): its category joins the stored ones, which the queue, the
 * label and the client's crisis panel read.
 */
async function markReadFirst(tx: Transaction, submissionId: string, raises: readonly Raise[]): Promise<void> {
  const categories = [...new Set(raises.filter((raise) => raise.tier === "review").map((raise) => raise.category))];
  if (categories.length === 0) return;
  const [row] = await tx
    .select({ categories: assessmentSubmissions.reviewRiskCategories })
    .from(assessmentSubmissions)
    .where(eq(assessmentSubmissions.id, submissionId))
    .for("update");
  if (!row) return;
  const merged = [...new Set([...row.categories, ...categories])];
  await tx.update(assessmentSubmissions).set({ reviewRiskCategories: merged }).where(eq(assessmentSubmissions.id, submissionId));
}

/** The reports lane's first step, as the submission would have queued it: only when reports are owed. */
async function startReportLane(tx: Transaction, submissionId: string): Promise<void> {
  const [owed] = await tx.select({ id: reportObligations.id }).from(reportObligations).where(eq(reportObligations.submissionId, submissionId)).limit(1);
  if (owed) await enqueueReportPreparation(tx, submissionId);
}

function countByTier(raises: readonly Raise[]): { urgent: number; review: number } {
  return { urgent: raises.filter((raise) => raise.tier === "urgent").length, review: raises.filter((raise) => raise.tier === "review").length };
}
