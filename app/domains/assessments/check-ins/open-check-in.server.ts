import { eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { checkIns, type CheckInWave } from "~/db/schema";
import type { ScaleId } from "../scales/scale-definitions";
import { CHECK_IN_TOKEN_PATTERN, hashCheckInToken } from "./check-in-tokens.server";

export type OpenedCheckIn =
  | { status: "open"; checkInId: string; userId: string; wave: CheckInWave; scaleIds: ScaleId[] }
  /** Answered already: a link works once. */
  | { status: "used" }
  | { status: "expired" }
  /** No check-in has this token (or it was never a token): said as calmly as the others. */
  | { status: "unknown" };

/** The check-in a link opens, as of `now`. Only the token's hash is looked up; the token is never stored. */
export async function openCheckIn(token: string, now = new Date()): Promise<OpenedCheckIn> {
  if (!CHECK_IN_TOKEN_PATTERN.test(token)) return { status: "unknown" };
  const [row] = await getDb()
    .select({ id: checkIns.id, userId: checkIns.userId, wave: checkIns.wave, state: checkIns.state, expiresAt: checkIns.expiresAt, scaleIds: checkIns.scaleIds })
    .from(checkIns)
    .where(eq(checkIns.tokenHash, hashCheckInToken(token)));
  if (!row) return { status: "unknown" };
  if (row.state === "answered") return { status: "used" };
  if (row.state !== "invited" || !row.expiresAt || row.expiresAt <= now) return { status: "expired" };
  return { status: "open", checkInId: row.id, userId: row.userId, wave: row.wave, scaleIds: row.scaleIds as ScaleId[] };
}
