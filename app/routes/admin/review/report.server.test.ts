import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { signInCookie } from "../../../../tests/integration/auth-testbed";
import { fictionalAnswers, MARRIAGE_CITABLE_SENTENCE } from "../../../../tests/support/fictional-answers";
import { givePaidCopy, storeSubmission, writtenAnswers } from "../../../../tests/support/submission-fixtures";
import { answerOf, signInTo } from "../../../../tests/support/staff-sign-in";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import { getDb } from "~/db/database.server";
import { reportEvents, reportObligations, reports, staffAuditEvents, submissionViews } from "~/db/schema";
import { createUserDirectly } from "~/domains/accounts/sign-in/create-user.server";
import { prepareSubmissionEvidence } from "~/domains/assessments/evidence/submission-evidence.server";
import { recordSafetyFollowUp } from "~/domains/assessments/safety/follow-up.server";
import { setReportDrafter } from "~/domains/reports/create-drafter.server";
import type { ReportDocument } from "~/domains/reports/document/report-document";
import { DraftingFailedError, type ReportDrafter } from "~/domains/reports/document/report-drafter";
import { draftAndVerifyReport } from "~/domains/reports/lane/draft-report.server";
import { openDocument, openEventDetail, sealDocument, storeEvidence } from "~/domains/reports/lane/lane-records.server";
import { openReports } from "~/domains/reports/lane/open-reports.server";
import { FAILING_EDIT_MESSAGE, RISK_NOTE_MISSING, STALE_MESSAGE } from "~/domains/reports/lane/review-actions.server";
import { awaitingReviewMessage } from "~/domains/reports/lane/section-reviews.server";
import { templateDrafter } from "~/domains/reports/template/template-drafter";
import { exampleEvidence, exampleReport } from "~/domains/reports/verify/example-reports";
import type { ReportReviewPage, ReviewActionResult } from "~/features/admin/report-review/review-view";
import { formMessages } from "~/features/admin/report-review/section-editor/section-from-form";
import { formEntries, formFromSection } from "~/features/admin/report-review/section-editor/section-form";
import { registerJob } from "~/jobs/queue.server";
import { draftReportJob, renderReportJob } from "~/jobs/report-lane.server";
import { action as reviewAction, loader as reviewLoader } from "./report";

/**
 * The review page as a browser's requests reach it, with real session
 * cookies: only an admin reads or acts; every action names its revision and
 * goes in the audit log; a refusal keeps the reviewer's text; approval waits
 * for a clean verification, on a flagged submission the safety follow-up, and
 * every section edited or accepted; it shows what it sends and asks once.
 */
const noop = async () => {};
const staffAuditOf = (reportId: string) =>
  getDb().select().from(staffAuditEvents).where(eq(staffAuditEvents.targetId, reportId)).orderBy(staffAuditEvents.createdAt);
setUpTestDatabase({ dataDir: "report-review", queue: { work: false, jobs: [registerJob(draftReportJob, noop), registerJob(renderReportJob, noop)] } });
afterEach(() => setReportDrafter(undefined));

const PASSWORD = "a long passphrase for report review tests";

async function person(email: string, role: "client" | "admin") {
  const created = await createUserDirectly({ email, password: PASSWORD, verified: true, role });
  if (!created) throw new Error(`could not create ${email}`);
  return { id: created.id, email, cookie: await signInCookie(email, PASSWORD) };
}

/** A Catharsis Report in review at revision 1, written from the example evidence (it passes verification unless changed). */
async function reportInReview(client: { id: string; email: string }, options: { flagged?: boolean; change?: (document: ReportDocument) => void } = {}) {
  const entitlementId = await givePaidCopy({ email: client.email, userId: client.id, formType: "depression" });
  const submissionId = await storeSubmission({
    entitlementId,
    userId: client.id,
    email: client.email,
    formType: "depression",
    answers: writtenAnswers("depression"),
    safetyCategories: options.flagged ? ["suicidal-thoughts"] : [],
  });
  const reportId = randomUUID();
  await getDb().insert(reportObligations).values({ id: reportId, submissionId, kind: "catharsis", dueAt: new Date(Date.now() + 20 * 3_600_000) });
  const evidence = { ...exampleEvidence({ flagged: options.flagged }), submissionId };
  await storeEvidence(getDb(), evidence);
  const document = exampleReport("catharsis", evidence);
  options.change?.(document);
  await getDb()
    .insert(reports)
    .values({ id: reportId, submissionId, kind: "catharsis", stage: "in-review", revision: 1, sealedDocument: sealDocument(reportId, document), verificationFailures: [] });
  return { reportId, submissionId, document };
}

