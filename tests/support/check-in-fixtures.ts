import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { checkIns, reportObligations, reports } from "~/db/schema";
import type { QuestionnaireFormType } from "~/domains/assessments/question-bank";
import { storeReportPdf } from "~/domains/reports/storage/report-files.server";
import { deliverReport } from "~/job-handlers/deliver-report.server";
import { givePaidCopy, makeUser, storeSubmission, writtenAnswers } from "./submission-fixtures";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A client whose Catharsis Report of `formType` answers was approved, rendered and delivered just now (issue 33). */
export async function deliveredReport(label: string, formType: QuestionnaireFormType = "marriage") {
  const email = `${label}-${randomUUID().slice(0, 6)}@example.com`;
  const { userId } = await makeUser(email);
  const entitlementId = await givePaidCopy({ email, userId, formType });
  const submissionId = await storeSubmission({ entitlementId, userId, email, formType, answers: writtenAnswers(formType, {}, email) });
  const reportId = `${submissionId}:catharsis`;
  await getDb().insert(reportObligations).values({ id: reportId, submissionId, kind: "catharsis", dueAt: new Date(Date.now() + DAY_MS) });
  const pdfKey = await storeReportPdf(reportId, Buffer.from("%PDF-1.7 test report"));
  await getDb().insert(reports).values({ id: reportId, submissionId, kind: "catharsis", stage: "approved", pdfKey, approvedAt: new Date() });
  await deliverReport({ reportId });
  const [report] = await getDb().select({ deliveredAt: reports.deliveredAt }).from(reports).where(eq(reports.id, reportId));
  return { email, userId, submissionId, reportId, deliveredAt: report!.deliveredAt! };
}

export const checkInsOf = (userId: string) => getDb().select().from(checkIns).where(eq(checkIns.userId, userId)).orderBy(checkIns.dueAt);
