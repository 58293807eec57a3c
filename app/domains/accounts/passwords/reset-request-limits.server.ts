import { enqueueAccountEmail } from "~/jobs/send-account-email.server";
import { normaliseEmailAddress } from "~/shared/email-address";
import { hitRateLimit, refundRateLimit, type RateLimitRule } from "~/security/rate-limit.server";
import { authLimitsSuspended } from "../sign-in/auth-limits.server";
import { addressBucket } from "../sign-in/sign-in-limits.server";
import { accountByEmail } from "../account-by-email.server";

const minute = 60_000;

/**
 * Reset links asked for one e-mail (issue 31, ADR 21 as sign-in has it). Five
 * requests from anywhere used to spend the e-mail's hour, so a stranger could
 * keep the owner from resetting. Now requests count per address-and-e-mail
 * pair, and the e-mail's own ceiling, once reached, stops only the addresses
 * that have already asked for it: a new address (the owner's) still gets its
 * link, and the owner is told that links are being asked for.
 */
export const resetRequestLimits = {
  /** Links one client address asks for one e-mail. */
  pair: { limit: 3, windowMs: 60 * minute },
  /** Links asked for one e-mail from everywhere, before only new addresses are heard. */
  email: { limit: 5, windowMs: 60 * minute },
} as const satisfies Record<string, Omit<RateLimitRule, "key">>;

const emailKey = (email: string) => `auth:reset-request:email:${normaliseEmailAddress(email, { lowercase: true })}`;
const pairKey = (ip: string, email: string) => `${emailKey(email)}:from:${addressBucket(ip)}`;

export type ResetRequestGate = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one reset request and decides whether it is sent. The answer is the same for known and unknown e-mails. */
export async function admitResetRequest(client: { ip: string; email: string }, now = new Date()): Promise<ResetRequestGate> {
  if (authLimitsSuspended()) return { allowed: true };
  const { pair, email } = resetRequestLimits;
  const key = pairKey(client.ip, client.email);
  const fromHere = await hitRateLimit({ key, ...pair }, now);
  if (!fromHere.allowed) return { allowed: false, retryAfterSeconds: fromHere.retryAfterSeconds };

  const everywhere = await hitRateLimit({ key: emailKey(client.email), ...email }, now);
  if (everywhere.count === email.limit + 1) await tellOwnerOfResetRequests(client.email);
  // Past the ceiling, an address that has asked for this e-mail before in the window is not heard again.
  if (everywhere.allowed || fromHere.count === 1) return { allowed: true };
  await refundRateLimit(key, { windowOpenedAfter: new Date(now.getTime() - pair.windowMs) });
  return { allowed: false, retryAfterSeconds: everywhere.retryAfterSeconds };
}

/** Tells the owner, if the e-mail is an account's, that reset links are being asked for: once a day at most. */
async function tellOwnerOfResetRequests(email: string): Promise<void> {
  const user = await accountByEmail(email);
  if (user) await enqueueAccountEmail({ kind: "reset-requests", to: user.email, userId: user.id });
}
