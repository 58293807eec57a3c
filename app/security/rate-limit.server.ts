import { and, eq, gt, like, lt, sql } from "drizzle-orm";
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

/** One rule's answer, with the window it counted in: `count` includes this request. */
export type RateLimitHit = RateLimitResult & { count: number; windowStart: Date };

/** What a key has counted so far: its window's opening and count. */
export type RateLimitWindow = { count: number; windowStart: Date };

/**
 * Counts one request against a fixed window, in the database so every server
 * process shares the count. One atomic upsert: concurrent requests cannot
 * both take the last slot.
 */
export async function hitRateLimit(rule: RateLimitRule, now = new Date()): Promise<RateLimitHit> {
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
    count: row.count,
    windowStart: row.windowStart,
  };
}

/** A key's last window, whether or not it is still open, without counting anything. */
export async function readRateLimit(key: string): Promise<RateLimitWindow | undefined> {
  const [row] = await getDb()
    .select({ count: rateLimitHits.count, windowStart: rateLimitHits.windowStart })
    .from(rateLimitHits)
    .where(eq(rateLimitHits.key, key));
  return row;
}

/**
 * Gives back one request counted by `hitRateLimit`, for limits that count
 * only failures: a request is counted before it is tried (so concurrent ones
 * cannot all slip under the limit) and given back when it succeeds. Nothing
 * happens when the key's window opened before `windowOpenedAfter` (it has
 * closed since the request was counted).
 */
export async function refundRateLimit(key: string, { windowOpenedAfter }: { windowOpenedAfter: Date }): Promise<void> {
  await getDb()
    .update(rateLimitHits)
    .set({ count: sql`GREATEST(${rateLimitHits.count} - 1, 0)` })
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.windowStart, windowOpenedAfter)));
}

/** Forgets a key's count, e.g. when what it guarded has changed. */
export async function clearRateLimit(key: string): Promise<void> {
  await getDb().delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}

/** Forgets the counts of every key that starts with `prefix`. */
export async function clearRateLimitPrefix(prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (special) => `\\${special}`)}%`;
  await getDb().delete(rateLimitHits).where(like(rateLimitHits.key, pattern));
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