type Fields = Record<string, string> | [string, string][];

const requestAs = (path: string, cookie?: string, body?: Fields) =>
  new Request(`http://localhost:3000${path}`, {
    method: body ? "POST" : "GET",
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
    ...(body ? { body: new URLSearchParams(body) } : {}),
  });

type Answer<T> = { data: T; init: { status?: number; headers: Record<string, string> } | null };

const load = async (reportId: string, cookie?: string) =>
  ((await reviewLoader({ request: requestAs(`/admin/reports/${reportId}`, cookie), params: { reportId }, context: {} } as never)) as unknown as Answer<{ review: ReportReviewPage }>).data.review;

const act = (reportId: string, fields: Fields, cookie?: string) =>
  reviewAction({ request: requestAs(`/admin/reports/${reportId}`, cookie, fields), params: { reportId }, context: {} } as never) as Promise<unknown>;

/** A refusal's status and body; fails the test on a redirect. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; result: ReviewActionResult }> {
  const answer = await call;
  if (answer instanceof Response) throw new Error(`expected a refusal, got a ${answer.status} to ${answer.headers.get("Location")}`);
  const { data, init } = answer as Answer<ReviewActionResult>;
  return { status: init?.status ?? 200, result: data };
}

/** A success: the redirect's target, with the toast cookie set. */
async function success(call: Promise<unknown>): Promise<string | null> {
  const answer = await call;
  if (!(answer instanceof Response)) throw new Error(`expected a redirect, got ${JSON.stringify((answer as Answer<unknown>).data)}`);
  expect(answer.headers.get("Set-Cookie")).toContain("catharsis_toast=");
  return answer.headers.get("Location");
}

