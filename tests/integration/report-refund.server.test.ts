import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setUpAuthTestbed } from "./auth-testbed";
import { buy, signedInClient } from "../support/assessment-clients";
import { postSubmission, submissionBody } from "../support/assessment-requests";
import { fictionalAnswers } from "../support/fictional-answers";
import { getDb } from "~/db/database.server";
import { reportObligations } from "~/db/schema";
import { prepareSubmissionEvidence } from "~/domains/assessments/evidence/submission-evidence.server";
import { revokeOrder } from "~/domains/checkout/revoke-order.server";
import { draftAndVerifyReport } from "~/domains/reports/lane/draft-report.server";
import { loadReportRow } from "~/domains/reports/lane/lane-records.server";
import { openReports } from "~/domains/reports/lane/open-reports.server";
import { approveReport } from "~/domains/reports/lane/review-actions.server";
import { templateDrafter } from "~/domains/reports/template/template-drafter";

/** Refunded orders produce nothing (issue 12): the reports a refunded copy still owed are cancelled, and the lane skips them. */
setUpAuthTestbed();

describe("a refund", () => {
  it("cancels the reports its copy still owes, so nothing more is drafted, queued for review or delivered", async () => {
    const client = await signedInClient("refund-reports");
    const purchase = await buy({ email: client.email, userId: client.id }, [{ productId: "complete-bundle", category: "marriage", quantity: 1 }]);
    const sent = await postSubmission(submissionBody(purchase.entitlements[0]!.id, fictionalAnswers("marriage"), { formType: "marriage" }), client.cookie);
    expect(sent.status).toBe(200);
    const submissionId = sent.body.submissionId as string;
    const opened = await openReports((await prepareSubmissionEvidence(submissionId))!);
    expect(opened).toHaveLength(3);
    await getDb().update(reportObligations).set({ status: "delivered" }).where(eq(reportObligations.id, `${submissionId}:catharsis`));

    expect(await revokeOrder(purchase.orderId)).toBe("revoked");
    const statuses = await getDb()
      .select({ id: reportObligations.id, status: reportObligations.status })
      .from(reportObligations)
      .where(eq(reportObligations.submissionId, submissionId));
    expect(Object.fromEntries(statuses.map((row) => [row.id.split(":")[1], row.status]))).toEqual({
      catharsis: "delivered",
      "root-cause": "cancelled",
      "therapist-summary": "cancelled",
    });
    expect(await draftAndVerifyReport(`${submissionId}:root-cause`, templateDrafter)).toBe("skipped");
    expect(await draftAndVerifyReport(`${submissionId}:therapist-summary`, templateDrafter)).toBe("skipped");
  });

  it("stops a report drafted before it from being approved", async () => {
    const client = await signedInClient("refund-approval");
    const purchase = await buy({ email: client.email, userId: client.id }, [{ productId: "catharsis", category: "marriage", quantity: 1 }]);
    const sent = await postSubmission(submissionBody(purchase.entitlements[0]!.id, fictionalAnswers("marriage"), { formType: "marriage" }), client.cookie);
    const reportId = `${sent.body.submissionId as string}:catharsis`;
    await openReports((await prepareSubmissionEvidence(sent.body.submissionId as string))!);
    expect(await draftAndVerifyReport(reportId, templateDrafter)).toBe("drafted");
    expect(await revokeOrder(purchase.orderId)).toBe("revoked");
    const { revision } = (await loadReportRow(reportId))!;
    expect(await approveReport(reportId, { baseRevision: revision }, { userId: null, email: "reviewer@example.com" })).toEqual({
      outcome: "refused",
      message: "This report is no longer owed (its order was refunded, or it was already delivered).",
    });
  });
});
