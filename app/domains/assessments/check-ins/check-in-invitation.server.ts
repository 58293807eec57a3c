import { eq } from "drizzle-orm";
import { appUrl, getEnv } from "~/config/env.server";
import { getDb } from "~/db/database.server";
import { checkInOptOuts, checkIns, users, type CheckInWave } from "~/db/schema";
import { checkInToken } from "./check-in-tokens.server";

export type CheckInInvitation = {
  checkInId: string;
  userId: string;
  email: string;
  wave: CheckInWave;
  /** The single-use link, built now from the id: it never waits in the queue. */
  checkInUrl: string;
  expiresAt: Date;
};

/** The check-in page's address for a token, on the configured public address. */
export function checkInUrl(token: string): string {
  return `${appUrl(getEnv())}/check-in/${encodeURIComponent(token)}`;
}

/**
 * What the invitation e-mail needs, read when it is sent: the account's address today and the
 * link. Null when there is nothing to send: the check-in was answered meanwhile, its link has
 * expired, the account is gone, or the client opted out after it was claimed.
 */
export async function loadCheckInInvitation(checkInId: string, now = new Date()): Promise<CheckInInvitation | null> {
  const [row] = await getDb()
    .select({
      userId: checkIns.userId,
      email: users.email,
      wave: checkIns.wave,
      state: checkIns.state,
      expiresAt: checkIns.expiresAt,
      optedOutAt: checkInOptOuts.optedOutAt,
    })
    .from(checkIns)
    .innerJoin(users, eq(users.id, checkIns.userId))
    .leftJoin(checkInOptOuts, eq(checkInOptOuts.userId, checkIns.userId))
    .where(eq(checkIns.id, checkInId));
  if (!row || row.state !== "invited" || !row.expiresAt || row.expiresAt <= now || row.optedOutAt) return null;
  return {
    checkInId,
    userId: row.userId,
    email: row.email,
    wave: row.wave,
    checkInUrl: checkInUrl(checkInToken(checkInId)),
    expiresAt: row.expiresAt,
  };
}
