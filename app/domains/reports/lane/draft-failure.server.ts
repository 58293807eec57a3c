import { and, eq, isNotNull } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { reports } from "~/db/schema";
import { draftReportJob, enqueueReportDraft } from "~/jobs/report-lane.server";
import { prepareToEnqueue } from "~/jobs/transactional-enqueue.server";
import { recordStaffAction } from "~/security/staff-audit.server";
import type { StaffAuditAction } from "~/shared/staff/staff-audit-actions";
import { templateDrafter } from "../template/template-drafter";
import { draftAndVerifyReport } from "./draft-report.server";
import { loadReportRow, recordEvent, type LaneActor } from "./lane-records.server";

/**
 * What staff do about a draft that failed (issue 30, ADR 0061): the review
 * queue shows "Drafting failed" with the reason `recordDraftFailure` kept, and
 * offers these two. Both act only while the failure is still recorded, so a
 * second click, or a colleague's, does nothing twice.
 */
export type FailedDraftOutcome = { outcome: "queued" | "drafted" } | { outcome: "refused"; message: string };

export const NOT_FAILED_MESSAGE = "This report is no longer waiting after a failed draft. Reload the list to see where it stands.";

/** "Try again": clears the failure and queues the draft once more, with the drafter the configuration chooses. */
export async function retryFailedDraft(reportId: string, actor: LaneActor): Promise<FailedDraftOutcome> {
  const report = await loadReportRow(reportId);
  const failure = report?.draftFailure;
  if (!report || !failure) return { outcome: "refused", message: NOT_FAILED_MESSAGE };
  await prepareToEnqueue(draftReportJob);
  const queued = await getDb().transaction(async (tx) => {
    // Only the first of two clicks finds the failure still there: the second queues nothing.
    const rows = await tx
      .update(reports)
      .set({ draftFailure: null, updatedAt: new Date() })
      .where(and(eq(reports.id, reportId), eq(reports.revision, report.revision), isNotNull(reports.draftFailure)))
      .returning({ id: reports.id });
    if (rows.length === 0) return false;
    await recordEvent(tx, { reportId, action: "draft-retried", actor, fromRevision: report.revision });
    await audit(tx, actor, "report.draft-retried", reportId, `after: ${failure.reason}`);
    await enqueueReportDraft(tx, reportId, `retry-${failure.failedAt}`);
    return true;
  });
  return queued ? { outcome: "queued" } : { outcome: "refused", message: NOT_FAILED_MESSAGE };
}

/**
 * "Draft with the template": the offline template drafter writes the draft
 * now, marked as a template draft on every page until a reviewer rewrites
 * it, and the report goes to review like any other draft.
 */
export async function draftFailedWithTemplate(reportId: string, actor: LaneActor): Promise<FailedDraftOutcome> {
  const report = await loadReportRow(reportId);
  if (!report?.draftFailure) return { outcome: "refused", message: NOT_FAILED_MESSAGE };
  const reason = report.draftFailure.reason;
  const result = await draftAndVerifyReport(reportId, templateDrafter, {
    afterFailure: true,
    onSaved: (tx) => audit(tx, actor, "report.drafted-with-template", reportId, `after: ${reason}`),
  });
  return result === "drafted" ? { outcome: "drafted" } : { outcome: "refused", message: NOT_FAILED_MESSAGE };
}

type Writer = Parameters<typeof recordStaffAction>[1];

async function audit(tx: Writer, actor: LaneActor, action: StaffAuditAction, reportId: string, detail: string) {
  if (actor.userId === null || !actor.role) return;
  await recordStaffAction({ actor: { userId: actor.userId, email: actor.email, role: actor.role }, action, target: { type: "report", id: reportId }, detail }, tx);
}
