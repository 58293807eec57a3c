import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { clientWithPaidForm } from "../support/assessment-clients";
import { draftBody, fullAnswers, postDraft, postSubmission, submissionBody } from "../support/assessment-requests";
import { setUpAuthTestbed } from "./auth-testbed";
import { getDb } from "~/db/database.server";
import { assessmentDrafts } from "~/db/schema";
import type * as FormAccess from "~/domains/assessments/form-access.server";

/**
 * The last autosave and the Send click leave the page together (type the last
 * answer, click Send). If the draft save's access check runs before the
 * submission commits and its write lands after, the sent copy must still end
 * with no draft: the answers live on only in the submission.
 *
 * The access check is wrapped so the test can hold one draft save between its
 * check and its write, which makes the interleaving certain instead of lucky.
 */
const hold = vi.hoisted(() => ({ next: null as null | { checked: () => void; release: Promise<void> } }));
vi.mock("~/domains/assessments/form-access.server", async (importOriginal) => {
  const actual = await importOriginal<typeof FormAccess>();
  return {
    ...actual,
    copyStateFor: async (...args: Parameters<typeof actual.copyStateFor>) => {
      const state = await actual.copyStateFor(...args);
      const pause = hold.next;
      if (pause) {
        hold.next = null;
        pause.checked();
        await pause.release;
      }
      return state;
    },
  };
});

setUpAuthTestbed();

const label = process.env.TEST_DATABASE ?? "pglite";

/** Starts a draft save and resolves once it has passed its access check; `release` lets it write. */
async function draftHeldAfterCheck(entitlementId: string, cookie: string) {
  let checked!: () => void;
  let release!: () => void;
  const passedCheck = new Promise<void>((resolve) => (checked = resolve));
  hold.next = { checked, release: new Promise<void>((resolve) => (release = resolve)) };
  const answer = postDraft(draftBody(entitlementId, { email: "", completionDate: "", responses: { q1: "The last words typed." } }, { writerSeq: 50 }), cookie);
  await passedCheck;
  return { answer, release };
}

describe(`a draft save racing the submission of its copy (${label})`, () => {
  // Both operations lock the copy's entitlement row: the submission waits for the held save, then removes its draft.
  it("leaves no draft behind the sent copy", async () => {
    const client = await clientWithPaidForm("race");
    const late = await draftHeldAfterCheck(client.entitlementId, client.cookie);
    const sending = postSubmission(submissionBody(client.entitlementId, fullAnswers()), client.cookie);
    // Today the submission commits while the save is held. A fix that makes the send wait for
    // the save (a lock) must not deadlock this test: the save is let go after 10 s at most.
    await Promise.race([sending, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    late.release();
    const [sent, lateAnswer] = await Promise.all([sending, late.answer]);
    expect(sent.status).toBe(200);
    // Either order is right for the writer: saved before the send (200), or told it was sent (409).
    expect([200, 409]).toContain(lateAnswer.status);

    const rows = await getDb().select().from(assessmentDrafts).where(eq(assessmentDrafts.entitlementId, client.entitlementId));
    expect(rows).toEqual([]);
  });

  it("a save checked and written before the submission is removed by it", async () => {
    const client = await clientWithPaidForm("no-race");
    const early = await draftHeldAfterCheck(client.entitlementId, client.cookie);
    early.release();
    expect((await early.answer).status).toBe(200);
    expect((await postSubmission(submissionBody(client.entitlementId, fullAnswers()), client.cookie)).status).toBe(200);
    const rows = await getDb().select().from(assessmentDrafts).where(eq(assessmentDrafts.entitlementId, client.entitlementId));
    expect(rows).toEqual([]);
  });
});
