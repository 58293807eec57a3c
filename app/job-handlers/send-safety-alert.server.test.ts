import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setUpMailTestDatabase } from "../../tests/support/mail-test-database";
import { givePaidCopy, makeUser, writtenAnswers } from "../../tests/support/submission-fixtures";
import { getDb } from "~/db/database.server";
import { currentBankVersion } from "~/domains/assessments/assessment-answers";
import { saveDraft } from "~/domains/assessments/save-draft.server";
import { submitAssessment } from "~/domains/assessments/submit-assessment.server";
import { listMailbox, type MailboxMessage } from "~/domains/messaging/dev-mailbox/dev-mailbox.server";
import { getQueue } from "~/jobs/queue.server";
import { enqueueEmail } from "~/jobs/send-email.server";
import { sendSafetyAlert } from "./send-safety-alert.server";

/**
 * Issue 13: the provider hears of a flagged questionnaire within a minute,
 * however many e-mails are waiting. The alert has a queue of its own and
 * delivers itself, so queued e-mails never hold it up: the test stops the
 * e-mail worker behind 100 of them, and the alert still arrives.
 */
const { mailbox } = setUpMailTestDatabase("safety-alert");

const label = process.env.TEST_DATABASE ?? "pglite";
const PROVIDER = "provider@example.com";
const CANARY = "heron-canary-5519";
const CRISIS = "Sometimes I want to die.";
const QUEUED = 100;

const flaggedAnswers = (email: string) =>
  writtenAnswers("depression", { q9: `Most evenings are long. ${CRISIS} The ${CANARY} stays private.`, q2: `Ordinary ${CANARY} text.` }, email);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await getDb().execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** The e-mails this test queued ahead of the alert that have not gone yet. */
async function waitingEmailJobs(): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    sql`select count(*) as n from pgboss.job where name = 'send-email' and state in ('created', 'retry') and data->>'to' like 'queued-%'`,
  );
  return Number(row?.n ?? 0);
}

async function alertJobsFor(key: "submissionId" | "entitlementId", id: string): Promise<{ data: string }[]> {
  return rows<{ data: string }>(sql`select data::text as data from pgboss.job where name = 'send-safety-alert' and data->>${key} = ${id} order by created_on`);
}

async function alertsTo(subject: string, mentioning: string): Promise<MailboxMessage[]> {
  return (await listMailbox(mailbox)).filter((message) => message.to === PROVIDER && message.subject === subject && message.text.includes(mentioning));
}

async function client(label: string) {
  const email = `${label}-${randomUUID().slice(0, 6)}@example.com`;
  const { userId } = await makeUser(email);
  const entitlementId = await givePaidCopy({ email, userId, formType: "depression" });
  return { email, userId, entitlementId };
}

