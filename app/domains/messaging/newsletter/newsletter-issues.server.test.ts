import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { setUpMailTestDatabase, untilEmailQueueSettles } from "../../../../tests/support/mail-test-database";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { newsletterIssues, newsletterSubscribers, staffAuditEvents } from "~/db/schema";
import { listMailbox, type MailboxMessage } from "../dev-mailbox/dev-mailbox.server";
import { newsletterUnsubscribeUrl } from "./newsletter-links.server";
import { subscribersCsv } from "./newsletter-issues-audience.server";
import { fanOutNewsletterIssue, requestNewsletterIssueSend, saveNewsletterIssue, sendNewsletterIssueTest } from "./newsletter-issues.server";
import { subscriberIdFrom } from "./newsletter-tokens.server";

process.env.APP_URL = "https://catharsis.example.com";
const { mailbox } = setUpMailTestDatabase("newsletter-issues");
const admin = { email: "provider.admin@example.com" };
const staff = { userId: "staff-admin", email: admin.email, role: "admin" } as const;
const body = "Spring is a good time to look back.\n\nThree short readings, and a new guide.";

async function addSubscriber(email: string, status: "pending" | "confirmed" | "unsubscribed", confirmedAt: Date | null = status === "confirmed" ? new Date(Date.now() - 60_000) : null) {
  const id = randomUUID();
  await getDb().insert(newsletterSubscribers).values({ id, email, status, confirmedAt, unsubscribedAt: status === "unsubscribed" ? new Date() : null });
  return id;
}

const mailsOf = async (subject: string) => (await listMailbox(mailbox)).filter((mail) => mail.subject === subject);


async function draft(subject: string) {
  const saved = await saveNewsletterIssue(null, { subject, body });
  if (saved.outcome !== "saved") throw new Error(saved.outcome);
  return saved.issueId;
}

