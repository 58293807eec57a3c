import { randomUUID } from "node:crypto";
import { asc, count, desc, eq } from "drizzle-orm";
import { createElement } from "react";
import { z } from "zod";
import { getEnv } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { contactMessageReplies, contactMessages, contactMessageStatuses } from "~/db/schema";
import { formatNamedDay } from "~/shared/dates";
import { REPLY_MAX_LENGTH, type ContactStatus } from "./contact-inbox";
import { ContactReplyEmail, contactReplySubject } from "../emails/contact-reply-email";
import { queueEmail } from "../queue-email.server";

export { isContactStatus, type ContactStatus } from "./contact-inbox";

export const INBOX_PAGE_SIZE = 25;
const replySchema = z
  .string()
  .trim()
  .min(1, "Please write your reply before sending it.")
  .max(REPLY_MAX_LENGTH, `Please keep the reply under ${REPLY_MAX_LENGTH.toLocaleString("en-US")} characters.`);

export type InboxRow = { id: string; name: string; email: string; subject: string; status: ContactStatus; createdAt: Date; replies: number };
export type InboxPage = { rows: InboxRow[]; page: number; pageCount: number; total: number; counts: Record<ContactStatus, number> };

/** One status's messages, oldest new message first (it has waited longest); other statuses newest first. */
export async function listContactMessages(status: ContactStatus, page: number): Promise<InboxPage> {
  const db = getDb();
  const countRows = await db.select({ status: contactMessages.status, n: count() }).from(contactMessages).groupBy(contactMessages.status);
  const counts = Object.fromEntries(contactMessageStatuses.map((name) => [name, 0])) as Record<ContactStatus, number>;
  for (const row of countRows) counts[row.status] = Number(row.n);
  const total = counts[status];
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const order = status === "new" ? asc(contactMessages.createdAt) : desc(contactMessages.createdAt);
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
      replies: count(contactMessageReplies.id),
    })
    .from(contactMessages)
    .leftJoin(contactMessageReplies, eq(contactMessageReplies.messageId, contactMessages.id))
    .where(eq(contactMessages.status, status))
    .groupBy(contactMessages.id)
    .orderBy(order, asc(contactMessages.id))
    .limit(INBOX_PAGE_SIZE)
    .offset((current - 1) * INBOX_PAGE_SIZE);
  return { rows: rows.map((row) => ({ ...row, replies: Number(row.replies) })), page: current, pageCount, total, counts };
}

export type ContactThread = {
  message: typeof contactMessages.$inferSelect;
  replies: { id: string; staffEmail: string; body: string; sentAt: Date }[];
};

/** A message and every reply sent to it, oldest first; null when there is no such message. */
export async function openContactThread(messageId: string): Promise<ContactThread | null> {
  const db = getDb();
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
  if (!message) return null;
  const replies = await db
    .select({ id: contactMessageReplies.id, staffEmail: contactMessageReplies.staffEmail, body: contactMessageReplies.body, sentAt: contactMessageReplies.sentAt })
    .from(contactMessageReplies)
    .where(eq(contactMessageReplies.messageId, messageId))
    .orderBy(asc(contactMessageReplies.sentAt), asc(contactMessageReplies.id));
  return { message, replies };
}

export type ReplyOutcome = { outcome: "sent"; replyId: string } | { outcome: "invalid"; error: string } | { outcome: "not-found" };

/**
 * Sends the provider's reply by e-mail to the message's address and keeps it
 * in the thread; the message becomes "replied". The reply is recorded first
 * and its e-mail queued under the reply's own key, so a retried request can
 * never send one reply twice; if the queue refuses it, the reply is taken
 * back out of the thread rather than shown as sent. `writeDay` writes the day
 * the visitor wrote, named (the route gives the provider's zone; ADR 0072).
 */
export async function replyToContactMessage(
  messageId: string,
  staff: { userId: string | null; email: string },
  typed: unknown,
  writeDay: (date: Date) => string = (date) => formatNamedDay(date, "UTC"),
): Promise<ReplyOutcome> {
  const parsed = replySchema.safeParse(typed);
  if (!parsed.success) return { outcome: "invalid", error: parsed.error.issues[0]?.message ?? "Please write your reply before sending it." };
  const db = getDb();
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
  if (!message) return { outcome: "not-found" };
  const replyId = randomUUID();
  await db.insert(contactMessageReplies).values({ id: replyId, messageId, staffUserId: staff.userId, staffEmail: staff.email, body: parsed.data });
  try {
    await queueEmail({
      idempotencyKey: `contact-reply:${replyId}`,
      template: "contact-reply",
      to: message.email,
      replyTo: getEnv().SUPPORT_EMAIL,
      subject: contactReplySubject,
      element: createElement(ContactReplyEmail, { name: message.name, body: parsed.data, writtenOn: writeDay(message.createdAt) }),
      userId: message.userId,
    });
  } catch (error) {
    await db.delete(contactMessageReplies).where(eq(contactMessageReplies.id, replyId));
    throw error;
  }
  await db.update(contactMessages).set({ status: "replied" }).where(eq(contactMessages.id, messageId));
  logger.info({ contactMessageId: messageId, replyId }, "contact message answered");
  return { outcome: "sent", replyId };
}

/** Closes a message (nothing more to do) or opens it again as new; false when there is no such message. */
export async function setContactMessageStatus(messageId: string, status: "closed" | "new"): Promise<boolean> {
  const updated = await getDb()
    .update(contactMessages)
    .set({ status })
    .where(eq(contactMessages.id, messageId))
    .returning({ id: contactMessages.id });
  return updated.length > 0;
}
