import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { getDb } from "~/db/database.server";
import { contactMessages, emailLog, newsletterSubscribers } from "~/db/schema";
import { pruneMessagingRecords } from "./prune-messaging-records.server";

setUpTestDatabase();

const now = new Date("2026-06-01T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe(`pruneMessagingRecords (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("deletes contact messages and sent-mail records older than two years, newsletter leftovers older than 30 days, nothing else", async () => {
    const sent = { template: "receipt", recipient: "a@example.com", subject: "Receipt", transport: "dev-mailbox" as const };
    await getDb().insert(emailLog).values([
      { ...sent, idempotencyKey: "old-mail", sentAt: daysAgo(731) },
      { ...sent, idempotencyKey: "recent-mail", sentAt: daysAgo(10) },
    ]);
    const message = { name: "A", email: "a@example.com", subject: "Hello", message: "text" };
    await getDb().insert(contactMessages).values([
      { ...message, id: "old", createdAt: daysAgo(731) },
      { ...message, id: "recent", createdAt: daysAgo(700) },
    ]);
    await getDb().insert(newsletterSubscribers).values([
      { id: "stale-pending", email: "p1@example.com", status: "pending", createdAt: daysAgo(31) },
      { id: "fresh-pending", email: "p2@example.com", status: "pending", createdAt: daysAgo(2) },
      { id: "confirmed", email: "c@example.com", status: "confirmed", createdAt: daysAgo(900), confirmedAt: daysAgo(899) },
      { id: "left-long-ago", email: "u1@example.com", status: "unsubscribed", createdAt: daysAgo(400), unsubscribedAt: daysAgo(40) },
      { id: "left-lately", email: "u2@example.com", status: "unsubscribed", createdAt: daysAgo(400), unsubscribedAt: daysAgo(3) },
    ]);

    expect(await pruneMessagingRecords(now)).toEqual({ contactMessages: 1, sentEmails: 1, subscribers: 2 });
    const mails = await getDb().select({ key: emailLog.idempotencyKey }).from(emailLog);
    expect(mails.map((row) => row.key)).toEqual(["recent-mail"]);

    const messages = await getDb().select({ id: contactMessages.id }).from(contactMessages);
    expect(messages.map((row) => row.id)).toEqual(["recent"]);
    const subscribers = await getDb().select({ id: newsletterSubscribers.id }).from(newsletterSubscribers);
    expect(subscribers.map((row) => row.id).sort()).toEqual(["confirmed", "fresh-pending", "left-lately"]);
  });
});
