import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { clientWithPaidForm } from "../support/assessment-clients";
import { draftBody, fullAnswers, postDraft, postSubmission, submissionBody } from "../support/assessment-requests";
import { setUpAuthTestbed } from "./auth-testbed";
import { getDb } from "~/db/database.server";
import { assessmentDrafts } from "~/db/schema";
import type * as FormAccess from "~/domains/assessments/form-access.server";

/**
 * The last autosave and the Send click leave the page together (type the last
 * answer, click Send). If the draft save starts while the submission holds the
 * copy and commits, the sent copy must still end with no draft: the answers
 * live on only in the submission.
 *
 * The submission's access check is wrapped so the test can hold the submission
 * with the copy locked while the save starts, which makes the interleaving
 * certain instead of lucky: the save's one statement (ADR 0065) begins before
 * the submission commits and can only finish after it.
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

/** Starts the submission and resolves once it holds the copy, checked; `release` lets it commit. */
async function submissionHeldAfterCheck(entitlementId: string, cookie: string) {
  let checked!: () => void;
  let release!: () => void;
  const passedCheck = new Promise<void>((resolve) => (checked = resolve));
  hold.next = { checked, release: new Promise<void>((resolve) => (release = resolve)) };
  const answer = postSubmission(submissionBody(entitlementId, fullAnswers()), cookie);
  await passedCheck;
  return { answer, release };
}

const lastSave = (entitlementId: string) =>
  draftBody(entitlementId, { email: "", completionDate: "", responses: { q1: "The last words typed." } }, { writerSeq: 50 });

/**
 * Until the save's statement waits for the copy's lock. PostgreSQL says so; PGlite has one
 * connection, so the statement simply queues behind the submission's transaction.
 */
async function saveWaitingForTheCopy(): Promise<void> {
  if (label !== "postgres") return new Promise((resolve) => setTimeout(resolve, 100));
  for (;;) {
    const waiting = (await getDb().execute(
      sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%save_draft(%'`,
    )) as unknown as { rows: { n: number }[] };
    if ((waiting.rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe(`a draft save racing the submission of its copy (${label})`, () => {
  // Both operations lock the copy's entitlement row: the save waits for the submission, then finds it sent.
  it("leaves no draft behind the sent copy", async () => {
    const client = await clientWithPaidForm("race");
    const sending = await submissionHeldAfterCheck(client.entitlementId, client.cookie);
    const late = postDraft(lastSave(client.entitlementId), client.cookie);
    await saveWaitingForTheCopy();
    sending.release();
    const [sent, lateAnswer] = await Promise.all([sending.answer, late]);
    expect(sent.status).toBe(200);
    // The save could not land before the send it waited for: the writer is told the copy was sent.
    expect(lateAnswer.status).toBe(409);

    const rows = await getDb().select().from(assessmentDrafts).where(eq(assessmentDrafts.entitlementId, client.entitlementId));
    expect(rows).toEqual([]);
  });

  it("a save written before the submission is removed by it", async () => {
    const client = await clientWithPaidForm("no-race");
    expect((await postDraft(lastSave(client.entitlementId), client.cookie)).status).toBe(200);
    expect((await postSubmission(submissionBody(client.entitlementId, fullAnswers()), client.cookie)).status).toBe(200);
    const rows = await getDb().select().from(assessmentDrafts).where(eq(assessmentDrafts.entitlementId, client.entitlementId));
    expect(rows).toEqual([]);
  });
});