async function statusOf(call: () => Promise<unknown>): Promise<number> {
  try {
    const answer = (await call()) as Answer<unknown> | Response;
    return answer instanceof Response ? answer.status : (answer.init?.status ?? 200);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

/** Accepts, through the page's own form, every section the review page shows as not yet reviewed. */
async function acceptTheRest(reportId: string, cookie: string) {
  const review = await load(reportId, cookie);
  for (const section of review.sections.filter((candidate) => !candidate.review)) {
    await success(act(reportId, { intent: "accept", sectionId: section.id, baseRevision: String(review.report.revision) }, cookie));
  }
}

/** Approval as the page makes it: the summary first, then the one confirmation. */
async function approveWithSummary(reportId: string, fields: Record<string, string>, cookie: string) {
  const summary = await refusal(act(reportId, { intent: "approve", ...fields }, cookie));
  expect(summary).toMatchObject({ status: 200, result: { intent: "approve-summary" } });
  return success(act(reportId, { intent: "approve", confirm: "yes", ...fields }, cookie));
}

/**
 * The plain editor's form for one section as a browser posts it (ADR 0070), with `words` written into the
 * fields named (a statement's text: "b0.c0.text") and the citations of `uncite` removed.
 */
function editForm(section: Pick<ReportDocument["sections"][number], "id" | "blocks">, baseRevision: string, words: Record<string, string> = {}, uncite: string[] = []): [string, string][] {
  const fields = formEntries(formFromSection(section))
    .filter(([name]) => !uncite.some((item) => name === `${item}.cite`))
    .map(([name, value]): [string, string] => [name, words[name] ?? value]);
  return [["intent", "edit"], ["sectionId", section.id], ["baseRevision", baseRevision], ...fields];
}
const firstStatement = (section: Pick<ReportDocument["sections"][number], "blocks">) => {
  const block = section.blocks.findIndex((candidate) => candidate.type === "paragraph");
  const claim = section.blocks[block]!.type === "paragraph" ? (section.blocks[block] as { claims: { text: string }[] }).claims[0]! : null;
  return { item: `b${block}.c0`, text: claim!.text };
};
const statementOf = (document: ReportDocument, sectionId: string) => firstStatement(document.sections.find((section) => section.id === sectionId)!).text;

const eventsOf = (reportId: string) => getDb().select().from(reportEvents).where(eq(reportEvents.reportId, reportId));
const rowOf = async (reportId: string) => (await getDb().select().from(reports).where(eq(reports.id, reportId)))[0]!;

describe(`/admin/reports/:reportId (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("answers 404 to the client and asks a signed-out visitor to sign in, for the page and every action, and reads or writes nothing", async () => {
    const client = await person("review.own@example.com", "client");
    const { reportId, submissionId } = await reportInReview(client);
    for (const [cookie, answer] of [[undefined, signInTo(`/admin/reports/${reportId}`)], [client.cookie, 404]] as const) {
      expect(await answerOf(() => load(reportId, cookie))).toBe(answer);
      expect(await answerOf(() => act(reportId, { intent: "approve", baseRevision: "1" }, cookie))).toBe(answer);
      expect(await answerOf(() => act(reportId, { intent: "send-back", baseRevision: "1", note: "Rewrite it" }, cookie))).toBe(answer);
    }
    expect(await eventsOf(reportId)).toEqual([]);
    expect(await getDb().select().from(submissionViews).where(eq(submissionViews.submissionId, submissionId))).toEqual([]);
    expect((await rowOf(reportId)).stage).toBe("in-review");
  });

  it("shows an admin the answers beside the draft and records the reading as an opening; an unknown report is 404", async () => {
    const client = await person("review.reader@example.com", "client");
    const admin = await person("review.reader.admin@example.com", "admin");
    const { reportId, submissionId, document } = await reportInReview(client);

    const review = await load(reportId, admin.cookie);
    expect(review.report).toMatchObject({ kindLabel: "Catharsis Report", stage: "in-review", revision: 1, overdue: false });
    expect(review.report.timeLeft).toMatch(/^(19|20) h( \d+ min)? left$/);
    expect(review.client).toMatchObject({ email: client.email, formName: "Depression Assessment", urgent: false });
    expect(review.document).toMatchObject({ isTemplateDraft: true });
    expect(review.failures).toEqual([]);
    // Nobody has read a section yet: each is awaiting, and approval says which.
    const titles = document.sections.map((section) => section.title);
    expect(review.approval).toEqual({ inReview: true, blockedBy: [awaitingReviewMessage(titles)], needsFollowUp: false, needsRiskNote: false, sectionsAwaiting: titles });
    expect(review.sections.map((section) => section.review)).toEqual(document.sections.map(() => null));
    expect(review.sections.map((section) => section.id)).toEqual(document.sections.map((section) => section.id));
    expect(review.questions[1]).toMatchObject({ number: 2, sentences: [{ id: "q2.s1", text: "Since I retired I feel like a spare part in my own house.", risk: null }] });

    const openings = await getDb().select().from(submissionViews).where(eq(submissionViews.submissionId, submissionId));
    expect(openings.map((opening) => opening.viewerEmail)).toEqual([admin.email]);
    expect(await statusOf(() => load("no-such-report", admin.cookie))).toBe(404);
    expect(await statusOf(() => act("no-such-report", { intent: "approve", baseRevision: "1" }, admin.cookie))).toBe(404);
  });

  it("saves an edited section as a new revision with its diff in the audit log; a stale, altered or uncited edit is refused and keeps the text", async () => {
    const client = await person("review.editor@example.com", "client");
    const admin = await person("review.editor.admin@example.com", "admin");
    const { reportId, document } = await reportInReview(client);
    const opening = document.sections.find((section) => section.id === "opening-letter")!;
    const { item, text } = firstStatement(opening);
    const words = { [`${item}.text`]: `${text} We read every word you wrote.` };
    const keptWords = { form: expect.arrayContaining([expect.objectContaining({ claims: expect.arrayContaining([expect.objectContaining({ text: words[`${item}.text`] })]) })]) };

    const stale = await refusal(act(reportId, editForm(opening, "0", words), admin.cookie));
    expect(stale).toMatchObject({ status: 409, result: { ok: false, intent: "edit", sectionId: "opening-letter", message: STALE_MESSAGE, errors: [], ...keptWords } });

    const altered = await refusal(act(reportId, [...editForm(opening, "1", words), ["b0.poem", "Roses are red."]], admin.cookie));
    expect(altered).toMatchObject({ status: 400, result: { intent: "edit", message: "This form was not complete. Reload the page and try again.", form: null } });

    // A statement left resting on nothing: refused beside its list of sentences, the words kept.
    const uncited = await refusal(act(reportId, editForm(opening, "1", words, [item]), admin.cookie));
    expect(uncited).toMatchObject({ status: 400, result: { intent: "edit", errors: [{ field: `${item}.add`, message: formMessages.uncited }], ...keptWords } });
    expect(await eventsOf(reportId)).toEqual([]);
    expect((await rowOf(reportId)).revision).toBe(1);

    expect(await success(act(reportId, editForm(opening, "1", words), admin.cookie))).toBe(`/admin/reports/${reportId}#section-opening-letter`);
    const row = await rowOf(reportId);
    expect(row.revision).toBe(2);
    expect(statementOf(openDocument(reportId, row.sealedDocument)!, "opening-letter")).toBe(words[`${item}.text`]);
    const [event, ...others] = await eventsOf(reportId);
    expect(others).toEqual([]);
    expect(event).toMatchObject({ action: "edited", actorEmail: admin.email, actorUserId: admin.id, fromRevision: 1, toRevision: 2 });
    expect(JSON.stringify(openEventDetail(event!.id, event!.sealedDetail))).toContain("We read every word you wrote.");

    const review = await load(reportId, admin.cookie);
    expect(review.report.revision).toBe(2);
    expect(review.events[0]).toMatchObject({ actionLabel: "Section edited", actorEmail: admin.email, revisions: "revision 1 → 2" });
    expect(review.events[0]!.changes?.lines.filter((line) => line.change === "added").map((line) => line.text).join("\n")).toContain("We read every word you wrote.");

    // The same revision again is now stale: the report moved on.
    const again = await refusal(act(reportId, editForm(opening, "1", words), admin.cookie));
    expect(again.result).toMatchObject({ message: STALE_MESSAGE, ...keptWords });
  });

  it("refuses a save that would fail verification: nothing stored, the reasons beside the text, the text kept (issue 29)", async () => {
    const client = await person("review.failing.edit@example.com", "client");
    const admin = await person("review.failing.edit.admin@example.com", "admin");
    const { reportId, document } = await reportInReview(client);
    const before = await rowOf(reportId);
    const patterns = document.sections.find((section) => section.id === "patterns")!;
    const { item } = firstStatement(patterns);
    const words = { [`${item}.text`]: "You have depression." };

    const refused = await refusal(act(reportId, editForm(patterns, "1", words), admin.cookie));
    expect(refused).toMatchObject({
      status: 409,
      result: {
        intent: "edit",
        sectionId: "patterns",
        message: FAILING_EDIT_MESSAGE,
        errors: [{ field: null, message: expect.stringMatching(/^Reads as a diagnosis\. /) }],
        form: expect.arrayContaining([expect.objectContaining({ claims: expect.arrayContaining([expect.objectContaining({ text: "You have depression." })]) })]),
      },
    });
    // Not the current revision: the stored document, its revision and its verification are as they were, and nothing is logged.
    const after = await rowOf(reportId);
    expect(after).toMatchObject({ revision: 1, verificationFailures: [] });
    expect(openDocument(reportId, after.sealedDocument)).toEqual(openDocument(reportId, before.sealedDocument));
    expect(await eventsOf(reportId)).toEqual([]);
    expect(await staffAuditOf(reportId)).toEqual([]);
    const review = await load(reportId, admin.cookie);
    expect(review.failures).toEqual([]);
    expect(review.sections.find((section) => section.id === "patterns")!.review).toBeNull();
  });

  it("refuses approval while verification fails, and approves once the section is fixed", async () => {
    const client = await person("review.failing@example.com", "client");
    const admin = await person("review.failing.admin@example.com", "admin");
    const { reportId, document } = await reportInReview(client, {
      change: (draft) => {
        const patterns = draft.sections.find((section) => section.id === "patterns")!;
        patterns.blocks.push({ type: "paragraph", claims: [{ text: "You have depression.", evidence: ["q1.s1"] }] });
      },
    });

    const review = await load(reportId, admin.cookie);
    expect(review.failures.map((failure) => failure.rule)).toContain("diagnosis");
    expect(review.sections.find((section) => section.id === "patterns")!.failures.length).toBeGreaterThan(0);
    expect(review.approval.blockedBy.join(" ")).toMatch(/Verification found \d+ problems?/);

    const refused = await refusal(act(reportId, { intent: "approve", baseRevision: "1" }, admin.cookie));
    expect(refused).toMatchObject({ status: 409, result: { intent: "approve", message: expect.stringContaining("does not pass verification") } });
    expect((await rowOf(reportId)).stage).toBe("in-review");

    // The reviewer empties the statement that diagnoses: its paragraph goes, and the section passes.
    const patterns = document.sections.find((section) => section.id === "patterns")!;
    const diagnosing = `b${patterns.blocks.length - 1}.c0.text`;
    await success(act(reportId, editForm(patterns, "1", { [diagnosing]: "" }), admin.cookie));
    // The edit marked "patterns" edited; the other sections still wait, and the server says which.
    const others = document.sections.filter((section) => section.id !== "patterns");
    const waiting = await refusal(act(reportId, { intent: "approve", baseRevision: "2" }, admin.cookie));
    expect(waiting).toMatchObject({ status: 409, result: { intent: "approve", message: awaitingReviewMessage(others.map((section) => section.title)) } });
    await acceptTheRest(reportId, admin.cookie);
    expect(await approveWithSummary(reportId, { baseRevision: "2" }, admin.cookie)).toBe("/admin/reports");
    const row = await rowOf(reportId);
    expect(row).toMatchObject({ stage: "approved", approvedBy: admin.email, revision: 2 });
    const actions = (await eventsOf(reportId)).map((event) => event.action);
    expect(actions.filter((action) => action !== "section-accepted").sort()).toEqual(["approved", "edited"]);
    expect(actions.filter((action) => action === "section-accepted")).toHaveLength(others.length);
    // The staff audit log has each change once, by revision, with none of the section's text.
    const audited = await staffAuditOf(reportId);
    expect(audited.map((event) => [event.action, event.detail])).toEqual([
      ["report.edited", "section patterns, revision 1 to 2"],
      ...others.map((section) => ["report.section-accepted", `section ${section.id}, revision 2`]),
      ["report.approved", `revision 2, 1 section edited, ${others.length} accepted`],
    ]);
    expect(audited.every((event) => event.actorUserId === admin.id && event.actorRole === "admin")).toBe(true);
  });

  it("refuses approval of a flagged submission's report until the safety follow-up is recorded", async () => {
    const client = await person("review.flagged@example.com", "client");
    const admin = await person("review.flagged.admin@example.com", "admin");
    const { reportId, submissionId } = await reportInReview(client, { flagged: true });

    const review = await load(reportId, admin.cookie);
    expect(review.failures).toEqual([]);
    expect(review.approval.needsFollowUp).toBe(true);
    const marked = review.questions.flatMap((question) => question.sentences).filter((sentence) => sentence.risk);
    expect(marked).toEqual([expect.objectContaining({ id: "q5.s1", risk: { level: "urgent", label: "Urgent: possible suicidal thoughts" } })]);
    expect(review.client).toMatchObject({ urgent: true, followedUp: false, concerns: ["possible suicidal thoughts"] });
    const refused = await refusal(act(reportId, { intent: "approve", baseRevision: "1" }, admin.cookie));
    expect(refused.result).toMatchObject({ intent: "approve", message: expect.stringContaining("safety follow-up") });
    expect(await eventsOf(reportId)).toEqual([]);

    await recordSafetyFollowUp(submissionId, { userId: admin.id, email: admin.email, role: "admin" }, { note: "Called the client; safe, seeing their doctor." });
    await acceptTheRest(reportId, admin.cookie);
    expect((await load(reportId, admin.cookie)).approval).toEqual({ inReview: true, blockedBy: [], needsFollowUp: false, needsRiskNote: true, sectionsAwaiting: [] });

    // The follow-up is on the submission; this approval still needs its own note of what was read and done (ADR 0059).
    const typed = "   ";
    const noNote = await refusal(act(reportId, { intent: "approve", baseRevision: "1", riskNote: typed }, admin.cookie));
    expect(noNote).toEqual({
      status: 400,
      result: { ok: false, intent: "approve", field: "riskNote", message: RISK_NOTE_MISSING, riskNote: typed },
    });
    const tooLong = "Read it. ".repeat(300);
    const long = await refusal(act(reportId, { intent: "approve", baseRevision: "1", riskNote: tooLong }, admin.cookie));
    expect(long.result).toMatchObject({ field: "riskNote", message: "Keep the note to 2,000 characters or fewer.", riskNote: tooLong });
    expect((await eventsOf(reportId)).filter((event) => event.action !== "section-accepted")).toEqual([]);
    expect((await rowOf(reportId)).stage).toBe("in-review");

    const note = "Read q3.s1; the follow-up call covered it, and the brief quotes it for her counselor.";
    // The summary carries the note to the one confirmation.
    const summary = await refusal(act(reportId, { intent: "approve", baseRevision: "1", riskNote: note }, admin.cookie));
    expect(summary.result).toMatchObject({ intent: "approve-summary", riskNote: note });
    await success(act(reportId, { intent: "approve", confirm: "yes", baseRevision: "1", riskNote: note }, admin.cookie));
    const row = await rowOf(reportId);
    expect(row).toMatchObject({ stage: "approved", revision: 1 });
    const events = (await eventsOf(reportId)).filter((event) => event.action === "approved");
    expect(events).toHaveLength(1);
    const sectionIds = openDocument(reportId, row.sealedDocument)!.sections.map((section) => section.id);
    expect(openEventDetail(events[0]!.id, events[0]!.sealedDetail)).toEqual({ sections: { edited: [], accepted: expect.arrayContaining(sectionIds) }, note });
    expect(events[0]!.sealedDetail).not.toContain("follow-up call");
    const audit = (await staffAuditOf(reportId)).filter((entry) => entry.action === "report.approved");
    expect(audit.map((entry) => entry.detail)).toEqual([`revision 1, 0 sections edited, ${sectionIds.length} accepted, with a note on the sentences the safety screen heard`]);
    expect(JSON.stringify(audit)).not.toContain("follow-up call");
    expect((await load(reportId, admin.cookie)).events.find((event) => event.actionLabel === "Approved")?.note).toBe(note);
  });

  it("sends a report back with a required note, sealed in the audit log", async () => {
    const client = await person("review.sendback@example.com", "client");
    const admin = await person("review.sendback.admin@example.com", "admin");
    const { reportId } = await reportInReview(client);

    for (const note of ["", "   "]) {
      const empty = await refusal(act(reportId, { intent: "send-back", baseRevision: "1", note }, admin.cookie));
      expect(empty).toEqual({ status: 400, result: { ok: false, intent: "send-back", message: "Write what the drafter should change before sending it back.", note } });
    }
    const missing = await refusal(act(reportId, { intent: "send-back", baseRevision: "1" }, admin.cookie));
    expect(missing.result).toMatchObject({ message: "Write what the drafter should change before sending it back.", note: "" });
    const altered: Record<string, string>[] = [{ intent: "publish", baseRevision: "1" }, { intent: "approve" }, { intent: "approve", baseRevision: "latest" }];
    for (const fields of altered) {
      expect(await refusal(act(reportId, fields, admin.cookie))).toMatchObject({ status: 400, result: { message: "This form was not complete. Reload the page and try again." } });
    }
    const long = "x".repeat(2001);
    expect((await refusal(act(reportId, { intent: "send-back", baseRevision: "1", note: long }, admin.cookie))).result).toMatchObject({ note: long });

    const note = "The opening letter is too formal; write it more warmly.";
    expect(await success(act(reportId, { intent: "send-back", baseRevision: "1", note }, admin.cookie))).toBe("/admin/reports");
    expect((await rowOf(reportId)).stage).toBe("sent-back");
    const [event] = await eventsOf(reportId);
    expect(event).toMatchObject({ action: "sent-back", actorEmail: admin.email, fromRevision: 1 });
    expect(event!.sealedDetail).not.toContain("formal");
    expect(openEventDetail(event!.id, event!.sealedDetail)).toEqual({ note });
    // The note may quote the client: the staff log keeps only the revision.
    expect((await staffAuditOf(reportId)).map((audited) => [audited.action, audited.detail])).toEqual([["report.sent-back", "revision 1"]]);

    // Out of review now: nothing more to approve.
    const late = await refusal(act(reportId, { intent: "approve", baseRevision: "1" }, admin.cookie));
    expect(late.result).toMatchObject({ intent: "approve", message: STALE_MESSAGE });
    expect((await load(reportId, admin.cookie)).approval.inReview).toBe(false);
  });

  it("re-drafts one section with the configured drafter as a new revision", async () => {
    const client = await person("review.redraft@example.com", "client");
    const admin = await person("review.redraft.admin@example.com", "admin");
    const { reportId } = await reportInReview(client);
    const drafter: ReportDrafter = {
      name: "model",
      draft: () => Promise.reject(new Error("not used")),
      redraftSection: ({ current, sectionId }) => {
        const section = current.sections.find((candidate) => candidate.id === sectionId)!;
        return Promise.resolve({
          section: { ...section, blocks: [...section.blocks, { type: "paragraph", claims: [{ text: "You want mornings to feel different.", evidence: ["q6.s1"] }] }] },
          record: { drafter: "model", provider: "fake", model: "fake-1", promptVersion: "test", inputTokens: 10, outputTokens: 5, durationMs: 12, attempts: 1 },
        });
      },
    };
    setReportDrafter(drafter);

    // Accepting a section goes on to the next one; a stale or unknown one is refused.
    const stale0 = await refusal(act(reportId, { intent: "accept", sectionId: "patterns", baseRevision: "0", next: "action-plan" }, admin.cookie));
    expect(stale0).toEqual({ status: 409, result: { ok: false, intent: "accept", sectionId: "patterns", message: STALE_MESSAGE } });
    const unknown = await refusal(act(reportId, { intent: "accept", sectionId: "no-such-section", baseRevision: "1" }, admin.cookie));
    expect(unknown.result).toMatchObject({ intent: "accept", message: "That section is not in this report." });
    expect(await success(act(reportId, { intent: "accept", sectionId: "patterns", baseRevision: "1", next: "action-plan" }, admin.cookie))).toBe(
      `/admin/reports/${reportId}#section-action-plan`,
    );
    expect((await load(reportId, admin.cookie)).sections.find((section) => section.id === "patterns")!.review).toMatchObject({ state: "accepted", by: admin.email });
    // Accepting it again changes nothing and logs nothing more.
    await success(act(reportId, { intent: "accept", sectionId: "patterns", baseRevision: "1" }, admin.cookie));
    expect((await staffAuditOf(reportId)).map((entry) => [entry.action, entry.detail])).toEqual([["report.section-accepted", "section patterns, revision 1"]]);

    // A re-draft is new text: the acceptance no longer counts.
    expect(await success(act(reportId, { intent: "redraft", sectionId: "patterns", baseRevision: "1" }, admin.cookie))).toBe(`/admin/reports/${reportId}#section-patterns`);
    expect((await load(reportId, admin.cookie)).sections.find((section) => section.id === "patterns")!.review).toBeNull();
    const patterns = openDocument(reportId, (await rowOf(reportId)).sealedDocument)!.sections.find((section) => section.id === "patterns")!;
    expect(JSON.stringify(patterns)).toContain("You want mornings to feel different.");
    expect(await getDb().select().from(reportEvents).where(and(eq(reportEvents.reportId, reportId), eq(reportEvents.action, "redrafted")))).toHaveLength(1);

    const stale = await refusal(act(reportId, { intent: "redraft", sectionId: "patterns", baseRevision: "1" }, admin.cookie));
    expect(stale).toEqual({ status: 409, result: { ok: false, intent: "redraft", sectionId: "patterns", message: STALE_MESSAGE } });
    expect((await refusal(act(reportId, { intent: "accept", sectionId: "patterns", baseRevision: "1" }, admin.cookie))).result).toMatchObject({ message: STALE_MESSAGE });
  });

  it("keeps the report as it was when the drafter fails to re-draft, and says so", async () => {
    const client = await person("review.timeout@example.com", "client");
    const admin = await person("review.timeout.admin@example.com", "admin");
    const { reportId } = await reportInReview(client);
    setReportDrafter({
      name: "model",
      draft: () => Promise.reject(new Error("not used")),
      redraftSection: () => Promise.reject(new DOMException("The model took too long", "TimeoutError")),
    });
    const failed = await refusal(act(reportId, { intent: "redraft", sectionId: "patterns", baseRevision: "1" }, admin.cookie));
    expect(failed).toMatchObject({ status: 503, result: { intent: "redraft", sectionId: "patterns", message: expect.stringContaining("could not write this section") } });
    expect((await rowOf(reportId)).revision).toBe(1);
    expect(await eventsOf(reportId)).toEqual([]);

    // A model drafter's own reason (the server's status and message, never the client's words) is shown with it.
    const reason = "The model (openai-compatible, llama3.1:8b) refused the call: HTTP 400 from 127.0.0.1:8080: failed to parse grammar";
    setReportDrafter({ name: "model", draft: () => Promise.reject(new Error("not used")), redraftSection: () => Promise.reject(new DraftingFailedError(reason)) });
    const refused = await refusal(act(reportId, { intent: "redraft", sectionId: "patterns", baseRevision: "1" }, admin.cookie));
    expect(refused.result).toMatchObject({ message: `The drafter could not write this section just now (${reason}). Nothing was changed; try again in a moment, or edit it yourself.` });
  });

  it("reviews a template draft made by the lane itself: the answers beside it, an edit of a section with quotes, then approval", async () => {
    const client = await person("review.lane@example.com", "client");
    const admin = await person("review.lane.admin@example.com", "admin");
    const entitlementId = await givePaidCopy({ email: client.email, userId: client.id, formType: "marriage" });
    const submissionId = await storeSubmission({ entitlementId, userId: client.id, email: client.email, formType: "marriage", answers: fictionalAnswers("marriage") });
    const reportId = randomUUID();
    await getDb().insert(reportObligations).values({ id: reportId, submissionId, kind: "catharsis", dueAt: new Date(Date.now() + 24 * 3_600_000) });
    await openReports((await prepareSubmissionEvidence(submissionId))!);
    expect(await draftAndVerifyReport(reportId, templateDrafter)).toBe("drafted");

    const review = await load(reportId, admin.cookie);
    expect(review.failures).toEqual([]);
    expect(review.document?.isTemplateDraft).toBe(true);
    expect(review.drafts).toEqual([expect.objectContaining({ drafter: "Template", provider: "template" })]);
    expect(review.events.map((event) => event.actionLabel)).toEqual(expect.arrayContaining(["Received", "Drafted", "Verified: passes"]));
    expect(review.questions.flatMap((question) => question.sentences.map((sentence) => sentence.text))).toContain(MARRIAGE_CITABLE_SENTENCE);

    // The section that quotes the client, saved through the plain editor with one statement reworded: the quotes come back from the answers.
    const told = review.sections.find((section) => section.blocks.some((block) => block.type === "quote"))!;
    const statement = firstStatement(told);
    await success(act(reportId, editForm(told, String(review.report.revision), { [`${statement.item}.text`]: `${statement.text} You said this plainly.` }), admin.cookie));
    const saved = await load(reportId, admin.cookie);
    expect(saved.report.revision).toBe(review.report.revision + 1);
    expect(saved.failures).toEqual([]);
    expect(saved.sections.find((section) => section.id === told.id)!.blocks.filter((block) => block.type === "quote")).toEqual(
      told.blocks.filter((block) => block.type === "quote"),
    );

    expect(saved.sections.find((section) => section.id === told.id)!.review).toMatchObject({ state: "edited", by: admin.email });
    await acceptTheRest(reportId, admin.cookie);
    await approveWithSummary(reportId, { baseRevision: String(saved.report.revision) }, admin.cookie);
    expect((await rowOf(reportId)).stage).toBe("approved");
  });
});
