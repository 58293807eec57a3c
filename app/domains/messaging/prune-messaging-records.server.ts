import { and, eq, lt, or } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { contactMessages, emailLog, newsletterSubscribers } from "~/db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The privacy policy promises: messages to us, and the record of e-mails we sent, for up to two years. */
export const CONTACT_MESSAGE_RETENTION_DAYS = 730;
/** An address that never confirmed, or that left, is kept only long enough to answer a late click. */
export const NEWSLETTER_LEFTOVER_RETENTION_DAYS = 30;

/**
 * Deletes what the privacy policy says we no longer keep: old contact
 * messages and sent-mail records, subscriptions never confirmed, and
 * addresses that unsubscribed.
 */
export async function pruneMessagingRecords(
  now = new Date(),
): Promise<{ contactMessages: number; sentEmails: number; subscribers: number }> {
  const db = getDb();
  const messagesBefore = new Date(now.getTime() - CONTACT_MESSAGE_RETENTION_DAYS * DAY_MS);
  const leftoversBefore = new Date(now.getTime() - NEWSLETTER_LEFTOVER_RETENTION_DAYS * DAY_MS);
  const messages = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, messagesBefore))
    .returning({ id: contactMessages.id });
  const sentEmails = await db
    .delete(emailLog)
    .where(lt(emailLog.sentAt, messagesBefore))
    .returning({ id: emailLog.id });
  const subscribers = await db
    .delete(newsletterSubscribers)
    .where(
      or(
        and(eq(newsletterSubscribers.status, "pending"), lt(newsletterSubscribers.createdAt, leftoversBefore)),
        and(eq(newsletterSubscribers.status, "unsubscribed"), lt(newsletterSubscribers.unsubscribedAt, leftoversBefore)),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return { contactMessages: messages.length, sentEmails: sentEmails.length, subscribers: subscribers.length };
}
