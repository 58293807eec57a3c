import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { setUpMailTestDatabase } from "../../tests/support/mail-test-database";
import { givePaidCopy, makeUser, storeSubmission, writtenAnswers } from "../../tests/support/submission-fixtures";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { deleteAccount } from "~/domains/accounts/profile/delete-account.server";
import { listMailbox, type MailboxMessage } from "~/domains/messaging/dev-mailbox/dev-mailbox.server";
import { enqueue } from "~/jobs/queue.server";
import { sendSubmissionEmailsJob } from "~/jobs/send-submission-emails.server";
import { sendSubmissionEmails } from "./send-submission-emails.server";

const { mailbox } = setUpMailTestDatabase("submission-mail");

const PROVIDER = "provider@example.com";
const CANARY = "lighthouse-canary-7731";

async function mailFor(submissionId: string, count: number): Promise<MailboxMessage[]> {
  const mine = async () => (await listMailbox(mailbox)).filter((message) => message.text.includes(submissionId) || message.html.includes(submissionId));
  await expect.poll(async () => (await mine()).length, { timeout: 15_000, interval: 200 }).toBeGreaterThanOrEqual(count);
  return mine();
}

async function queuedJobsText(): Promise<string> {
  const result = await getDb().execute(sql`select coalesce(data::text, '') || coalesce(output::text, '') as body from pgboss.job`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { body: string }[];
  return rows.map((row) => row.body).join("\n").toLowerCase();
}

async function sentSubmission(email: string, safetyCategories: string[] = [], reviewRiskCategories: string[] = [], submittedAt = new Date("2026-03-03T14:05:00Z")) {
  const client = await makeUser(email);
  const entitlementId = await givePaidCopy({ email, userId: client.userId, formType: "depression" });
  const answers = writtenAnswers("depression", { q1: `The ${CANARY} phrase stays private.`, q2: "Line one\nLine two" }, email);
  const submissionId = await storeSubmission({
    entitlementId,
    userId: client.userId,
    email,
    formType: "depression",
    answers,
    safetyCategories,
    reviewRiskCategories,
    submittedAt,
  });
  return { submissionId, email, userId: client.userId };
}

describe(`submission e-mails (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("confirms to the client and notifies the provider with a link, and neither repeats an answer", async () => {
    const { submissionId, email } = await sentSubmission("quiet.client@example.com");
    await enqueue(sendSubmissionEmailsJob, { submissionId });

    await expect.poll(async () => (await listMailbox(mailbox)).filter((message) => message.to === email).length, { timeout: 15_000 }).toBe(1);
    const toClient = (await listMailbox(mailbox)).find((message) => message.to === email)!;
    expect(toClient.subject).toBe("We received your answers");
    expect(toClient.replyTo).toBe("support@example.com");
    expect(toClient.text).toContain("We received your Depression Assessment answers on March 3, 2026");
    expect(toClient.text).toContain("within 24 hours");
    expect(toClient.text).toContain("/account");
    expect(toClient.text).toContain("support@example.com");
    for (const crisisLine of ["988", "HOME to 741741", "911"]) expect(toClient.text).toContain(crisisLine);

    const [notice] = (await mailFor(submissionId, 1)).filter((message) => message.to === PROVIDER);
    expect(notice?.subject).toBe("New Depression Assessment submission");
    expect(notice?.replyTo).toBe(email);
    expect(notice?.text).toContain(email);
    // In the staff pages' zone, named (New York until set), like the page it links to.
    expect(notice?.text).toContain("March 3, 2026 at 9:05 AM EST");
    expect(notice?.text).toContain("Urgent: No");
    expect(notice?.text).toContain(`http://localhost:3000/admin/submissions/${submissionId}`);

    for (const message of [toClient, notice!]) {
      expect(message.html + message.text).not.toContain(CANARY);
      expect(message.html + message.text).not.toContain("My answer to q3");
    }
  });

  it("tells the client the day in the provider's zone, named: her own is not known to an e-mail (ADR 0072)", async () => {
    // Half past ten at night in New York, already the next day in UTC.
    const { submissionId, email } = await sentSubmission("late.client@example.com", [], [], new Date("2026-03-04T03:30:00Z"));
    await enqueue(sendSubmissionEmailsJob, { submissionId });
    await expect.poll(async () => (await listMailbox(mailbox)).filter((message) => message.to === email).length, { timeout: 15_000 }).toBe(1);
    const toClient = (await listMailbox(mailbox)).find((message) => message.to === email)!;
    expect(toClient.text).toContain("We received your Depression Assessment answers on March 3, 2026 (New York time),");
  });

  it("marks an urgent submission in the subject and names what the screen found in plain words", async () => {
    const { submissionId, email } = await sentSubmission("flagged.client@example.com", ["suicidal-thoughts", "abuse"]);
    await enqueue(sendSubmissionEmailsJob, { submissionId });

    const messages = await mailFor(submissionId, 1);
    const notice = messages.find((message) => message.to === PROVIDER)!;
    expect(notice.subject).toBe("URGENT: New Depression Assessment submission needs attention");
    expect(notice.text).toContain("Urgent: Yes (possible suicidal thoughts, possible abuse)");
    expect(notice.text).not.toContain(CANARY);

    // The client's e-mail is the same whatever the screen found: it never reveals the screening.
    await expect.poll(async () => (await listMailbox(mailbox)).filter((message) => message.to === email).length, { timeout: 15_000 }).toBe(1);
    const toClient = (await listMailbox(mailbox)).find((message) => message.to === email)!;
    expect(toClient.subject).toBe("We received your answers");
    expect(toClient.text).not.toMatch(/urgent|suicid|abuse|flag/i);
  });

  it("says a yes on the ASQ is what the client answered, beside what the screen found in their words", async () => {
    const { submissionId } = await sentSubmission("asq.client@example.com", ["asq-positive", "self-harm"]);
    await enqueue(sendSubmissionEmailsJob, { submissionId });

    const notice = (await mailFor(submissionId, 1)).find((message) => message.to === PROVIDER)!;
    expect(notice.subject).toBe("URGENT: New Depression Assessment submission needs attention");
    expect(notice.text).toContain("the client answered the screening questions we ask everyone: ASQ suicide risk screen positive");
    expect(notice.text).toContain("The safety screen found possible self-harm.");
    expect(notice.text).not.toContain("the safety screen found ASQ");
  });

  it("marks a submission with only review-tier sentences 'read first', in the subject and the body, naming no words", async () => {
    const { submissionId } = await sentSubmission("read.first@example.com", [], ["suicidal-thoughts"]);
    await enqueue(sendSubmissionEmailsJob, { submissionId });

    const notice = (await mailFor(submissionId, 1)).find((message) => message.to === PROVIDER)!;
    expect(notice.subject).toBe("Read first: New Depression Assessment submission");
    expect(notice.text).toContain("Urgent: No");
    expect(notice.text).toContain("Read first: Yes (possible suicidal thoughts)");
    expect(notice.text).toContain("please read these answers before others and record what you read and what you did");
    expect(notice.text).not.toContain(CANARY);
  });

  it("sends each e-mail once when the job runs twice", async () => {
    const { submissionId, email } = await sentSubmission("twice@example.com");
    await sendSubmissionEmails({ submissionId });
    await sendSubmissionEmails({ submissionId });
    await expect.poll(async () => (await listMailbox(mailbox)).filter((message) => message.to === email).length, { timeout: 15_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await listMailbox(mailbox)).filter((message) => message.to === email)).toHaveLength(1);
    expect((await listMailbox(mailbox)).filter((message) => message.to === PROVIDER && message.text.includes(submissionId))).toHaveLength(1);
  });

  it("sends nothing for a submission that no longer exists, and logs only its id", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const before = (await listMailbox(mailbox)).length;
    await sendSubmissionEmails({ submissionId: "deleted-submission" });
    expect(warn).toHaveBeenCalledWith({ submissionId: "deleted-submission" }, expect.stringContaining("no longer exists"));
    warn.mockRestore();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await listMailbox(mailbox)).length).toBe(before);
  });

  it("leaves no queued or sent message naming the client once their account is deleted", async () => {
    const { submissionId, email, userId } = await sentSubmission("gone.soon@example.com", ["abuse"]);
    await enqueue(sendSubmissionEmailsJob, { submissionId });
    await mailFor(submissionId, 1);
    await expect.poll(async () => (await listMailbox(mailbox)).filter((message) => message.to === email).length, { timeout: 15_000 }).toBe(1);
    expect(await queuedJobsText()).toContain(email);

    await deleteAccount(userId);
    expect(await queuedJobsText()).not.toContain(email);
  });
});
