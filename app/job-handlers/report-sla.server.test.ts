import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { givePaidCopy, makeUser, storeSubmission, writtenAnswers } from "../../tests/support/submission-fixtures";
import { setUpTestDatabase } from "../../tests/support/test-database";
import { getDb } from "~/db/database.server";
import { reportObligations, reports } from "~/db/schema";
import { listMailbox, type MailboxMessage } from "~/domains/messaging/dev-mailbox/dev-mailbox.server";
import { registerJob } from "~/jobs/queue.server";
import { reportSlaJob } from "~/jobs/report-sla.server";
import { sendEmailJob } from "~/jobs/send-email.server";
import { checkReportDeadlines, runReportSla } from "./report-sla.server";
import { sendEmail } from "./send-email.server";

/**
 * Issue 12, step 8, end to end through the e-mail queue: the provider hears
 * at four hours left and when late, the client hears once that it is late,
 * each e-mail once across repeated runs, and none of them carries the answers.
 */
// Only the e-mail queue works here: the scheduled job is called directly, at chosen moments.
const { mailbox } = setUpTestDatabase({
  dataDir: "report-sla",
  queue: { work: true, pollingIntervalSeconds: 0.5, jobs: [registerJob(sendEmailJob, sendEmail)] },
});

const PROVIDER = "provider@example.com";
const CANARY = "kestrel-canary-7731";
const HOUR = 60 * 60 * 1000;

async function submittedReport(dueAt: Date) {
  const email = `late-${randomUUID().slice(0, 6)}@example.com`;
  const { userId } = await makeUser(email);
  const entitlementId = await givePaidCopy({ email, userId, formType: "marriage" });
  const answers = writtenAnswers("marriage", { q1: `We argue about money. The ${CANARY} is private.` }, email);
  const submissionId = await storeSubmission({ entitlementId, userId, email, formType: "marriage", answers });
  const reportId = `obl-${randomUUID().slice(0, 8)}`;
  await getDb().insert(reportObligations).values({ id: reportId, submissionId, kind: "root-cause", dueAt });
  await getDb().insert(reports).values({ id: reportId, submissionId, kind: "root-cause", stage: "in-review" });
  return { reportId, submissionId, email };
}

/** The provider's e-mails about this report, and the client's. */
const about = (reportId: string, client: string) => async (): Promise<MailboxMessage[]> =>
  (await listMailbox(mailbox)).filter((message) => (message.to === PROVIDER && message.text.includes(reportId)) || message.to === client);

async function settle(messages: () => Promise<MailboxMessage[]>, count: number): Promise<MailboxMessage[]> {
  await expect.poll(async () => (await messages()).length, { timeout: 30_000, interval: 200 }).toBe(count);
  // Give a wrongly queued second copy the time to arrive too.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return messages();
}

describe("checkReportDeadlines", () => {
  it("warns at four hours, then tells the provider and the client it is late, each once, without the answers", async () => {
    const submitted = new Date();
    const dueAt = new Date(submitted.getTime() + 24 * HOUR);
    const { reportId, submissionId, email } = await submittedReport(dueAt);
    const messages = about(reportId, email);

    const fourHoursLeft = new Date(dueAt.getTime() - 3.5 * HOUR);
    await checkReportDeadlines(fourHoursLeft);
    await checkReportDeadlines(new Date(fourHoursLeft.getTime() + 5 * 60 * 1000));
    const [warning, ...noMore] = await settle(messages, 1);
    expect(noMore).toEqual([]);
    expect(warning).toMatchObject({ to: PROVIDER, subject: "Report due in 4 hours: Root Cause Analysis" });
    expect(warning?.text).toContain(submissionId);
    expect(warning?.text).toContain("due in 3 h 30 min");

    const late = new Date(dueAt.getTime() + 10 * 60 * 1000);
    await checkReportDeadlines(late);
    await checkReportDeadlines(new Date(late.getTime() + 5 * 60 * 1000));
    const all = await settle(messages, 3);
    const overdue = all.filter((message) => message.subject === "Report overdue: Root Cause Analysis");
    const toClient = all.filter((message) => message.to === email);
    expect(overdue).toHaveLength(1);
    expect(overdue[0]?.text).toContain("10 min late");
    expect(toClient).toHaveLength(1);
    expect(toClient[0]?.subject).toBe("Your report is taking longer than we promised");
    expect(toClient[0]?.text).toContain("We promised your Root Cause Analysis within 24 hours");

    for (const message of all) {
      expect(message.text).not.toContain(CANARY);
      expect(message.html).not.toContain(CANARY);
      expect(message.text).not.toContain("argue about money");
    }
  });

  it("runs as the scheduled job, whose payload is empty", async () => {
    const job = registerJob(reportSlaJob, runReportSla);
    await expect(job.handle({})).resolves.toBeUndefined();
    await expect(job.handle(null)).resolves.toBeUndefined();
  });
});