describe(`newsletter issues (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("sends an issue once, only to confirmed subscribers, each with their own unsubscribe link", async () => {
    const first = await addSubscriber("first.reader@example.com", "confirmed");
    const second = await addSubscriber("second.reader@example.com", "confirmed");
    await addSubscriber("pending.reader@example.com", "pending");
    await addSubscriber("gone.reader@example.com", "unsubscribed");
    const subject = "Spring letter";
    const issueId = await draft(subject);

    const logged: unknown[] = [];
    const info = vi.spyOn(logger, "info").mockImplementation((...args: unknown[]) => void logged.push(args));
    expect(await requestNewsletterIssueSend(issueId, { subject, body, confirm: "yes" }, staff)).toEqual({ outcome: "queued", recipients: 2 });
    const audited = await getDb().select().from(staffAuditEvents).where(eq(staffAuditEvents.targetId, issueId));
    expect(audited).toEqual([expect.objectContaining({ action: "newsletter.sent", actorUserId: staff.userId, detail: "2 confirmed subscribers" })]);
    await expect.poll(async () => (await mailsOf(subject)).length, { timeout: 20_000, interval: 200 }).toBe(2);
    await untilEmailQueueSettles();
    info.mockRestore();
    expect(JSON.stringify(logged)).not.toMatch(/reader@example\.com/);

    const mails = await mailsOf(subject);
    expect(mails.map((mail) => mail.to).sort()).toEqual(["first.reader@example.com", "second.reader@example.com"]);
    for (const [id, to] of [[first, "first.reader@example.com"], [second, "second.reader@example.com"]] as const) {
      const mail = mails.find((sent) => sent.to === to) as MailboxMessage;
      const own = newsletterUnsubscribeUrl(id);
      expect(mail.listUnsubscribe).toBe(own);
      expect(mail.html).toContain(`href="${own}"`);
      expect(mail.text).toContain(own);
      expect(mail.html).not.toContain("unsubscribe.invalid");
      expect(subscriberIdFrom(new URL(own).searchParams.get("token") ?? "")).toBe(id);
      expect(mail.text).toContain("Three short readings, and a new guide.");
    }
    const [stored] = await getDb().select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
    expect(stored).toMatchObject({ status: "sent", recipientCount: 2 });

    // A second send, or an edit, is refused.
    expect(await requestNewsletterIssueSend(issueId, { subject, body, confirm: "yes" }, staff)).toEqual({ outcome: "not-a-draft" });
    expect(await saveNewsletterIssue(issueId, { subject: "Changed", body })).toEqual({ outcome: "not-a-draft" });

    // The fan-out run again (a retry after a crash, twice at once) sends nobody a second copy.
    await getDb().update(newsletterIssues).set({ status: "sending" }).where(eq(newsletterIssues.id, issueId));
    await Promise.all([fanOutNewsletterIssue(issueId), fanOutNewsletterIssue(issueId)]);
    await untilEmailQueueSettles();
    expect((await mailsOf(subject)).length).toBe(2);
  });

  it("sends the test only to the admin, marked as a test, and leaves the draft a draft", async () => {
    await addSubscriber(`reader-${randomUUID().slice(0, 6)}@example.com`, "confirmed");
    const issueId = await draft("Summer letter");
    expect(await sendNewsletterIssueTest(issueId, admin)).toBe(true);
    await expect.poll(async () => (await mailsOf("[Test] Summer letter")).length, { timeout: 20_000, interval: 200 }).toBe(1);
    await untilEmailQueueSettles();
    const [mail] = await mailsOf("[Test] Summer letter");
    expect(mail?.to).toBe(admin.email);
    expect(mail?.text).toContain("This is a test copy, sent only to you.");
    expect(await mailsOf("Summer letter")).toEqual([]);
    const [stored] = await getDb().select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
    expect(stored?.status).toBe("draft");
  });

  it("does not send to anyone who confirmed after the send was asked for", async () => {
    const subject = "Autumn letter";
    const issueId = await draft(subject);
    const late = `late-${randomUUID().slice(0, 6)}@example.com`;
    await addSubscriber(late, "confirmed", new Date(Date.now() + 60_000));
    const sent = await requestNewsletterIssueSend(issueId, { subject, body, confirm: "yes" }, staff);
    expect(sent.outcome).toBe("queued");
    await expect.poll(async () => (await getDb().select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId)))[0]?.status, { timeout: 20_000 }).toBe("sent");
    await untilEmailQueueSettles();
    expect((await mailsOf(subject)).map((mail) => mail.to)).not.toContain(late);
  });

  it("refuses an empty, overlong or two-line subject, an empty issue and an unticked confirmation, saving nothing", async () => {
    expect(await saveNewsletterIssue(null, { subject: "  ", body: "" })).toEqual({
      outcome: "invalid",
      errors: { subject: "Please give the issue a subject.", body: "Please write the issue before saving it." },
    });
    expect(await saveNewsletterIssue(null, { subject: "Hi\r\nBcc: victim@example.com", body })).toMatchObject({ errors: { subject: "Please keep the subject on one line." } });
    expect(await saveNewsletterIssue(null, { subject: "x".repeat(151), body })).toMatchObject({ outcome: "invalid" });
    expect(await saveNewsletterIssue(null, { subject: 42, body: null })).toMatchObject({ outcome: "invalid" });
    const issueId = await draft("Winter letter");
    expect(await requestNewsletterIssueSend(issueId, { subject: "Winter letter", body }, staff)).toEqual({
      outcome: "invalid",
      errors: { confirm: "Please tick the box to confirm the send." },
    });
    expect(await requestNewsletterIssueSend(randomUUID(), { subject: "Winter letter", body, confirm: "yes" }, staff)).toEqual({ outcome: "not-found" });
    expect(await saveNewsletterIssue("not-an-id", { subject: "Winter letter", body })).toEqual({ outcome: "not-found" });
    const stored = await getDb().select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
    expect(stored[0]?.status).toBe("draft");
  });

  it("exports subscribers as CSV with formula-like addresses made harmless", async () => {
    await addSubscriber("+tricky@example.com", "pending");
    await addSubscriber("-minus@example.com", "confirmed");
    let csv = "";
    for await (const chunk of subscribersCsv("all")) csv += chunk;
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("email,status,signed_up_at,confirmed_at,unsubscribed_at");
    expect(lines).toContainEqual(expect.stringMatching(/^'\+tricky@example\.com,pending,\d{4}-\d\d-\d\dT[^,]+,,$/));
    expect(lines).toContainEqual(expect.stringMatching(/^'-minus@example\.com,confirmed,/));
    let confirmedOnly = "";
    for await (const chunk of subscribersCsv("confirmed")) confirmedOnly += chunk;
    expect(confirmedOnly).not.toContain("tricky");
    expect(confirmedOnly).toContain("minus@example.com");
  });
});
