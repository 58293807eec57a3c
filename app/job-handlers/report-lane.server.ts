import { prepareSubmissionEvidence } from "~/domains/assessments/evidence/submission-evidence.server";
import { getReportDrafter } from "~/domains/reports/create-drafter.server";
import { draftAndVerifyReport } from "~/domains/reports/lane/draft-report.server";
import { openReports } from "~/domains/reports/lane/open-reports.server";
import { renderApprovedReport } from "~/domains/reports/lane/render-report.server";
import { secondReadSubmission } from "~/domains/assessments/safety/second-reader/second-read-submission.server";
import { getSecondReader } from "~/domains/assessments/safety/second-reader/second-reader.server";
import { logger } from "~/config/logger.server";

/** Step 0, with a model configured (ADR 0060): the second reader reads the answers for risk, then starts step 1. */
export async function secondRead({ submissionId }: { submissionId: string }): Promise<void> {
  const result = await secondReadSubmission(submissionId, getSecondReader());
  if (result === "gone") logger.warn({ submissionId }, "second reading skipped: the submission no longer exists");
}

/** Step 1: split the submission's answers into cited sentences, then start each report it owes. */
export async function prepareReports({ submissionId }: { submissionId: string }): Promise<void> {
  const evidence = await prepareSubmissionEvidence(submissionId);
  if (!evidence) {
    logger.warn({ submissionId }, "reports not prepared: the submission no longer exists");
    return;
  }
  await openReports(evidence);
}

/** Steps 2–3: draft with the configured drafter, verify, and queue for review. */
export async function draftReport({ reportId }: { reportId: string }): Promise<void> {
  await draftAndVerifyReport(reportId, getReportDrafter());
}

/** Step 5: render an approved report and queue its delivery. */
export async function renderReport({ reportId }: { reportId: string }): Promise<void> {
  await renderApprovedReport(reportId);
}
