import { and, eq, isNotNull } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, reports } from "~/db/schema";
import type { FormType } from "~/shared/form-types";
import type { ReportKind } from "~/shared/report-kinds";

/** A delivered report as its owner sees it: what it is, never what it says. */
export type ClientReport = {
  id: string;
  kind: ReportKind;
  formType: FormType;
  pdfKey: string;
  deliveredAt: Date | null;
};

/**
 * The report if it is delivered and `userId` owns it (the submission's
 * account), else null. Callers answer null with 404 whatever the reason, so
 * nobody learns that someone else's report exists.
 */
export async function findDeliveredReport(userId: string, reportId: string): Promise<ClientReport | null> {
  const [row] = await getDb()
    .select({
      id: reports.id,
      kind: reports.kind,
      formType: assessmentSubmissions.formType,
      pdfKey: reports.pdfKey,
      deliveredAt: reports.deliveredAt,
    })
    .from(reports)
    .innerJoin(assessmentSubmissions, eq(assessmentSubmissions.id, reports.submissionId))
    .where(and(eq(reports.id, reportId), eq(assessmentSubmissions.userId, userId), eq(reports.stage, "delivered"), isNotNull(reports.pdfKey)));
  if (!row?.pdfKey) return null;
  return { id: row.id, kind: row.kind as ReportKind, formType: row.formType, pdfKey: row.pdfKey, deliveredAt: row.deliveredAt };
}

/** "catharsis-report-root-cause.pdf": the name a downloaded PDF is saved under. */
export function clientReportFileName(kind: ReportKind): string {
  return `catharsis-report-${kind}.pdf`;
}
