import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../../tests/support/test-database";
import { clearRateLimit, clearRateLimitPrefix, hitRateLimit, readRateLimit, refundRateLimit } from "./rate-limit.server";

setUpTestDatabase();

const minute = 60_000;

describe(`rate limits that count only failures (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("gives a counted request back within its window, never below zero, and not once the window has closed", async () => {
    const rule = { key: "test:refund", limit: 2, windowMs: minute };
    const start = new Date("2026-01-01T10:00:00Z");
    const hit = await hitRateLimit(rule, start);
    expect(hit).toMatchObject({ count: 1, windowStart: start });
    await refundRateLimit(rule.key, { windowOpenedAfter: new Date(start.getTime() - minute) });
    await refundRateLimit(rule.key, { windowOpenedAfter: new Date(start.getTime() - minute) });
    expect(await readRateLimit(rule.key)).toEqual({ count: 0, windowStart: start });

    await hitRateLimit(rule, start);
    // Asked after the window closed: the count stays.
    await refundRateLimit(rule.key, { windowOpenedAfter: new Date(start.getTime() + 1) });
    expect((await readRateLimit(rule.key))?.count).toBe(1);
  });

  it("forgets one key, or every key with a prefix, taking LIKE's wildcards literally", async () => {
    const rule = { limit: 5, windowMs: minute };
    for (const key of ["test:clear:a_b@example.com", "test:clear:a_b@example.com:from:1", "test:clear:axb@example.com:from:1"]) {
      await hitRateLimit({ key, ...rule });
    }
    await clearRateLimitPrefix("test:clear:a_b@example.com:from:");
    expect(await readRateLimit("test:clear:a_b@example.com:from:1")).toBeUndefined();
    expect(await readRateLimit("test:clear:axb@example.com:from:1")).toBeDefined();
    await clearRateLimit("test:clear:a_b@example.com");
    expect(await readRateLimit("test:clear:a_b@example.com")).toBeUndefined();
  });
});
