import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import { givePaidCopy, makeUser, storeSubmission, writtenAnswers } from "../../../../tests/support/submission-fixtures";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, staffAuditEvents, submissionViews } from "~/db/schema";
import { getQuestionBank } from "../banks/all-banks";
import { scoreEnneagram } from "../enneagram/score-enneagram";
import { enneagramStatements } from "../enneagram/statements";
import { openSubmission } from "./open-submission.server";
import { readOwnSubmission } from "./read-own-submission.server";

setUpTestDatabase({ dataDir: "open-submission" });

const CANARY = "harbour-canary-5521";

async function depressionSubmission(bankVersion?: string) {
  const client = await makeUser(`client-${crypto.randomUUID().slice(0, 6)}@example.com`);
  const entitlementId = await givePaidCopy({ email: client.email, userId: client.userId, formType: "depression" });
  const answers = writtenAnswers("depression", { q1: `First line ${CANARY}\nSecond line`, q12: "Walking helps." }, "typed@example.com");
  const id = await storeSubmission({ entitlementId, userId: client.userId, email: client.email, formType: "depression", answers, bankVersion });
  return { id, client };
}

describe(`openSubmission (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("records who opened it and when, then returns the answers by section, with every opening listed", async () => {
    const admin = await makeUser("provider.admin@example.com", "admin");
    const { id, client } = await depressionSubmission();
    const when = new Date("2026-04-02T08:30:00Z");

    const opened = await openSubmission(id, admin, when);
    const views = await getDb().select().from(submissionViews).where(eq(submissionViews.submissionId, id));
    expect(views).toEqual([expect.objectContaining({ viewerUserId: admin.userId, viewerEmail: admin.email, viewedAt: when })]);
    // The staff audit log has the same opening, with the form and nothing the client wrote.
    const audited = await getDb().select().from(staffAuditEvents).where(eq(staffAuditEvents.targetId, id));
    expect(audited).toEqual([expect.objectContaining({ action: "submission.opened", actorUserId: admin.userId, actorRole: "admin", detail: "depression", createdAt: when })]);

    expect(opened).toMatchObject({ id, formName: "Depression Assessment", email: client.email, bankVersion: getQuestionBank("depression").version, statusLabel: "Received" });
    expect(opened?.openings).toEqual([{ viewerEmail: admin.email, viewedAt: when }]);
    const answers = opened!.answers;
    if (answers.kind !== "questionnaire") throw new Error("expected a written form");
    expect(answers.clientInfo).toEqual({ email: "typed@example.com", completionDate: "2026-03-01", firstName: "", phone: "", phoneConsent: false });
    const bank = getQuestionBank("depression");
    expect(answers.sections.map((section) => section.title)).toEqual(bank.sections.map((section) => section.title));
    expect(answers.sections[0]?.items[0]).toMatchObject({ id: "q1", question: bank.sections[0]?.questions[0]?.text, answer: `First line ${CANARY}\nSecond line` });
    expect(answers.sections[1]?.items[1]).toMatchObject({ id: "q12", answer: "Walking helps." });
    expect(answers.wordingNote).toBeNull();

    const later = new Date("2026-04-03T10:00:00Z");
    const again = await openSubmission(id, admin, later);
    expect(again?.openings.map((opening) => opening.viewedAt)).toEqual([later, when]);
  });

  it("shows answers given to an earlier wording under today's questions, with a note", async () => {
    const admin = await makeUser("second.admin@example.com", "admin");
    const { id } = await depressionSubmission("depression-v0");
    const opened = await openSubmission(id, admin);
    expect(opened?.answers.wordingNote).toContain("earlier wording of the questions (depression-v0)");
    expect(opened?.answers.kind === "questionnaire" && opened.answers.sections[1]?.items[1]?.answer).toBe("Walking helps.");
  });

  it("lays out an Enneagram submission as its result, all nine scores and every rating", async () => {
    const admin = await makeUser("third.admin@example.com", "admin");
    const client = await makeUser("enneagram.client@example.com");
    const entitlementId = await givePaidCopy({ email: client.email, userId: client.userId, formType: "enneagram" });
    const ratings = Object.fromEntries(enneagramStatements.map((statement) => [statement.id, statement.type === 4 ? 5 : statement.type === 5 ? 4 : 2]));
    const result = scoreEnneagram(ratings);
    const id = await storeSubmission({ entitlementId, userId: client.userId, email: client.email, formType: "enneagram", answers: { ratings, result } });

    const opened = await openSubmission(id, admin);
    const answers = opened!.answers;
    if (answers.kind !== "enneagram") throw new Error("expected the Enneagram");
    expect(answers.result).toMatchObject({ type: 4, typeName: "Individualist", wing: 5, wingName: "Investigator" });
    expect(answers.result?.scores).toHaveLength(9);
    expect(answers.ratings).toHaveLength(enneagramStatements.length);
    expect(answers.ratings[0]).toMatchObject({ statement: enneagramStatements[0]?.text, rating: ratings[enneagramStatements[0]!.id] });
  });

  it("is null, and records nothing, for an id that does not exist", async () => {
    const admin = await makeUser("fourth.admin@example.com", "admin");
    expect(await openSubmission("no-such-submission", admin)).toBeNull();
    expect(await getDb().select().from(submissionViews).where(eq(submissionViews.submissionId, "no-such-submission"))).toEqual([]);
  });

  it("records the opening even when the answers fail to decrypt, and logs no answer text", async () => {
    const admin = await makeUser("fifth.admin@example.com", "admin");
    const { id: target } = await depressionSubmission();
    const { id: donor } = await depressionSubmission();
    // A sealed value copied from another row must not open under this one.
    const [donorRow] = await getDb().select().from(assessmentSubmissions).where(eq(assessmentSubmissions.id, donor));
    await getDb().update(assessmentSubmissions).set({ sealedAnswers: donorRow!.sealedAnswers }).where(eq(assessmentSubmissions.id, target));

    const logged: unknown[] = [];
    const error = vi.spyOn(logger, "error").mockImplementation((...args: unknown[]) => void logged.push(args));
    await expect(openSubmission(target, admin)).rejects.toThrow("could not be opened");
    error.mockRestore();
    expect(await getDb().select().from(submissionViews).where(eq(submissionViews.submissionId, target))).toHaveLength(1);
    expect(JSON.stringify(logged)).toContain(target);
    expect(JSON.stringify(logged)).not.toContain(CANARY);
  });
});

describe(`readOwnSubmission (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("gives a client their own sent answers by section, and records no staff opening", async () => {
    const { id, client } = await depressionSubmission();
    const own = await readOwnSubmission(client.userId, id);
    expect(own).toMatchObject({ id, formName: "Depression Assessment" });
    const answers = own!.answers;
    if (answers.kind !== "questionnaire") throw new Error("expected a written form");
    expect(answers.sections[0]?.items[0]).toMatchObject({ id: "q1", answer: `First line ${CANARY}\nSecond line` });
    expect(await getDb().select().from(submissionViews).where(eq(submissionViews.submissionId, id))).toEqual([]);
  });

  it("gives nothing to anyone else, staff included, or for an unknown id", async () => {
    const { id } = await depressionSubmission();
    const stranger = await makeUser(`stranger-${crypto.randomUUID().slice(0, 6)}@example.com`);
    const admin = await makeUser(`own-admin-${crypto.randomUUID().slice(0, 6)}@example.com`, "admin");
    expect(await readOwnSubmission(stranger.userId, id)).toBeNull();
    expect(await readOwnSubmission(admin.userId, id)).toBeNull();
    const { client } = await depressionSubmission();
    expect(await readOwnSubmission(client.userId, crypto.randomUUID())).toBeNull();
  });
});
