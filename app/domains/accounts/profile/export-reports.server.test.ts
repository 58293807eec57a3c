import { describe, expect, it } from "vitest";
import { givePaidCopy, makeUser, storeSubmission, writtenAnswers } from "../../../../tests/support/submission-fixtures";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import { getDb } from "~/db/database.server";
import { reportDownloads, reportObligations, reports, reportShareLinks } from "~/db/schema";
import { exportUserData } from "./export-user-data.server";

setUpTestDatabase();

describe("the data export's reports", () => {
  it("lists each report a submission owes: where it stands, when it was due and delivered, its downloads and the clinicians it was shared with", async () => {
    const client = await makeUser("export-reports@example.com");
    const entitlementId = await givePaidCopy({ email: client.email, userId: client.userId, formType: "depression" });
    const submissionId = await storeSubmission({ entitlementId, userId: client.userId, email: client.email, formType: "depression", answers: writtenAnswers("depression") });
    const dueAt = new Date("2026-11-24T09:00:00Z");
    const deliveredAt = new Date("2026-11-24T08:00:00Z");
    for (const kind of ["catharsis", "therapist-summary"] as const) {
      await getDb().insert(reportObligations).values({ id: `${submissionId}:${kind}`, submissionId, kind, dueAt, status: kind === "catharsis" ? "delivered" : "owed" });
    }
    const delivered = `${submissionId}:catharsis`;
    await getDb().insert(reports).values({ id: delivered, submissionId, kind: "catharsis", stage: "delivered", deliveredAt, pdfKey: "k" });
    await getDb().insert(reports).values({ id: `${submissionId}:therapist-summary`, submissionId, kind: "therapist-summary", stage: "in-review" });
    await getDb().insert(reportShareLinks).values({
      id: "link-1",
      reportId: delivered,
      userId: client.userId,
      tokenHash: "hash-1",
      clinicianEmail: "dr.rivera@example.com",
      clinicianName: "Dr. Rivera",
      consentVersion: "v1",
      expiresAt: new Date("2026-12-08T08:00:00Z"),
    });
    await getDb().insert(reportDownloads).values([
      { id: "d-1", reportId: delivered, userId: client.userId },
      { id: "d-2", reportId: delivered, shareLinkId: "link-1", viaShareLink: true },
    ]);

    const exported = await exportUserData(client.userId);
    expect(exported?.assessments.submissions[0]?.reports).toEqual([
      {
        kind: "catharsis",
        status: "delivered",
        dueAt,
        deliveredAt,
        downloads: expect.arrayContaining([expect.objectContaining({ byClinician: false }), expect.objectContaining({ byClinician: true })]),
        sharedWith: [expect.objectContaining({ clinicianName: "Dr. Rivera", clinicianEmail: "dr.rivera@example.com", revokedAt: null })],
      },
      { kind: "therapist-summary", status: "in-review", dueAt, deliveredAt: null, downloads: [], sharedWith: [] },
    ]);
    expect(JSON.stringify(exported)).not.toContain("hash-1");
  });
});
