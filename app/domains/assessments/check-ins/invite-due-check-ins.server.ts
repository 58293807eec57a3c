import { and, eq, lte } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { checkInOptOuts, checkIns } from "~/db/schema";
import { enqueueCheckInInvitation, sendCheckInInvitationJob } from "~/jobs/check-ins.server";
import { prepareToEnqueue } from "~/jobs/transactional-enqueue.server";
import { checkInToken, hashCheckInToken } from "./check-in-tokens.server";

/** Enough for one hourly run on a busy day; the next run takes the rest. */
const BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

type Claim = "invited" | "opted-out" | "taken";

/**
 * Claims one due check-in and queues its e-mail in one transaction: the update from "scheduled"
 * lets only one run win, so a second server or an overlapping run sends nothing twice, and a
 * rolled-back run queues nothing. The opt-out is read inside the transaction, so a click made
 * after the list was read still wins: the check-in is skipped and never sent.
 */
async function claimCheckIn(checkInId: string, userId: string, now: Date): Promise<Claim> {
  return getDb().transaction(async (tx) => {
    const [optedOut] = await tx.select({ userId: checkInOptOuts.userId }).from(checkInOptOuts).where(eq(checkInOptOuts.userId, userId));
    const scheduled = and(eq(checkIns.id, checkInId), eq(checkIns.state, "scheduled"));
    if (optedOut) {
      const skipped = await tx.update(checkIns).set({ state: "skipped", skippedReason: "opted-out" }).where(scheduled).returning({ id: checkIns.id });
      return skipped.length > 0 ? "opted-out" : "taken";
    }
    const claimed = await tx
      .update(checkIns)
      .set({
        state: "invited",
        invitedAt: now,
        expiresAt: new Date(now.getTime() + getEnv().CHECK_IN_LINK_DAYS * DAY_MS),
        tokenHash: hashCheckInToken(checkInToken(checkInId)),
      })
      .where(scheduled)
      .returning({ id: checkIns.id });
    if (claimed.length === 0) return "taken";
    await enqueueCheckInInvitation(tx, checkInId);
    return "invited";
  });
}

/**
 * One run as of `now` (the hourly job passes the clock; tests choose the moment). `onlyUserId`
 * keeps a test's run to its own client, on a server other tests share.
 */
export async function inviteDueCheckIns(now: Date, onlyUserId?: string): Promise<{ invited: number; optedOut: number }> {
  const due = await getDb()
    .select({ id: checkIns.id, userId: checkIns.userId })
    .from(checkIns)
    .where(and(eq(checkIns.state, "scheduled"), lte(checkIns.dueAt, now), onlyUserId === undefined ? undefined : eq(checkIns.userId, onlyUserId)))
    .orderBy(checkIns.dueAt)
    .limit(BATCH);
  if (due.length > 0) await prepareToEnqueue(sendCheckInInvitationJob);
  const counts = { invited: 0, optedOut: 0 };
  for (const checkIn of due) {
    const claim = await claimCheckIn(checkIn.id, checkIn.userId, now);
    if (claim === "invited") counts.invited += 1;
    if (claim === "opted-out") counts.optedOut += 1;
  }
  // Counts only: who was invited is in check_ins.
  logger.info({ due: due.length, ...counts }, "check-ins checked");
  return counts;
}
