import { utimes } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { givePaidCopy, makeUser, storeSubmission, writtenAnswers } from "../../../../tests/support/submission-fixtures";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import { getEnv } from "~/config/env.server";
import { dataPaths } from "~/config/paths.server";
import { getDb } from "~/db/database.server";
import { reportObligations, reports } from "~/db/schema";
import { getFileStorage } from "./file-storage.server";
import { removeUnreferencedReportFiles } from "./prune-report-files.server";
import { REPORT_FILES_BUCKET, storeReportPdf } from "./report-files.server";

setUpTestDatabase({ dataDir: "prune-report-files" });

const HOUR = 3_600_000;

async function ageFile(key: string, hours: number) {
  const when = new Date(Date.now() - hours * HOUR);
  await utimes(path.join(dataPaths(getEnv()).files, REPORT_FILES_BUCKET, key), when, when);
}

describe("report files nobody names", () => {
  it("go in the nightly prune; a report's own file, and a file a render has only just stored, stay", async () => {
    const client = await makeUser("prune-files@example.com");
    const entitlementId = await givePaidCopy({ email: client.email, userId: client.userId, formType: "depression" });
    const submissionId = await storeSubmission({ entitlementId, userId: client.userId, email: client.email, formType: "depression", answers: writtenAnswers("depression") });
    const reportId = `${submissionId}:catharsis`;
    await getDb().insert(reportObligations).values({ id: reportId, submissionId, kind: "catharsis", dueAt: new Date() });
    const kept = await storeReportPdf(reportId, Buffer.from("%PDF the delivered report"));
    await getDb().insert(reports).values({ id: reportId, submissionId, kind: "catharsis", stage: "delivered", pdfKey: kept });

    const orphan = await storeReportPdf("deleted-account-submission:catharsis", Buffer.from("%PDF an account's deleted report"));
    const justRendered = await storeReportPdf(reportId, Buffer.from("%PDF a render whose row is being saved"));
    await ageFile(kept, 48);
    await ageFile(orphan, 48);

    expect(await removeUnreferencedReportFiles()).toBe(1);
    const left = (await getFileStorage(getEnv()).list(REPORT_FILES_BUCKET)).map((file) => file.key).sort();
    expect(left).toEqual([kept, justRendered].sort());
    expect(await removeUnreferencedReportFiles()).toBe(0);
  });
});
