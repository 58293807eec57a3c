import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buy, signedInClient, type Client } from "../support/assessment-clients";
import {
  assessmentRowCounts,
  draftBody,
  fullAnswers,
  postDraft,
  postSubmission,
  submissionBody,
} from "../support/assessment-requests";
import { setUpAuthTestbed } from "./auth-testbed";
import { getDb } from "~/db/database.server";
import { assessmentDrafts, assessmentSubmissions, reportObligations } from "~/db/schema";
import { getQueue } from "~/jobs/queue.server";

/**
 * One paid copy is sent once. A double click or a retry (the same
 * client-generated submission id) gets the first answer back and stores
 * nothing more; a different submission for a sent copy is refused.
 */
setUpAuthTestbed();

const label = process.env.TEST_DATABASE ?? "pglite";

/** A client who bought Catharsis + Root Cause on the Depression form: each copy owes two reports. */
async function clientWithCopies(quantity = 1): Promise<Client & { copies: string[] }> {
  const client = await signedInClient("sender");
  const purchase = await buy({ email: client.email, userId: client.id }, [{ productId: "catharsis-root-cause", category: "depression", quantity }]);
  return { ...client, copies: purchase.entitlements.map((entitlement) => entitlement.id) };
}

/** What one copy's submission left behind: its rows, the reports it made due and its e-mail jobs. */
async function storedFor(entitlementId: string) {
  const submissions = await getDb().select().from(assessmentSubmissions).where(eq(assessmentSubmissions.entitlementId, entitlementId));
  const obligations = submissions[0]
    ? await getDb().select().from(reportObligations).where(eq(reportObligations.submissionId, submissions[0].id))
    : [];
  const jobs = submissions[0] ? await getQueue().findJobs("send-submission-emails", { data: { submissionId: submissions[0].id } }) : [];
  const drafts = await getDb().select().from(assessmentDrafts).where(eq(assessmentDrafts.entitlementId, entitlementId));
  return { submissions, obligations, jobs, drafts };
}

describe(`sending a copy twice (${label})`, () => {
  it("with the same submission id, one after the other: both 200 with that id, one submission, one set of reports, one e-mail job", async () => {
    const client = await clientWithCopies();
    const copy = client.copies[0]!;
    const body = submissionBody(copy, fullAnswers());
    const first = await postSubmission(body, client.cookie);
    const retry = await postSubmission(body, client.cookie);
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(first.body.submissionId).toBe(body.submissionId);
    expect(retry.body).toEqual(first.body);

    const stored = await storedFor(copy);
    expect(stored.submissions.map((row) => row.id)).toEqual([body.submissionId]);
    expect(stored.obligations.map((row) => [row.kind, row.status]).sort()).toEqual([["catharsis", "owed"], ["root-cause", "owed"]]);
    expect(stored.jobs).toHaveLength(1);
  });

  it("with the same submission id at the same moment (a double click): both 200, one of everything", async () => {
    const client = await clientWithCopies();
    const copy = client.copies[0]!;
    const body = submissionBody(copy, fullAnswers());
    const before = await assessmentRowCounts();
    const answers = await Promise.all([1, 2, 3].map(() => postSubmission(body, client.cookie)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.submissionId))).toEqual(new Set([body.submissionId]));

    const stored = await storedFor(copy);
    expect(stored.submissions).toHaveLength(1);
    expect(stored.obligations).toHaveLength(2);
    expect(stored.jobs).toHaveLength(1);
    const after = await assessmentRowCounts();
    expect(after.submissions - before.submissions).toBe(1);
    expect(after.obligations - before.obligations).toBe(2);
    expect(after.submissionEmailJobs - before.submissionEmailJobs).toBe(1);
  });

  it("with a different submission id: 409, and the first submission is the only one", async () => {
    const client = await clientWithCopies();
    const copy = client.copies[0]!;
    const first = submissionBody(copy, fullAnswers());
    expect((await postSubmission(first, client.cookie)).status).toBe(200);
    const second = await postSubmission(submissionBody(copy, fullAnswers("depression", () => "Different words.")), client.cookie);
    expect(second.status).toBe(409);
    expect(second.body.error).toBe("This form has already been sent. Thank you — we have your answers.");
    const stored = await storedFor(copy);
    expect(stored.submissions.map((row) => row.id)).toEqual([first.submissionId]);
    expect(stored.jobs).toHaveLength(1);
  });

  it("two different ids for one copy at the same moment: exactly one is accepted", async () => {
    const client = await clientWithCopies();
    const copy = client.copies[0]!;
    const answers = await Promise.all([1, 2].map(() => postSubmission(submissionBody(copy, fullAnswers()), client.cookie)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const stored = await storedFor(copy);
    expect(stored.submissions).toHaveLength(1);
    expect(stored.obligations).toHaveLength(2);
    expect(stored.jobs).toHaveLength(1);
  });
});

describe(`two paid copies (${label})`, () => {
  it("are sent once each; a third send is refused, and reusing a sent id for the other copy is refused", async () => {
    const client = await clientWithCopies(2);
    expect(client.copies).toHaveLength(2);
    const [one, two] = client.copies as [string, string];
    const first = submissionBody(one, fullAnswers());
    expect((await postSubmission(first, client.cookie)).status).toBe(200);
    // The same id cannot send the other copy: that would be a different submission under a reused id.
    expect((await postSubmission({ ...first, entitlementId: two }, client.cookie)).status).toBe(409);
    expect((await postSubmission(submissionBody(two, fullAnswers()), client.cookie)).status).toBe(200);
    expect((await postSubmission(submissionBody(one, fullAnswers()), client.cookie)).status).toBe(409);
    expect((await postSubmission(submissionBody(two, fullAnswers()), client.cookie)).status).toBe(409);

    for (const copy of [one, two]) {
      const stored = await storedFor(copy);
      expect(stored.submissions).toHaveLength(1);
      expect(stored.obligations).toHaveLength(2);
      expect(stored.jobs).toHaveLength(1);
    }
  });
});

describe(`a sent copy's draft (${label})`, () => {
  it("is removed by the submission, and a later draft save is refused with 409", async () => {
    const client = await clientWithCopies(2);
    const [one, two] = client.copies as [string, string];
    const partial = { email: "", completionDate: "", responses: { q1: "Half a thought." } };
    expect((await postDraft(draftBody(one, partial), client.cookie)).status).toBe(200);
    expect((await postDraft(draftBody(two, partial), client.cookie)).status).toBe(200);
    expect((await storedFor(one)).drafts).toHaveLength(1);

    expect((await postSubmission(submissionBody(one, fullAnswers()), client.cookie)).status).toBe(200);
    expect((await storedFor(one)).drafts).toEqual([]);
    // The other copy's draft is not touched.
    expect((await storedFor(two)).drafts).toHaveLength(1);

    const late = await postDraft(draftBody(one, partial, { writerSeq: 99 }), client.cookie);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe("This form has already been sent. Thank you — we have your answers.");
    expect((await storedFor(one)).drafts).toEqual([]);
  });
});
