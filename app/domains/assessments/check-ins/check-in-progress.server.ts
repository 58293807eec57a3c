import { and, asc, eq, inArray } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, checkIns, reports } from "~/db/schema";
import { openText, sealingKey } from "~/security/sealing.server";
import type { ScaleScore } from "~/shared/scale-scores";
import { submissionContext } from "../answer-encryption.server";
import { scaleDefinitions, scaleIds, type ScaleId } from "../scales/scale-definitions";
import type { FormType } from "~/shared/form-types";
import { scoreBankScales } from "../scales/bank-scales";
import { reportedMax } from "../scales/score-scales";
import { describeChange } from "./reliable-change";

export type ProgressPoint = { at: Date; source: "report" | "check-in"; score: number };
export type ScaleProgress = { scaleId: ScaleId; name: string; title: string; max: number; points: ProgressPoint[]; sentence: string };

type SentRow = { id: string; sealedAnswers: string; formType: FormType; bankVersion: string };

/**
 * The scale scores of a sent questionnaire: the starting point of its check-ins. As stored with it,
 * or scored again by code from its answers when it was stored without them.
 */
function submissionScores(row: SentRow): ScaleScore[] {
  try {
    const stored = JSON.parse(openText(row.sealedAnswers, sealingKey(), submissionContext(row.id))) as { scaleScores?: ScaleScore[]; scales?: Record<string, number> };
    return stored.scaleScores ?? scoreBankScales(row.formType, row.bankVersion, stored);
  } catch (error) {
    // The error's name only: a message could quote what it failed on.
    logger.error({ submissionId: row.id, error: error instanceof Error ? error.name : "unknown" }, "scale scores could not be opened");
    return [];
  }
}

/**
 * Each scale over time for one client (issue 33): the scores of the questionnaires their reports
 * came from, then every check-in they answered, oldest first. A scale with one score has no
 * change to show and is left out. Scores only: never a word the client wrote.
 */
export async function loadCheckInProgress(userId: string, only: { submissionId?: string } = {}): Promise<ScaleProgress[]> {
  const answered = await getDb()
    .select({ submissionId: checkIns.submissionId, answeredAt: checkIns.answeredAt, scores: checkIns.scores })
    .from(checkIns)
    .where(
      and(
        eq(checkIns.userId, userId),
        eq(checkIns.state, "answered"),
        only.submissionId === undefined ? undefined : eq(checkIns.submissionId, only.submissionId),
      ),
    )
    .orderBy(asc(checkIns.answeredAt));
  if (answered.length === 0) return [];
  const submissions = await getDb()
    .select({
      id: assessmentSubmissions.id,
      sealedAnswers: assessmentSubmissions.sealedAnswers,
      formType: assessmentSubmissions.formType,
      bankVersion: assessmentSubmissions.bankVersion,
      submittedAt: assessmentSubmissions.submittedAt,
    })
    .from(assessmentSubmissions)
    .where(and(eq(assessmentSubmissions.userId, userId), inArray(assessmentSubmissions.id, [...new Set(answered.map((row) => row.submissionId))])));

  const points = new Map<ScaleId, ProgressPoint[]>();
  const add = (scaleId: string, point: ProgressPoint) => {
    if (!(scaleIds as readonly string[]).includes(scaleId)) return;
    points.set(scaleId as ScaleId, [...(points.get(scaleId as ScaleId) ?? []), point]);
  };
  for (const submission of submissions) {
    for (const score of submissionScores(submission)) add(score.scaleId, { at: submission.submittedAt, source: "report", score: score.score });
  }
  for (const checkIn of answered) {
    for (const score of checkIn.scores ?? []) add(score.scaleId, { at: checkIn.answeredAt!, source: "check-in", score: score.score });
  }

  return scaleIds.flatMap((scaleId) => {
    const series = (points.get(scaleId) ?? []).sort((a, b) => a.at.getTime() - b.at.getTime());
    if (series.length < 2) return [];
    const scale = scaleDefinitions[scaleId];
    return [{ scaleId, name: scale.name, title: scale.title, max: reportedMax(scaleId), points: series, sentence: describeChange(scaleId, scale.name, series[0]!.score, series.at(-1)!.score) }];
  });
}

/**
 * The check-ins that followed one shared report (issue 33): a clinician's page shows the trend of
 * the answers the report came from and the check-ins after it, and nothing of the client's other
 * questionnaires. Empty when none was answered yet, or the account is gone.
 */
export async function loadSharedReportProgress(reportId: string): Promise<ScaleProgress[]> {
  const [row] = await getDb()
    .select({ submissionId: reports.submissionId, userId: assessmentSubmissions.userId })
    .from(reports)
    .innerJoin(assessmentSubmissions, eq(assessmentSubmissions.id, reports.submissionId))
    .where(eq(reports.id, reportId));
  if (!row?.userId) return [];
  return loadCheckInProgress(row.userId, { submissionId: row.submissionId });
}
