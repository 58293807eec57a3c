import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { givePaidCopy, makeUser, storeDraft, storeSubmission, writtenAnswers } from "../../tests/support/submission-fixtures";
import { setUpTestDatabase } from "../../tests/support/test-database";
import { getDb } from "~/db/database.server";
import { assessmentDrafts, entitlements, formAccess, questionnaireReminders, reminderOptOuts } from "~/db/schema";
import { listMailbox, type MailboxMessage } from "~/domains/messaging/dev-mailbox/dev-mailbox.server";
import { reminderOptOut } from "~/domains/messaging/opt-outs/e-mail-opt-out.server";
import { sendQuestionnaireReminders } from "~/domains/messaging/reminders/reminders.server";
import { registerJob } from "~/jobs/queue.server";
import { sendEmailJob } from "~/jobs/send-email.server";
import { sendQuestionnaireRemindersJob } from "~/jobs/send-questionnaire-reminders.server";
import { action as optOutAction, loader as optOutLoader } from "~/routes/messages/reminders-opt-out";
import { sendEmail } from "./send-email.server";
import { runQuestionnaireReminders } from "./send-questionnaire-reminders.server";

/**
 * Issue 17's reminders, end to end through the e-mail queue, on a fixed
 * clock: a paid copy not started gets one reminder after a day and one after
 * three, a draft left alone for three days gets one per untouched stretch,
 * each once however often the job runs, never for a copy that is refunded,
 * revoked or sent, or for an account that opted out; and the opt-out link
 * works with one click and stays harmless when clicked again.
 */
