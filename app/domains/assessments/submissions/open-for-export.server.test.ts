import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import { givePaidCopy, makeUser, storeDraft, storeSubmission, writtenAnswers } from "../../../../tests/support/submission-fixtures";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { assessmentDrafts, assessmentSubmissions } from "~/db/schema";
import { openAnswersForExport } from "./open-for-export.server";

setUpTestDatabase({ dataDir: "open-for-export" });

describe(`openAnswersForExport (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("opens a person's own draft and submission as they wrote them", async () => {
    const client = await makeUser("export.answers@example.com");
    const sent = await givePaidCopy({ email: client.email, userId: client.userId, formType: "marriage" });
    const drafting = await givePaidCopy({ email: client.email, userId: client.userId, formType: "marriage" });
    const answers = writtenAnswers("marriage", { q1: "Sent words" });
    const submissionId = await storeSubmission({ entitlementId: sent, userId: client.userId, email: client.email, formType: "marriage", answers });
    await storeDraft({ entitlementId: drafting, userId: client.userId, formType: "marriage", answers: { email: "", completionDate: "", responses: { q2: "Draft words" } } });

    const [submission] = await getDb().select().from(assessmentSubmissions).where(eq(assessmentSubmissions.id, submissionId));
    const [draft] = await getDb().select().from(assessmentDrafts).where(eq(assessmentDrafts.entitlementId, drafting));
    expect(openAnswersForExport({ kind: "submission", id: submissionId, entitlementId: sent, sealedAnswers: submission!.sealedAnswers })).toEqual(answers);
    expect(openAnswersForExport({ kind: "draft", id: drafting, entitlementId: drafting, sealedAnswers: draft!.sealedAnswers })).toEqual({
      email: "",
      completionDate: "",
      responses: { q2: "Draft words" },
    });
  });

  it("is null, logged by id, for a value that does not open", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    expect(openAnswersForExport({ kind: "submission", id: "s-1", entitlementId: "e-1", sealedAnswers: "v1.AAAA.BBBB.CCCC" })).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ kind: "submission", id: "s-1" }), expect.any(String));
    error.mockRestore();
  });
});
