import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { appUrl, getEnv } from "~/config/env.server";
import { getSecrets } from "~/config/secrets.server";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { checkInOptOuts, users } from "~/db/schema";
import { maskEmail } from "../newsletter/unsubscribe-from-newsletter.server";

/** Keyed on the session secret, labelled so the MAC opens nothing else (not a reminder's, not a newsletter's). */
function optOutMac(userId: string): Buffer {
  return createHmac("sha256", getSecrets(getEnv()).sessionSecret).update(`check-in-opt-out:${userId}`).digest();
}

/** `<account id, base64url>.<HMAC>`, as the reminders' links: the same in every invitation, so an old e-mail's link works. */
export function checkInOptOutToken(userId: string): string {
  return `${Buffer.from(userId).toString("base64url")}.${optOutMac(userId).toString("base64url")}`;
}

function userIdFromToken(token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const userId = Buffer.from(match[1], "base64url").toString("utf8");
  const given = Buffer.from(match[2], "base64url");
  const expected = optOutMac(userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The link in every invitation and in its List-Unsubscribe header (RFC 8058: a POST to it opts out). */
export function checkInOptOutUrl(userId: string): string {
  return `${appUrl(getEnv())}/check-ins/opt-out?token=${encodeURIComponent(checkInOptOutToken(userId))}`;
}

export type CheckInOptOutState = { status: "receiving" | "opted-out"; maskedEmail: string } | { status: "invalid" };

async function findAccount(token: string) {
  const userId = userIdFromToken(token);
  if (!userId) return undefined;
  const [row] = await getDb()
    .select({ id: users.id, email: users.email, optedOutAt: checkInOptOuts.optedOutAt })
    .from(users)
    .leftJoin(checkInOptOuts, eq(checkInOptOuts.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** What the opt-out page offers for this link; reading it changes nothing (a mail scanner's GET opts nobody out). */
export async function checkInOptOutState(token: string): Promise<CheckInOptOutState> {
  const row = await findAccount(token);
  if (!row) return { status: "invalid" };
  return { status: row.optedOutAt ? "opted-out" : "receiving", maskedEmail: maskEmail(row.email) };
}

/** Stops every check-in invitation not yet sent to the account; twice is harmless and keeps the first date. */
export async function optOutOfCheckIns(token: string): Promise<CheckInOptOutState> {
  const row = await findAccount(token);
  if (!row) return { status: "invalid" };
  if (!row.optedOutAt) {
    await getDb().insert(checkInOptOuts).values({ userId: row.id }).onConflictDoNothing();
    logger.info({ userId: row.id }, "check-in invitations opted out");
  }
  return { status: "opted-out", maskedEmail: maskEmail(row.email) };
}
