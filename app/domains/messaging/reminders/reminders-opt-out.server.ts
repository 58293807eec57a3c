import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { appUrl, getEnv } from "~/config/env.server";
import { getSecrets } from "~/config/secrets.server";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { reminderOptOuts, users } from "~/db/schema";
import { maskEmail } from "../newsletter/unsubscribe-from-newsletter.server";

/** Keyed on the session secret, labelled so the MAC is good for nothing else (not a newsletter link). */
function optOutMac(userId: string): Buffer {
  return createHmac("sha256", getSecrets(getEnv()).sessionSecret).update(`questionnaire-reminders-opt-out:${userId}`).digest();
}

/**
 * `<account id, base64url>.<HMAC>`, as the newsletter's unsubscribe links:
 * unguessable, needs no storage, and the same in every reminder, so an old
 * e-mail's link keeps working.
 */
export function reminderOptOutToken(userId: string): string {
  return `${Buffer.from(userId).toString("base64url")}.${optOutMac(userId).toString("base64url")}`;
}

/** The account a genuine opt-out token names, or null. */
export function userIdFromOptOutToken(token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const userId = Buffer.from(match[1], "base64url").toString("utf8");
  const given = Buffer.from(match[2], "base64url");
  const expected = optOutMac(userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The link in every reminder and in its List-Unsubscribe header, on the configured public address. */
export function reminderOptOutUrl(userId: string): string {
  return `${appUrl(getEnv())}/reminders/opt-out?token=${encodeURIComponent(reminderOptOutToken(userId))}`;
}

export type ReminderOptOutState = { status: "receiving" | "opted-out"; maskedEmail: string } | { status: "invalid" };

async function findAccount(token: string) {
  const userId = userIdFromOptOutToken(token);
  if (!userId) return undefined;
  const [row] = await getDb()
    .select({ id: users.id, email: users.email, optedOutAt: reminderOptOuts.optedOutAt })
    .from(users)
    .leftJoin(reminderOptOuts, eq(reminderOptOuts.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** What the opt-out page should offer for this link; reading it changes nothing. */
export async function reminderOptOutState(token: string): Promise<ReminderOptOutState> {
  const row = await findAccount(token);
  if (!row) return { status: "invalid" };
  return { status: row.optedOutAt ? "opted-out" : "receiving", maskedEmail: maskEmail(row.email) };
}

/** Stops every questionnaire reminder to the account; opting out twice is harmless and keeps the first date. */
export async function optOutOfReminders(token: string): Promise<ReminderOptOutState> {
  const row = await findAccount(token);
  if (!row) return { status: "invalid" };
  if (!row.optedOutAt) {
    await getDb().insert(reminderOptOuts).values({ userId: row.id }).onConflictDoNothing();
    logger.info({ userId: row.id }, "questionnaire reminders opted out");
  }
  return { status: "opted-out", maskedEmail: maskEmail(row.email) };
}