describe(`the provider's safety alert (${label})`, () => {
  it(`reaches the inbox within 60 s while ${QUEUED} e-mails queued before it still wait, and quotes no answer`, async () => {
    // The e-mail worker drains a backlog in a second or two; stopped, its backlog stays put, and
    // an alert that went through that queue would never come. (No other test here needs it.)
    await getQueue().offWork("send-email", { wait: true });
    for (let n = 0; n < QUEUED; n += 1) {
      await enqueueEmail({
        idempotencyKey: `queued-receipt:${n}`,
        template: "order-receipt",
        to: `queued-${n}@example.com`,
        subject: "Your Catharsis receipt",
        html: "<p>Thank you for your order.</p>",
        text: "Thank you for your order.",
      });
    }
    const writer = await client("flagged-sender");
    const submissionId = randomUUID();
    const started = performance.now();
    const result = await submitAssessment({
      userId: writer.userId,
      accountEmail: writer.email,
      formType: "depression",
      entitlementId: writer.entitlementId,
      submissionId,
      bankVersion: currentBankVersion("depression"),
      answers: flaggedAnswers(writer.email),
    });
    expect(result).toMatchObject({ outcome: "sent", crisis: true });

    await expect
      .poll(async () => (await alertsTo("URGENT: a client's answers need attention", submissionId)).length, { timeout: 60_000, interval: 100 })
      .toBe(1);
    const seconds = (performance.now() - started) / 1000;
    const stillWaiting = await waitingEmailJobs();
    const receiptsSent = (await listMailbox(mailbox)).filter((message) => message.to.startsWith("queued-")).length;
    console.info(`safety alert (${label}): ${seconds.toFixed(2)} s; ${receiptsSent} of ${QUEUED} queued e-mails sent, ${stillWaiting} still waiting`);
    expect(seconds).toBeLessThan(60);
    // It did not wait its turn: every e-mail queued before it is still queued.
    expect(stillWaiting).toBe(QUEUED);
    expect(receiptsSent).toBe(0);

    const [alert] = await alertsTo("URGENT: a client's answers need attention", submissionId);
    expect(alert!.text).toContain("possible suicidal thoughts");
    expect(alert!.text).toContain("a sent questionnaire");
    expect(alert!.text).toContain("Depression Assessment");
    expect(alert!.text).toContain(writer.email);
    expect(alert!.text).toContain(`http://localhost:3000/admin/submissions/${submissionId}`);
    for (const words of [CANARY, "want to die", "evenings"]) expect(alert!.html + alert!.text).not.toContain(words);

    // The job holds ids and category codes only.
    const jobs = await alertJobsFor("submissionId", submissionId);
    expect(jobs).toHaveLength(1);
    expect(JSON.parse(jobs[0]!.data)).toEqual({ source: "submission", submissionId, categories: ["suicidal-thoughts"] });

    // The ordinary notice is still sent, as before, through the e-mail queue.
    const [notice] = await rows<{ n: number | string }>(
      sql`select count(*) as n from pgboss.job where name = 'send-submission-emails' and data->>'submissionId' = ${submissionId}`,
    );
    expect(Number(notice?.n)).toBe(1);
  }, 90_000);

  it("sends no alert for a submission the screen does not flag", async () => {
    const writer = await client("calm-sender");
    const submissionId = randomUUID();
    await submitAssessment({
      userId: writer.userId,
      accountEmail: writer.email,
      formType: "depression",
      entitlementId: writer.entitlementId,
      submissionId,
      bankVersion: currentBankVersion("depression"),
      answers: writtenAnswers("depression", { q9: "I have never wanted to die." }, writer.email),
    });
    expect(await alertJobsFor("submissionId", submissionId)).toHaveLength(0);
  });

  it("queues one alert per paid copy however many flagged drafts are saved, and says the form is not sent", async () => {
    const writer = await client("flagged-writer");
    const second = await givePaidCopy({ email: writer.email, userId: writer.userId, formType: "depression" });
    const save = (entitlementId: string, writerSeq: number, answers = flaggedAnswers(writer.email)) =>
      saveDraft({
        userId: writer.userId,
        formType: "depression",
        entitlementId,
        bankVersion: currentBankVersion("depression"),
        writerId: `page-${entitlementId}`,
        writerSeq,
        answers,
      });

    // A calm draft alerts nothing.
    expect((await save(writer.entitlementId, 1, writtenAnswers("depression", {}, writer.email))).outcome).toBe("saved");
    expect(await alertJobsFor("entitlementId", writer.entitlementId)).toHaveLength(0);

    for (let seq = 2; seq <= 8; seq += 1) expect((await save(writer.entitlementId, seq)).outcome).toBe("saved");
    expect(await alertJobsFor("entitlementId", writer.entitlementId)).toHaveLength(1);

    const subject = "URGENT: a client's unsent answers need attention";
    await expect.poll(async () => (await alertsTo(subject, writer.entitlementId)).length, { timeout: 30_000, interval: 100 }).toBe(1);
    const [alert] = await alertsTo(subject, writer.entitlementId);
    expect(alert!.text).toContain("a draft (not sent yet)");
    expect(alert!.text).toContain("The client has not sent this form yet");
    expect(alert!.text).toContain(writer.email);
    expect(alert!.text).toContain("Depression Assessment");
    expect(alert!.text).toContain("possible suicidal thoughts");
    expect(alert!.html).not.toContain("/admin/submissions/");
    for (const words of [CANARY, "want to die", "evenings"]) expect(alert!.html + alert!.text).not.toContain(words);
    const [job] = await alertJobsFor("entitlementId", writer.entitlementId);
    const today = new Date().toISOString().slice(0, 10);
    expect(JSON.parse(job!.data)).toEqual({ source: "draft", entitlementId: writer.entitlementId, categories: ["suicidal-thoughts"], day: today });

    // Saves after the alert went out the same day add no job and no e-mail.
    for (let seq = 9; seq <= 12; seq += 1) await save(writer.entitlementId, seq);
    expect(await alertJobsFor("entitlementId", writer.entitlementId)).toHaveLength(1);

    // A new concern the same day is a new alert: staff must not miss it behind the first.
    const worse = writtenAnswers(
      "depression",
      { q9: `Most evenings are long. ${CRISIS}`, q4: "My husband hits me when he has been drinking." },
      writer.email,
    );
    await save(writer.entitlementId, 13, worse);
    await save(writer.entitlementId, 14, worse);
    const jobs = await alertJobsFor("entitlementId", writer.entitlementId);
    expect(jobs.map((queued) => JSON.parse(queued.data).categories)).toEqual([["suicidal-thoughts"], ["abuse", "suicidal-thoughts"]]);
    await expect.poll(async () => (await alertsTo(subject, writer.entitlementId)).length, { timeout: 30_000, interval: 100 }).toBe(2);

    // Another paid copy is another alert.
    await save(second, 1);
    await save(second, 2);
    expect(await alertJobsFor("entitlementId", second)).toHaveLength(1);
    await expect.poll(async () => (await alertsTo(subject, second)).length, { timeout: 30_000, interval: 100 }).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await alertsTo(subject, writer.entitlementId)).toHaveLength(2);
  }, 90_000);

  it("sends once when the job runs twice", async () => {
    const writer = await client("twice-writer");
    const alert = { source: "draft" as const, entitlementId: writer.entitlementId, categories: ["abuse"], day: "2026-11-23" };
    await sendSafetyAlert(alert);
    await sendSafetyAlert(alert);
    expect(await alertsTo("URGENT: a client's unsent answers need attention", writer.entitlementId)).toHaveLength(1);
  });
});
