import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../../tests/support/test-database";
import { hitRateLimit, hitRateLimits } from "./rate-limit.server";

setUpTestDatabase();

const minute = 60_000;

describe(`rate limit (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("allows the limit, refuses the next request, and opens a new window later", async () => {
    const rule = { key: "test:window", limit: 3, windowMs: minute };
    const start = new Date("2026-01-01T10:00:00Z");
    const allowed = [];
    for (let i = 0; i < 4; i += 1) allowed.push((await hitRateLimit(rule, new Date(start.getTime() + i * 1000))).allowed);
    expect(allowed).toEqual([true, true, true, false]);

    const refused = await hitRateLimit(rule, new Date(start.getTime() + 30_000));
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 30 });

    expect((await hitRateLimit(rule, new Date(start.getTime() + minute))).allowed).toBe(true);
  });

  it("counts concurrent requests exactly: only the limit gets through", async () => {
    const rule = { key: "test:concurrent", limit: 5, windowMs: minute };
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(rule, now)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it("keeps keys apart and refuses when any one of several rules is exhausted", async () => {
    const now = new Date();
    const perEmail = { key: "test:email:a@example.com", limit: 1, windowMs: minute };
    expect((await hitRateLimits([{ key: "test:ip:1", limit: 10, windowMs: minute }, perEmail], now)).allowed).toBe(true);
    expect((await hitRateLimits([{ key: "test:ip:2", limit: 10, windowMs: minute }, perEmail], now)).allowed).toBe(false);
    expect((await hitRateLimit({ key: "test:ip:2", limit: 10, windowMs: minute }, now)).remaining).toBe(8);
  });
});
