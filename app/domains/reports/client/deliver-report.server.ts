import { and, eq, isNotNull } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, entitlements, reportObligations, reports, users } from "~/db/schema";
import type { ReportKind } from "~/shared/report-kinds";
import { LANE_SYSTEM, recordEvent } from "../lane/lane-records.server";

export type DeliveryOutcome =
  | { status: "not-deliverable"; reason: "missing" | "not-approved" | "no-pdf" | "not-owed" }
  | {
      status: "delivered";
      /** False when an earlier run delivered it (a retry): the e-mail's key keeps it to one message. */
      now: boolean;
      reportId: string;
      kind: ReportKind;
      /** Whom to tell: the account's current address, or the address on the submission if the account is gone. */
      recipient: { email: string; userId: string | null };
    };

/**
 * Hands an approved, rendered report to its client: the report becomes
 * "delivered" (with the time), its obligation is met, and the audit log
 * says so, in one transaction. Only an approved report with a PDF whose
 * obligation is still owed (not cancelled by a refund) is delivered; a
 * delivered one stays as it is, so a retried job changes nothing.
 */
export async function markReportDelivered(reportId: string, now = new Date()): Promise<DeliveryOutcome> {
  const db = getDb();
  const [row] = await db
    .select({
      stage: reports.stage,
      pdfKey: reports.pdfKey,
      kind: reports.kind,
      obligation: reportObligations.status,
      entitlement: entitlements.status,
      submissionEmail: assessmentSubmissions.email,
      userId: users.id,
      userEmail: users.email,
    })
    .from(reports)
    .innerJoin(reportObligations, eq(reportObligations.id, reports.id))
    .innerJoin(assessmentSubmissions, eq(assessmentSubmissions.id, reports.submissionId))
    .innerJoin(entitlements, eq(entitlements.id, assessmentSubmissions.entitlementId))
    .leftJoin(users, eq(users.id, assessmentSubmissions.userId))
    .where(eq(reports.id, reportId));
  if (!row) return { status: "not-deliverable", reason: "missing" };
  const delivered = {
    status: "delivered",
    reportId,
    kind: row.kind as ReportKind,
    recipient: { email: row.userEmail ?? row.submissionEmail, userId: row.userId },
  } as const;
  if (row.stage === "delivered") return { ...delivered, now: false };
  if (row.stage !== "approved") return { status: "not-deliverable", reason: "not-approved" };
  if (!row.pdfKey) return { status: "not-deliverable", reason: "no-pdf" };
  if (row.obligation !== "owed" || row.entitlement !== "active") return { status: "not-deliverable", reason: "not-owed" };

  const changed = await db.transaction(async (tx) => {
    const updated = await tx
      .update(reports)
      .set({ stage: "delivered", deliveredAt: now, updatedAt: now })
      .where(and(eq(reports.id, reportId), eq(reports.stage, "approved"), isNotNull(reports.pdfKey)))
      .returning({ id: reports.id });
    // Someone else's run got there first, or the report left "approved" meanwhile.
    if (updated.length === 0) return false;
    await tx.update(reportObligations).set({ status: "delivered" }).where(eq(reportObligations.id, reportId));
    await recordEvent(tx, { reportId, action: "delivered", actor: LANE_SYSTEM });
    return true;
  });
  if (changed) return { ...delivered, now: true };
  const [after] = await db.select({ stage: reports.stage }).from(reports).where(eq(reports.id, reportId));
  return after?.stage === "delivered" ? { ...delivered, now: false } : { status: "not-deliverable", reason: "not-approved" };
}
