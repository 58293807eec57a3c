import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { givePaidCopies, givePaidCopy, makeUser, storeDraft, storeSubmission, writtenAnswers } from "../../../tests/support/submission-fixtures";
import { loadDraft } from "./load-draft.server";
import { findEarlierAnswers, startDraftFromEarlierAnswers } from "./reuse-answers.server";

// Its own data folder: the development answer key is generated there.
setUpTestDatabase({ dataDir: "reuse-answers" });

/** A client who sent the Depression form once (an older wording's extra answer included) and bought a second copy. */
async function returningClient(email: string) {
  const client = await makeUser(email);
  const firstCopy = await givePaidCopy({ email, userId: client.userId, formType: "depression" });
  const answers = { ...writtenAnswers("depression", { q4: "The garden is where I think of her." }, email), firstName: "Ada" };
  const submissionId = await storeSubmission({
    entitlementId: firstCopy,
    userId: client.userId,
    email,
    formType: "depression",
    // As the app stores a submission: the scores computed from the scales beside the answers.
    answers: { ...answers, responses: { ...answers.responses, q99: "An answer to a question no longer asked." }, scaleScores: [{ scale: "phq9", total: 5 }] },
    submittedAt: new Date("2026-10-02T10:00:00Z"),
  });
  const secondCopy = await givePaidCopy({ email, userId: client.userId, formType: "depression" });
  return { ...client, submissionId, secondCopy };
}

describe(`starting a new copy from earlier answers (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("finds the client's last sent answers to the form, and starts the new copy's draft from them for review", async () => {
    const client = await returningClient("returning@example.com");
    expect(await findEarlierAnswers(client.userId, "depression", client.secondCopy)).toEqual({ submissionId: client.submissionId, submittedAt: new Date("2026-10-02T10:00:00Z") });
    expect(await findEarlierAnswers(client.userId, "marriage", client.secondCopy)).toBeNull();

    const result = await startDraftFromEarlierAnswers({ userId: client.userId, formType: "depression", entitlementId: client.secondCopy, submissionId: client.submissionId });
    expect(result.outcome).toBe("saved");
    const draft = await loadDraft(client.userId, client.secondCopy);
    const answers = draft?.answers as ReturnType<typeof writtenAnswers> & { firstName?: string };
    expect(answers.responses.q4).toBe("The garden is where I think of her.");
    expect(answers.responses).not.toHaveProperty("q99");
    expect(answers.firstName).toBe("Ada");
    // The scales carry over; the risk screen's answers never do: it asks about the past few weeks and now, so it is asked afresh.
    const written = writtenAnswers("depression").scales!;
    expect(written).toHaveProperty("asq-1");
    expect(answers.scales).toEqual(Object.fromEntries(Object.entries(written).filter(([id]) => !id.startsWith("asq-"))));
    // A new completion: the client dates it.
    expect(answers.completionDate).toBe("");
  });

  it("offers nothing to a copy bought in the same order as the one sent: copies bought together start empty", async () => {
    const client = await makeUser("two-copies@example.com");
    const [first, second] = await givePaidCopies({ email: client.email, userId: client.userId, formType: "marriage" }, 2);
    await storeSubmission({ entitlementId: first!, userId: client.userId, email: client.email, formType: "marriage", answers: writtenAnswers("marriage") });
    expect(await findEarlierAnswers(client.userId, "marriage", second!)).toBeNull();
  });

  it("never writes over a draft the client has begun, and never from someone else's answers", async () => {
    const client = await returningClient("begun@example.com");
    await storeDraft({ entitlementId: client.secondCopy, userId: client.userId, formType: "depression", answers: writtenAnswers("depression", { q1: "Begun." }) });
    expect(await startDraftFromEarlierAnswers({ userId: client.userId, formType: "depression", entitlementId: client.secondCopy, submissionId: client.submissionId })).toEqual({ outcome: "has-draft" });

    const stranger = await returningClient("stranger@example.com");
    const other = await returningClient("other@example.com");
    expect(await startDraftFromEarlierAnswers({ userId: stranger.userId, formType: "depression", entitlementId: stranger.secondCopy, submissionId: other.submissionId })).toEqual({ outcome: "not-found" });
    expect(await loadDraft(stranger.userId, stranger.secondCopy)).toBeNull();
    // Nor into a copy that is not theirs.
    expect(await startDraftFromEarlierAnswers({ userId: stranger.userId, formType: "depression", entitlementId: other.secondCopy, submissionId: stranger.submissionId })).toEqual({ outcome: "no-access" });
    expect(await loadDraft(other.userId, other.secondCopy)).toBeNull();
  });
});
