import { describe, expect, it } from "vitest";
import { givePaidCopy, makeUser, storeDraft, storeSubmission, writtenAnswers } from "../support/submission-fixtures";
import { setUpTestDatabase } from "../support/test-database";
import { nextStepAfterSignIn } from "~/domains/accounts/profile/next-step.server";
import { getAccountOverview } from "~/domains/accounts/profile/account-overview.server";
import { recordSafetyFollowUp } from "~/domains/assessments/safety/follow-up.server";

/** Issue 34: signing in takes a client to what she has to do next, and crisis support stays in sight while a flag is open. */
setUpTestDatabase({ dataDir: "sign-in-next-step" });

const address = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe("after signing in with no page to return to", () => {
  it("a client goes to the questionnaire she left part-way, before one she has not started", async () => {
    const client = await makeUser(address("draft"));
    const marriage = await givePaidCopy({ email: client.email, userId: client.userId, formType: "marriage" });
    await givePaidCopy({ email: client.email, userId: client.userId, formType: "death-grief" });
    // Two not started: the first as /account lists them.
    expect(await nextStepAfterSignIn(client.email)).toBe("/death-grief-form");
    await storeDraft({ entitlementId: marriage, userId: client.userId, formType: "marriage", answers: writtenAnswers("marriage") });
    expect(await nextStepAfterSignIn(client.email.toUpperCase())).toBe("/marriage-report-form");
  });

  it("a client whose answers are all sent goes to her reports; one with nothing bought, and staff, go home", async () => {
    const client = await makeUser(address("sent"));
    const copy = await givePaidCopy({ email: client.email, userId: client.userId, formType: "depression" });
    await storeSubmission({ entitlementId: copy, userId: client.userId, email: client.email, formType: "depression", answers: writtenAnswers("depression") });
    expect(await nextStepAfterSignIn(client.email)).toBe("/account#reports");
    expect(await nextStepAfterSignIn((await makeUser(address("new"))).email)).toBe("/");
    expect(await nextStepAfterSignIn((await makeUser(address("staff"), "admin")).email)).toBe("/");
    expect(await nextStepAfterSignIn(address("nobody"))).toBe("/");
  });
});

describe("crisis support on the account page", () => {
  it("stays while a flagged submission has no follow-up, and goes once staff have followed it up", async () => {
    const client = await makeUser(address("flagged"));
    const copy = await givePaidCopy({ email: client.email, userId: client.userId, formType: "depression" });
    expect((await getAccountOverview(client.userId)).crisisSupportOpen).toBe(false);
    const submissionId = await storeSubmission({
      entitlementId: copy,
      userId: client.userId,
      email: client.email,
      formType: "depression",
      answers: writtenAnswers("depression"),
      safetyCategories: ["suicidal-thoughts"],
    });
    expect((await getAccountOverview(client.userId)).crisisSupportOpen).toBe(true);
    const staff = await makeUser(address("staff"), "admin");
    await recordSafetyFollowUp(submissionId, staff, { note: "Called; safe, seeing her doctor this week." });
    expect((await getAccountOverview(client.userId)).crisisSupportOpen).toBe(false);
  });

  it("stays for a 'read first' submission (a sentence only the review tier heard) until staff record a follow-up on it", async () => {
    const client = await makeUser(address("read-first"));
    const copy = await givePaidCopy({ email: client.email, userId: client.userId, formType: "depression" });
    const submissionId = await storeSubmission({
      entitlementId: copy,
      userId: client.userId,
      email: client.email,
      formType: "depression",
      answers: writtenAnswers("depression"),
      reviewRiskCategories: ["suicidal-thoughts"],
    });
    expect((await getAccountOverview(client.userId)).crisisSupportOpen).toBe(true);
    const staff = await makeUser(address("staff"), "admin");
    expect(await recordSafetyFollowUp(submissionId, staff, { note: "Read it; called, he is safe." })).toMatchObject({ id: expect.any(String) });
    expect((await getAccountOverview(client.userId)).crisisSupportOpen).toBe(false);
  });
});
