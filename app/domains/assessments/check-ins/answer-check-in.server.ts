import { and, eq, gt } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { checkIns } from "~/db/schema";
import { enqueueCheckInSafetyAlert, sendSafetyAlertJob } from "~/jobs/send-safety-alert.server";
import { prepareToEnqueue } from "~/jobs/transactional-enqueue.server";
import { sealText, sealingKey } from "~/security/sealing.server";
import { PHQ9_RISK_CATEGORY } from "~/shared/scale-scores";
import { checkInContext } from "../answer-encryption.server";
import { assessRisk } from "../safety/screen";
import { asqAcute, asqCategories, scoreAsq } from "../scales/asq";
import { phq9RiskRaised, scoreScales } from "../scales/score-scales";
import type { ScaleId } from "../scales/scale-definitions";
import type { CheckInAnswers } from "./check-in-answers";

export type CheckInSafety = {
  /** What alerts the provider at once: the urgent tier's categories, PHQ-9 item 9 above zero, a positive ASQ. */
  urgentCategories: string[];
  /** The client sees crisis support first: anything above, or a sentence only the review tier heard. */
  crisis: boolean;
  acute: boolean;
};

/**
 * The same safety rules as a submission (ADRs 17, 57, 58): the open answer through `assessRisk`
 * (both tiers), PHQ-9 item 9 above zero, and the ASQ. Pure; never returns the words.
 */
export function judgeCheckIn(answers: CheckInAnswers): CheckInSafety {
  const text = answers.changes ? assessRisk(answers.changes) : { level: "none" as const, categories: [] };
  const urgentCategories = [
    ...(text.level === "urgent" ? text.categories : []),
    ...(phq9RiskRaised(answers.scales) ? [PHQ9_RISK_CATEGORY] : []),
    ...asqCategories(answers.scales),
  ];
  return { urgentCategories, crisis: urgentCategories.length > 0 || text.level === "review", acute: asqAcute(answers.scales) };
}

export type AnswerOutcome = { status: "answered"; crisis: boolean } | { status: "gone" };

/**
 * Stores a check-in's answers, once: the update from "invited", before the link's expiry, lets
 * one request win, so a double click or a second tab finds the link used. Scores are computed
 * here by code; the answers are sealed ("check-in:<id>"). An urgent result queues the provider's
 * alert in the same transaction: the alert exists if and only if the answers do.
 */
export async function answerCheckIn(checkIn: { checkInId: string; scaleIds: readonly ScaleId[] }, answers: CheckInAnswers, now = new Date()): Promise<AnswerOutcome> {
  const safety = judgeCheckIn(answers);
  const scores = scoreScales(checkIn.scaleIds, answers.scales).map(({ scaleId, score, max }) => ({ scaleId, score, max }));
  const riskScreen = scoreAsq(answers.scales);
  if (safety.urgentCategories.length > 0) await prepareToEnqueue(sendSafetyAlertJob);
  const stored = await getDb().transaction(async (tx) => {
    const updated = await tx
      .update(checkIns)
      .set({
        state: "answered",
        answeredAt: now,
        scores,
        riskScreenOutcome: riskScreen?.outcome ?? null,
        safetyCategories: safety.urgentCategories,
        sealedAnswers: sealText(JSON.stringify(answers), sealingKey(), checkInContext(checkIn.checkInId)),
      })
      .where(and(eq(checkIns.id, checkIn.checkInId), eq(checkIns.state, "invited"), gt(checkIns.expiresAt, now)))
      .returning({ id: checkIns.id });
    if (updated.length === 0) return false;
    if (safety.urgentCategories.length > 0) await enqueueCheckInSafetyAlert(tx, checkIn.checkInId, safety.urgentCategories);
    return true;
  });
  if (!stored) return { status: "gone" };
  // Counts and flags only: never a score or a word of the answers.
  logger.info({ checkInId: checkIn.checkInId, urgent: safety.urgentCategories.length > 0, crisis: safety.crisis }, "check-in answered");
  return { status: "answered", crisis: safety.crisis };
}
