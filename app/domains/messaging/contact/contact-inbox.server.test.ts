import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setUpMailTestDatabase } from "../../../../tests/support/mail-test-database";
import { getDb } from "~/db/database.server";
import { contactMessageReplies, contactMessages, contactMessageStatuses } from "~/db/schema";
import { formatNamedDay } from "~/shared/dates";
import { contactStatuses } from "./contact-inbox";
import { listContactMessages, openContactThread, replyToContactMessage, setContactMessageStatus } from "./contact-inbox.server";
import { listMailbox } from "../dev-mailbox/dev-mailbox.server";

const { mailbox } = setUpMailTestDatabase("contact-inbox");
const staff = { userId: null, email: "provider.staff@example.com" };

async function storeMessage(change: Partial<typeof contactMessages.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  await getDb()
    .insert(contactMessages)
    .values({ id, name: "Ruth Porter", email: `ruth-${id.slice(0, 6)}@example.com`, subject: "When will my report come?", message: "I sent my answers on Monday.", ...change });
  return id;
}

describe(`the contact inbox (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("keeps the pages' statuses and the table's in step", () => {
    expect([...contactStatuses]).toEqual([...contactMessageStatuses]);
  });

  it("lists new messages longest-waiting first with counts per status, and pages them", async () => {
    const older = await storeMessage({ createdAt: new Date("2026-11-01T09:00:00Z") });
    const newer = await storeMessage({ createdAt: new Date("2026-11-02T09:00:00Z") });
    const closed = await storeMessage({ status: "closed" });
    const inbox = await listContactMessages("new", 1);
    const ids = inbox.rows.map((row) => row.id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(ids).not.toContain(closed);
    expect(inbox.counts.closed).toBeGreaterThanOrEqual(1);
    expect(inbox.rows.find((row) => row.id === older)).toMatchObject({ replies: 0, status: "new" });
    expect((await listContactMessages("closed", 1)).rows.map((row) => row.id)).toContain(closed);
    // A page past the end is the last page.
    expect((await listContactMessages("new", 999)).page).toBe(inbox.pageCount);
  });

  it("sends a reply by e-mail to the message's address, keeps it in the thread, and marks the message replied", async () => {
    const id = await storeMessage({ name: "Ruth Porter" });
    const [message] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, id));
    const outcome = await replyToContactMessage(id, staff, "  Your report is being written and will reach you tomorrow.\n\nWarm wishes  ");
    expect(outcome.outcome).toBe("sent");
    const thread = await openContactThread(id);
    expect(thread?.message.status).toBe("replied");
    expect(thread?.replies).toEqual([
      expect.objectContaining({ staffEmail: staff.email, body: "Your report is being written and will reach you tomorrow.\n\nWarm wishes" }),
    ]);
    await expect.poll(async () => (await listMailbox(mailbox)).filter((mail) => mail.to === message!.email).length, { timeout: 15_000, interval: 200 }).toBe(1);
    const [mail] = (await listMailbox(mailbox)).filter((sent) => sent.to === message!.email);
    expect(mail?.subject).toBe("A reply to your message to Catharsis");
    expect(mail?.text).toContain("Hello Ruth Porter,");
    expect(mail?.text).toContain("will reach you tomorrow.");
    // What the visitor wrote is never sent back out.
    expect(mail?.text).not.toContain("I sent my answers on Monday.");
  });

  it("writes the day the visitor wrote as the route asks: in the provider's zone, named (ADR 0072)", async () => {
    // Half past ten at night in New York, already the next day in UTC.
    const id = await storeMessage({ createdAt: new Date("2026-11-02T03:30:00Z") });
    const [message] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, id));
    const inNewYork = (date: Date) => formatNamedDay(date, "America/New_York");
    expect((await replyToContactMessage(id, staff, "Thank you for writing.", inNewYork)).outcome).toBe("sent");
    await expect.poll(async () => (await listMailbox(mailbox)).filter((mail) => mail.to === message!.email).length, { timeout: 15_000, interval: 200 }).toBe(1);
    const [mail] = (await listMailbox(mailbox)).filter((sent) => sent.to === message!.email);
    expect(mail?.text).toContain("This answers the message you sent us on November 1, 2026 (New York time).");
  });

  it("refuses an empty or overlong reply and an unknown message, sending and keeping nothing", async () => {
    const id = await storeMessage();
    expect(await replyToContactMessage(id, staff, "   ")).toEqual({ outcome: "invalid", error: "Please write your reply before sending it." });
    expect(await replyToContactMessage(id, staff, "x".repeat(10_001))).toMatchObject({ outcome: "invalid" });
    expect(await replyToContactMessage(id, staff, 42)).toMatchObject({ outcome: "invalid" });
    expect(await replyToContactMessage(crypto.randomUUID(), staff, "Hello")).toEqual({ outcome: "not-found" });
    expect(await getDb().select().from(contactMessageReplies).where(eq(contactMessageReplies.messageId, id))).toEqual([]);
    expect((await openContactThread(id))?.message.status).toBe("new");
  });

  it("closes a message and opens it again as new", async () => {
    const id = await storeMessage();
    expect(await setContactMessageStatus(id, "closed")).toBe(true);
    expect((await openContactThread(id))?.message.status).toBe("closed");
    expect(await setContactMessageStatus(id, "new")).toBe(true);
    expect((await openContactThread(id))?.message.status).toBe("new");
    expect(await setContactMessageStatus(crypto.randomUUID(), "closed")).toBe(false);
  });
});