process.env.APP_URL = "http://localhost:3000";
// Only the e-mail queue works here: the hourly job is called directly, at chosen moments.
const { mailbox } = setUpTestDatabase({
  dataDir: "questionnaire-reminders",
  queue: { work: true, pollingIntervalSeconds: 0.5, jobs: [registerJob(sendEmailJob, sendEmail)] },
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const PURCHASED = new Date("2026-03-02T09:00:00.000Z");
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

/** A client with a paid, unsent Death & Grief copy bought at PURCHASED. */
async function clientWithCopy(label: string) {
  const email = `${label}-${randomUUID().slice(0, 6)}@example.com`;
  const { userId } = await makeUser(email);
  const entitlementId = await givePaidCopy({ email, userId, formType: "death-grief" });
  await getDb().update(entitlements).set({ createdAt: PURCHASED }).where(eq(entitlements.id, entitlementId));
  return { email, userId, entitlementId };
}

const mailTo = (email: string) => async (): Promise<MailboxMessage[]> => (await listMailbox(mailbox)).filter((message) => message.to === email);

async function settle(messages: () => Promise<MailboxMessage[]>, count: number): Promise<MailboxMessage[]> {
  await expect.poll(async () => (await messages()).length, { timeout: 30_000, interval: 200 }).toBe(count);
  // Give a wrongly queued second copy the time to arrive too.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return messages();
}

const remindersOf = (entitlementId: string) =>
  getDb().select().from(questionnaireReminders).where(eq(questionnaireReminders.entitlementId, entitlementId));

let clients = 0;
const args = (request: Request) => ({ request, params: {}, context: new RouterContextProvider(), unstable_pattern: "" }) as never;
const oneClickPost = (url: string) =>
  new Request(url, {
    method: "POST",
    headers: { "x-catharsis-client-ip": `192.0.2.${++clients}` },
    body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
  });

describe(`questionnaire reminders (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("reminds a copy not started after one day and after three, each once, however often the job runs", async () => {
    const { email, userId, entitlementId } = await clientWithCopy("not-started");
    const messages = mailTo(email);

    await sendQuestionnaireReminders(at(PURCHASED, 1 * HOUR));
    await sendQuestionnaireReminders(at(PURCHASED, 23 * HOUR));
    expect(await remindersOf(entitlementId)).toEqual([]);

    const dayOne = at(PURCHASED, DAY + 5 * 60 * 1000);
    // Two servers running the same tick at once, then the next hour's run.
    await Promise.all([sendQuestionnaireReminders(dayOne), sendQuestionnaireReminders(dayOne)]);
    await sendQuestionnaireReminders(at(dayOne, HOUR));
    await sendQuestionnaireReminders(at(PURCHASED, 2 * DAY));
    const [first, ...noMore] = await settle(messages, 1);
    expect(noMore).toEqual([]);
    expect(first?.subject).toBe("Your questionnaire is ready when you are");
    expect(first?.text).toContain("Your Death & Grief questionnaire is ready for you.");
    expect(first?.text).toContain("Your answers are saved as you go");
    expect(first?.html).toContain("Start your questionnaire");
    expect(first?.html).toContain('href="http://localhost:3000/death-grief-form"');
    const optOutUrl = `http://localhost:3000/reminders/opt-out?token=${encodeURIComponent(reminderOptOut.token(userId))}`;
    expect(first?.listUnsubscribe).toBe(optOutUrl);
    expect(first?.html).toContain("Stop questionnaire reminders");
    expect(first?.html).toContain(optOutUrl.replaceAll("&", "&amp;"));

    const dayThree = at(PURCHASED, 3 * DAY + 5 * 60 * 1000);
    await Promise.all([sendQuestionnaireReminders(dayThree), sendQuestionnaireReminders(dayThree)]);
    await sendQuestionnaireReminders(at(dayThree, HOUR));
    await sendQuestionnaireReminders(at(PURCHASED, 5 * DAY));
    await sendQuestionnaireReminders(at(PURCHASED, 30 * DAY));
    const both = await settle(messages, 2);
    expect(both.filter((message) => message.text.includes("There is no rush"))).toHaveLength(1);
    expect((await remindersOf(entitlementId)).map((row) => row.kind).sort()).toEqual(["not-started-1", "not-started-2"]);
  });

  it("sends only the second reminder when the first day's runs were missed, never both at once", async () => {
    const { email, entitlementId } = await clientWithCopy("late-run");
    await sendQuestionnaireReminders(at(PURCHASED, 3 * DAY + 2 * HOUR));
    await sendQuestionnaireReminders(at(PURCHASED, 3 * DAY + 3 * HOUR));
    const [only] = await settle(mailTo(email), 1);
    expect(only?.text).toContain("There is no rush");
    expect((await remindersOf(entitlementId)).map((row) => row.kind)).toEqual(["not-started-2"]);
  });

  it("reminds a draft untouched for three days once per untouched stretch, without its answers", async () => {
    const { email, userId, entitlementId } = await clientWithCopy("draft");
    const canary = "heron-canary-4410";
    await storeDraft({ entitlementId, userId, formType: "death-grief", answers: writtenAnswers("death-grief", { q1: `My mother. ${canary}` }, email) });
    const saved = at(PURCHASED, 2 * HOUR);
    await getDb().update(assessmentDrafts).set({ updatedAt: saved }).where(eq(assessmentDrafts.entitlementId, entitlementId));
    const messages = mailTo(email);

    // A started copy gets no not-started reminder, and the draft none before three days.
    await sendQuestionnaireReminders(at(PURCHASED, DAY + HOUR));
    await sendQuestionnaireReminders(at(saved, 3 * DAY - HOUR));
    expect(await remindersOf(entitlementId)).toEqual([]);

    const idle = at(saved, 3 * DAY + 10 * 60 * 1000);
    await Promise.all([sendQuestionnaireReminders(idle), sendQuestionnaireReminders(idle)]);
    await sendQuestionnaireReminders(at(idle, HOUR));
    await sendQuestionnaireReminders(at(idle, 2 * DAY));
    const [reminder, ...noMore] = await settle(messages, 1);
    expect(noMore).toEqual([]);
    expect(reminder?.subject).toBe("Your questionnaire is waiting where you left it");
    expect(reminder?.text).toContain("You began your Death & Grief questionnaire a few days ago. Everything you wrote is saved");
    expect(reminder?.html).toContain("Continue your questionnaire");
    expect(reminder?.html).toContain('href="http://localhost:3000/death-grief-form"');

    // A later save starts a new stretch: one more reminder after three more untouched days.
    const savedAgain = at(idle, 2 * DAY + HOUR);
    await getDb().update(assessmentDrafts).set({ updatedAt: savedAgain }).where(eq(assessmentDrafts.entitlementId, entitlementId));
    await sendQuestionnaireReminders(at(savedAgain, 2 * DAY));
    const again = at(savedAgain, 3 * DAY + HOUR);
    await sendQuestionnaireReminders(again);
    await sendQuestionnaireReminders(at(again, HOUR));
    const all = await settle(messages, 2);
    expect(all.map((message) => message.subject)).toEqual(["Your questionnaire is waiting where you left it", "Your questionnaire is waiting where you left it"]);
    for (const message of all) {
      expect(message.text).not.toContain(canary);
      expect(message.html).not.toContain(canary);
      expect(message.text).not.toContain("My mother");
    }
    expect((await remindersOf(entitlementId)).map((row) => row.stretch).sort()).toEqual([saved.toISOString(), savedAgain.toISOString()]);
  });

  it("never reminds a refunded, revoked or sent copy, a guest's copy, or an account that opted out", async () => {
    const control = await clientWithCopy("control");
    const refunded = await clientWithCopy("refunded");
    await getDb().update(formAccess).set({ paymentStatus: "refunded" }).where(eq(formAccess.entitlementId, refunded.entitlementId));
    const revoked = await clientWithCopy("revoked");
    await getDb().update(entitlements).set({ status: "revoked", revokedAt: PURCHASED }).where(eq(entitlements.id, revoked.entitlementId));
    const sent = await clientWithCopy("sent");
    await storeSubmission({ ...sent, formType: "death-grief", answers: writtenAnswers("death-grief", {}, sent.email) });
    const optedOut = await clientWithCopy("opted-out");
    await getDb().insert(reminderOptOuts).values({ userId: optedOut.userId });
    const guestEmail = `guest-${randomUUID().slice(0, 6)}@example.com`;
    const guestCopy = await givePaidCopy({ email: guestEmail, userId: null, formType: "death-grief" });
    await getDb().update(entitlements).set({ createdAt: PURCHASED }).where(eq(entitlements.id, guestCopy));

    for (const moment of [at(PURCHASED, DAY + HOUR), at(PURCHASED, 3 * DAY + HOUR)]) await sendQuestionnaireReminders(moment);

    // The control copy proves the runs sent what was due.
    await settle(mailTo(control.email), 2);
    const recipients = new Set((await listMailbox(mailbox)).map((message) => message.to));
    for (const { email, entitlementId } of [refunded, revoked, sent, optedOut, { email: guestEmail, entitlementId: guestCopy }]) {
      expect(recipients.has(email), email).toBe(false);
      expect(await remindersOf(entitlementId)).toEqual([]);
    }
  });

  it("opts out with one click (the button or RFC 8058), never on opening the link, and harmlessly twice", async () => {
    const { email, userId, entitlementId } = await clientWithCopy("opt-out");
    const url = `http://localhost:3000/reminders/opt-out?token=${encodeURIComponent(reminderOptOut.token(userId))}`;
    const optOuts = () => getDb().select().from(reminderOptOuts).where(eq(reminderOptOuts.userId, userId));

    const page = await optOutLoader(args(new Request(url)));
    expect(page.found).toEqual({ status: "receiving", maskedEmail: `o***@example.com` });
    expect(await optOuts()).toEqual([]);

    const oneClick = await optOutAction(args(oneClickPost(url)));
    expect(oneClick.found).toEqual({ status: "opted-out", maskedEmail: "o***@example.com" });
    const [row] = await optOuts();
    expect(row).toBeDefined();

    // The page's button posts the token in the form; clicking again changes nothing.
    const button = new Request("http://localhost:3000/reminders/opt-out", {
      method: "POST",
      headers: { "x-catharsis-client-ip": `192.0.2.${++clients}` },
      body: new URLSearchParams({ token: reminderOptOut.token(userId) }),
    });
    expect((await optOutAction(args(button))).found).toMatchObject({ status: "opted-out" });
    expect(await optOuts()).toEqual([row]);
    expect((await optOutLoader(args(new Request(url)))).found).toMatchObject({ status: "opted-out" });

    // A forged or altered token names nobody, and opts nobody out.
    const other = await clientWithCopy("other");
    const forged = `${Buffer.from(other.userId).toString("base64url")}.${reminderOptOut.token(userId).split(".")[1]}`;
    for (const token of [forged, "not-a-token", `${reminderOptOut.token(userId)}x`]) {
      expect((await optOutAction(args(oneClickPost(`http://localhost:3000/reminders/opt-out?token=${encodeURIComponent(token)}`)))).found).toEqual({ status: "invalid" });
    }
    expect((await optOutLoader(args(new Request("http://localhost:3000/reminders/opt-out")))).found).toEqual({ status: "missing" });

    await sendQuestionnaireReminders(at(PURCHASED, DAY + HOUR));
    await settle(mailTo(other.email), 1);
    expect(await remindersOf(entitlementId)).toEqual([]);
    expect(await mailTo(email)()).toEqual([]);
  });

  it("runs as the hourly scheduled job, whose payload is empty", async () => {
    expect(sendQuestionnaireRemindersJob.schedule).toBe("23 * * * *");
    const job = registerJob(sendQuestionnaireRemindersJob, runQuestionnaireReminders);
    await expect(job.handle({})).resolves.toBeUndefined();
    await expect(job.handle(null)).resolves.toBeUndefined();
  });
});
