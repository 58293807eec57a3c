import { AsyncLocalStorage } from "node:async_hooks";
import { hitRateLimits, type RateLimitResult, type RateLimitRule } from "~/security/rate-limit.server";

const minute = 60_000;

/**
 * Per client address and per e-mail, for each way in, counting every request.
 * The address limits stop one client spraying many accounts; the e-mail limits
 * stop one inbox being flooded. A limited answer is the same for known and
 * unknown e-mails. Sign-in has no per-e-mail count of attempts here: it counts
 * wrong passwords instead (`sign-in-limits.server.ts`), so that nobody can
 * lock another person out.
 */
export const authLimits = {
  "sign-in": { ip: { limit: 30, windowMs: 15 * minute }, email: null },
  "sign-up": { ip: { limit: 10, windowMs: 60 * minute }, email: { limit: 5, windowMs: 60 * minute } },
  /** Per e-mail, reset requests count per address too, so a stranger cannot spend the owner's (`reset-request-limits.server.ts`). */
  "reset-request": { ip: { limit: 10, windowMs: 60 * minute }, email: null },
  "verification-email": { ip: { limit: 10, windowMs: 60 * minute }, email: { limit: 5, windowMs: 60 * minute } },
  "reset-password": { ip: { limit: 20, windowMs: 60 * minute }, email: null },
  "change-email": { ip: { limit: 10, windowMs: 60 * minute }, email: { limit: 5, windowMs: 60 * minute } },
  /** Links actually sent, whichever way they were asked for (sign-up, sign-in, resend). */
  "verification-sent": { ip: null, email: { limit: 5, windowMs: 60 * minute } },
} as const satisfies Record<string, { ip: Omit<RateLimitRule, "key"> | null; email: Omit<RateLimitRule, "key"> | null }>;

export type AuthAction = keyof typeof authLimits;

export const tooManyAttemptsMessage = "Too many attempts. Please wait a few minutes and try again.";

const exempt = new AsyncLocalStorage<true>();

/** Test fixtures create users and sessions without spending the shared test client's allowance. */
export function withoutAuthLimits<T>(work: () => Promise<T>): Promise<T> {
  return exempt.run(true, work);
}

/** True inside `withoutAuthLimits`. */
export function authLimitsSuspended(): boolean {
  return exempt.getStore() === true;
}

export async function hitAuthLimit(
  action: AuthAction,
  client: { ip?: string | undefined; email?: string | undefined },
): Promise<RateLimitResult> {
  if (authLimitsSuspended()) return { allowed: true, remaining: 1, retryAfterSeconds: 0 };
  const { ip, email } = authLimits[action];
  const rules: RateLimitRule[] = [];
  if (ip) rules.push({ key: `auth:${action}:ip:${client.ip ?? "unknown"}`, ...ip });
  if (email && client.email) rules.push({ key: `auth:${action}:email:${client.email.trim().toLowerCase()}`, ...email });
  if (rules.length === 0) return { allowed: true, remaining: 1, retryAfterSeconds: 0 };
  return hitRateLimits(rules);
}
