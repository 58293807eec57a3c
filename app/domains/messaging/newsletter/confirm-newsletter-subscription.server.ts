import { and, eq, gt } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { newsletterSubscribers } from "~/db/schema";
import { hashToken } from "./newsletter-tokens.server";

export type ConfirmationState = "ready" | "confirmed" | "invalid";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

async function findByToken(token: string) {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [row] = await getDb()
    .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(
      and(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)), gt(newsletterSubscribers.confirmTokenExpiresAt, new Date())),
    );
  return row;
}

/** What the confirmation page should offer for this link; reading it changes nothing. */
export async function confirmationState(token: string): Promise<ConfirmationState> {
  const row = await findByToken(token);
  if (!row || row.status === "unsubscribed") return "invalid";
  return row.status === "confirmed" ? "confirmed" : "ready";
}

/** Confirms the subscription the link names; a second click finds it already confirmed. */
export async function confirmNewsletterSubscription(token: string): Promise<"confirmed" | "invalid"> {
  const row = await findByToken(token);
  if (!row || row.status === "unsubscribed") return "invalid";
  if (row.status === "pending") {
    await getDb()
      .update(newsletterSubscribers)
      .set({ status: "confirmed", confirmedAt: new Date() })
      .where(and(eq(newsletterSubscribers.id, row.id), eq(newsletterSubscribers.status, "pending")));
    logger.info({ subscriberId: row.id }, "newsletter subscription confirmed");
  }
  return "confirmed";
}
