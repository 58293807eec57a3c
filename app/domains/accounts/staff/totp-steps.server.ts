import { createOTP } from "@better-auth/utils/otp";
import { symmetricDecrypt } from "better-auth/crypto";
import { eq, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { twoFactors, twoFactorUsedSteps } from "~/db/schema";
import { getAuth } from "../auth.server";

/**
 * Better Auth's `verifyTOTP` accepts a code for the current 30-second step and
 * the ones either side, and keeps no record of codes used. This module is the
 * record (ADR 52): after Better Auth accepts a code, the step it belongs to is
 * claimed for the person, and only a step later than the last one claimed
 * counts. So a code opens one session, and a code from the window before is
 * taken only when nothing newer was.
 */

const PERIOD_SECONDS = 30;

/** The 30-second step a moment falls in, as authenticator apps count them. */
export const timeStepAt = (now: number) => Math.floor(now / (PERIOD_SECONDS * 1000));

/**
 * The latest step near `now` whose code is `code`, or null. Better Auth looks
 * one step either side; one more step back covers a step that ended between
 * its check and this one.
 */
export async function stepOfCode(secret: string, code: string, now = Date.now()): Promise<number | null> {
  const otp = createOTP(secret);
  const current = timeStepAt(now);
  for (const step of [current + 1, current, current - 1, current - 2]) {
    if ((await otp.hotp(step)) === code) return step;
  }
  return null;
}

/** Claims `step` for the person: true when it is later than every step claimed before. */
export async function claimTimeStep(userId: string, step: number): Promise<boolean> {
  // One statement: of two requests with the same code, only one sees its row written.
  const claimed = await getDb()
    .insert(twoFactorUsedSteps)
    .values({ userId, lastStep: step })
    .onConflictDoUpdate({
      target: twoFactorUsedSteps.userId,
      set: { lastStep: step, acceptedAt: sql`now()` },
      setWhere: lt(twoFactorUsedSteps.lastStep, step),
    })
    .returning({ userId: twoFactorUsedSteps.userId });
  return claimed.length === 1;
}

/**
 * Claims the step of a code Better Auth has just accepted for this person.
 * False when that step (or a later one) was already used: the code is a replay.
 */
export async function claimAcceptedCode(userId: string, code: string): Promise<boolean> {
  const [row] = await getDb().select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, userId));
  if (!row) return false;
  const secret = await symmetricDecrypt({ key: (await getAuth().$context).secretConfig, data: row.secret });
  const step = await stepOfCode(secret, code.trim());
  return step !== null && claimTimeStep(userId, step);
}
