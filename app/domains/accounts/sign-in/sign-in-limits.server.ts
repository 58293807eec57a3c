import { isIPv6 } from "node:net";
import { enqueueAccountEmail } from "~/jobs/send-account-email.server";
import { normaliseEmailAddress } from "~/shared/email-address";
import {
  clearRateLimit,
  clearRateLimitPrefix,
  hitRateLimit,
  readRateLimit,
  refundRateLimit,
  type RateLimitRule,
} from "~/security/rate-limit.server";
import { authLimitsSuspended } from "./auth-limits.server";
import { accountByEmail } from "../account-by-email.server";

const minute = 60_000;

/**
 * Sign-in counts wrong passwords, not attempts, so that nobody can lock
 * another person out (ADR 21). Every attempt also spends the per-address
 * allowance in `authLimits["sign-in"]`, which stops one client spraying
 * many accounts.
 */
export const signInFailureLimits = {
  /** Wrong passwords for one e-mail from one client address: guessing from one place. */
  pair: { limit: 10, windowMs: 15 * minute },
  /**
   * Wrong passwords for one e-mail from all addresses together: guessing spread
   * over many. Once spent, only an address that has not failed for this e-mail
   * within the window has its password checked, so the owner still signs in.
   */
  email: { limit: 30, windowMs: 60 * minute },
} as const satisfies Record<string, Omit<RateLimitRule, "key">>;

export type SignInGate = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The part of a client address that one client controls: an IPv6 client is
 * usually handed a whole /64, so its addresses count as one.
 */
export function addressBucket(ip: string): string {
  if (!isIPv6(ip) || ip.includes(".")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

function emailKey(email: string) {
  return `auth:sign-in-failures:${normaliseEmailAddress(email, { lowercase: true })}`;
}

function pairKey(ip: string, email: string) {
  return `${emailKey(email)}:from:${addressBucket(ip)}`;
}

/**
 * Decides, before the password is checked, whether this attempt may be
 * checked at all. The attempt is counted against its address-and-e-mail pair
 * now (so concurrent guesses cannot all slip under the limit) and given back
 * by `settleSignInAttempt` unless the password was wrong.
 *
 * A refusal here never depends on the password, so it reveals nothing about
 * it: an address that has spent its pair's budget, or that has failed for
 * this e-mail while the e-mail's budget is spent, is refused whatever it sends.
 */
export async function admitSignInAttempt(client: { ip: string; email: string }, now = new Date()): Promise<SignInGate> {
  if (authLimitsSuspended()) return { allowed: true };
  const { pair, email } = signInFailureLimits;
  const key = pairKey(client.ip, client.email);
  const before = await readRateLimit(key);
  const hit = await hitRateLimit({ key, ...pair }, now);
  if (!hit.allowed) return { allowed: false, retryAfterSeconds: hit.retryAfterSeconds };

  const failures = await readRateLimit(emailKey(client.email));
  const windowEndsAt = failures ? failures.windowStart.getTime() + email.windowMs : 0;
  if (!failures || windowEndsAt <= now.getTime() || failures.count < email.limit) return { allowed: true };
  // The e-mail's budget is spent: only an address with no failure for it lately is checked.
  const failedHereLately =
    hit.count > 1 || (before !== undefined && before.count > 0 && before.windowStart.getTime() > now.getTime() - email.windowMs);
  if (!failedHereLately) return { allowed: true };
  // A refused attempt checks no password, so it is not a failure: give its count back
  // (no after-hook runs for it), or an owner retrying after one typo would spend their own pair.
  await refundRateLimit(key, { windowOpenedAfter: new Date(now.getTime() - pair.windowMs) });
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt - now.getTime()) / 1000)) };
}

/**
 * After the password was checked: a wrong one stays counted for the pair and
 * is counted for the e-mail; anything else gives the pair's count back.
 * Answers whether this failure spent the e-mail's budget, the moment to tell
 * the owner.
 */
export async function settleSignInAttempt(
  client: { ip: string; email: string },
  outcome: "wrong-password" | "other",
  now = new Date(),
): Promise<{ emailBudgetSpent: boolean }> {
  if (authLimitsSuspended()) return { emailBudgetSpent: false };
  const { pair, email } = signInFailureLimits;
  if (outcome !== "wrong-password") {
    await refundRateLimit(pairKey(client.ip, client.email), { windowOpenedAfter: new Date(now.getTime() - pair.windowMs) });
    return { emailBudgetSpent: false };
  }
  const hit = await hitRateLimit({ key: emailKey(client.email), ...email }, now);
  return { emailBudgetSpent: hit.count === email.limit };
}

/** A new password makes earlier guesses moot: the e-mail's and every address's counts start again. */
export async function clearSignInFailures(email: string): Promise<void> {
  await clearRateLimit(emailKey(email));
  await clearRateLimitPrefix(`${emailKey(email)}:from:`);
}

/**
 * Tells the owner, if the e-mail is an account's, that its password is being
 * guessed at: once a day at most (the account-email job keys it by day).
 */
export async function tellOwnerOfGuessing(email: string): Promise<void> {
  const user = await accountByEmail(email);
  if (user) await enqueueAccountEmail({ kind: "sign-in-attempts", to: user.email, userId: user.id });
}
