import { eq } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { newsletterSubscribers } from "~/db/schema";
import { subscriberIdFrom } from "./newsletter-tokens.server";

export type UnsubscribeState = { status: "subscribed" | "unsubscribed"; maskedEmail: string } | { status: "invalid" };

/** "jane@example.com" as "j***@example.com": enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

async function findSubscriber(token: string) {
  const id = subscriberIdFrom(token);
  if (!id) return undefined;
  const [row] = await getDb()
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return row;
}

/** What the unsubscribe page should offer for this link; reading it changes nothing. */
export async function unsubscribeState(token: string): Promise<UnsubscribeState> {
  const row = await findSubscriber(token);
  if (!row) return { status: "invalid" };
  return { status: row.status === "unsubscribed" ? "unsubscribed" : "subscribed", maskedEmail: maskEmail(row.email) };
}

/** Stops every newsletter e-mail to the subscriber; unsubscribing twice is harmless. */
export async function unsubscribeFromNewsletter(token: string): Promise<UnsubscribeState> {
  const row = await findSubscriber(token);
  if (!row) return { status: "invalid" };
  if (row.status !== "unsubscribed") {
    // The pending confirmation link dies too: a later click must not resubscribe.
    await getDb()
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: new Date(), confirmTokenHash: null, confirmTokenExpiresAt: null })
      .where(eq(newsletterSubscribers.id, row.id));
    logger.info({ subscriberId: row.id }, "newsletter unsubscribed");
  }
  return { status: "unsubscribed", maskedEmail: maskEmail(row.email) };
}
