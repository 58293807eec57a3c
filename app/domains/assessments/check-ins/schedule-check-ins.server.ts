import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, checkIns, reports, type CheckInWave } from "~/db/schema";
import { checkInScaleIds } from "./check-in-scales";

const DAY_MS = 24 * 60 * 60 * 1000;

/** When each check-in falls due after the report's delivery (settings; two and six weeks by default). */
export function checkInDueDates(deliveredAt: Date): Record<CheckInWave, Date> {
  const env = getEnv();
  return {
    first: new Date(deliveredAt.getTime() + env.CHECK_IN_FIRST_DAYS * DAY_MS),
    second: new Date(deliveredAt.getTime() + env.CHECK_IN_SECOND_DAYS * DAY_MS),
  };
}

export type ScheduleOutcome = "scheduled" | "already-scheduled" | "not-delivered" | "no-account" | "no-scales";

/**
 * Schedules the two check-ins of a delivered report's answers. Safe to call again (a retried
 * delivery, the second report of the same answers): one pair per submission, keyed in the table.
 * A guest's answers (no account yet) get none: a check-in's history lives behind sign-in.
 */
export async function scheduleCheckIns(reportId: string): Promise<ScheduleOutcome> {
  const [row] = await getDb()
    .select({
      submissionId: reports.submissionId,
      deliveredAt: reports.deliveredAt,
      userId: assessmentSubmissions.userId,
      formType: assessmentSubmissions.formType,
    })
    .from(reports)
    .innerJoin(assessmentSubmissions, eq(assessmentSubmissions.id, reports.submissionId))
    .where(eq(reports.id, reportId));
  if (!row?.deliveredAt) return "not-delivered";
  if (!row.userId) return "no-account";
  const scaleIds = checkInScaleIds(row.formType);
  if (scaleIds.length === 0) return "no-scales";
  const due = checkInDueDates(row.deliveredAt);
  const inserted = await getDb()
    .insert(checkIns)
    .values(
      (["first", "second"] as const).map((wave) => ({
        id: randomUUID(),
        userId: row.userId!,
        submissionId: row.submissionId,
        reportId,
        wave,
        scaleIds,
        dueAt: due[wave],
      })),
    )
    .onConflictDoNothing()
    .returning({ id: checkIns.id });
  return inserted.length > 0 ? "scheduled" : "already-scheduled";
}
