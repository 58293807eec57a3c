import { eq } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, safetySecondReadings } from "~/db/schema";
import { openText, sealingKey } from "~/security/sealing.server";
import type { ReportEvidence } from "~/shared/report-evidence";
import { submissionContext } from "../answer-encryption.server";
import type { AssessmentAnswers } from "../assessment-answers";
import { applyRaises } from "../safety/second-reader/merge-raises";
import { prepareEvidence } from "./prepare-evidence";

/**
 * The evidence the reports lane writes from, for one submission: its answers
 * opened and split into sentences. The lane is not a person reading the
 * answers, so this records no opening in `submission_views` (the lane's own
 * steps are in `report_events`). The stored screen categories are merged in:
 * the evidence can add a flag, never be weaker than what the submission holds;
 * so are the second reader's recorded raises.
 * Null when the submission is gone (its account was deleted).
 */
export async function prepareSubmissionEvidence(submissionId: string): Promise<ReportEvidence | null> {
  const [row] = await getDb().select().from(assessmentSubmissions).where(eq(assessmentSubmissions.id, submissionId));
  if (!row) return null;
  let answers: AssessmentAnswers & { result?: unknown; scaleScores?: unknown; riskScreenResult?: unknown };
  try {
    answers = JSON.parse(openText(row.sealedAnswers, sealingKey(), submissionContext(row.id))) as AssessmentAnswers;
  } catch (error) {
    logger.error({ submissionId, error: error instanceof Error ? error.name : "unknown" }, "submission answers could not be opened for the report");
    throw new Error("This submission's answers could not be opened", { cause: error });
  }
  // The stored copy carries its scores beside the answers (the Enneagram's result, the scales', the risk screen's); the evidence scores again.
  delete answers.result;
  delete answers.scaleScores;
  delete answers.riskScreenResult;
  const evidence = prepareEvidence({
    submissionId: row.id,
    formType: row.formType,
    bankVersion: row.bankVersion,
    submittedAt: row.submittedAt,
    answers,
  });
  const categories = [...new Set([...evidence.safety.categories, ...row.safetyCategories])];
  // The second reader's raises, when it has read this submission (ADR 0060): a tier only ever goes up.
  const [reading] = await getDb().select({ raises: safetySecondReadings.raises }).from(safetySecondReadings).where(eq(safetySecondReadings.submissionId, submissionId));
  return applyRaises({ ...evidence, safety: { ...evidence.safety, categories } }, reading?.raises ?? []);
}
