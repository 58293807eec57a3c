import { lt, sql } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { rateLimitHits } from "~/db/schema";

export type RateLimitRule = {
  /** What is limited and for whom, e.g. `contact:ip:203.0.113.7` or `sign-in:email:a@b.c`. */
  key: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
};

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/**
 * Counts one request against a fixed window, in the database so every server
 * process shares the count. One atomic upsert: concurrent requests cannot
 * both take the last slot.
 */
export async function hitRateLimit(rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const windowOpenedAfter = new Date(now.getTime() - rule.windowMs);
  const expired = sql`${rateLimitHits.windowStart} <= ${windowOpenedAfter.toISOString()}::timestamptz`;
  const [row] = await getDb()
    .insert(rateLimitHits)
    .values({ key: rule.key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitHits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${rateLimitHits.windowStart} END`,
      },
    })
    .returning({ count: rateLimitHits.count, windowStart: rateLimitHits.windowStart });
  if (!row) throw new Error("rate limit upsert returned no row");
  const windowEndsAt = row.windowStart.getTime() + rule.windowMs;
  return {
    allowed: row.count <= rule.limit,
    remaining: Math.max(0, rule.limit - row.count),
    retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt - now.getTime()) / 1000)),
  };
}

/** Checks several rules (per client and per e-mail, say); all are counted, and any one can refuse. */
export async function hitRateLimits(rules: RateLimitRule[], now = new Date()): Promise<RateLimitResult> {
  const results = await Promise.all(rules.map((rule) => hitRateLimit(rule, now)));
  const refused = results.filter((result) => !result.allowed);
  if (refused.length === 0) return { allowed: true, remaining: Math.min(...results.map((r) => r.remaining)), retryAfterSeconds: 0 };
  return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(...refused.map((r) => r.retryAfterSeconds)) };
}

/** Drops windows older than a day; run from a periodic job. */
export async function pruneRateLimits(now = new Date()): Promise<void> {
  await getDb()
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowStart, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}

/** A 429 response with Retry-After, for endpoints that answer with plain HTTP. */
export function tooManyRequests(result: RateLimitResult, message = "Too many requests. Please wait a moment and try again.") {
  return new Response(message, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
}
