import { describe, expect, it } from "vitest";
import { draftReportJob } from "~/jobs/report-lane.server";
import { draftDeadlineMs, draftJobExpirySeconds, MAX_DRAFT_PARTS, REPORT_AI_ASKS_PER_DRAFT } from "./drafting-limits";
import { getEnv, parseEnv } from "./env.server";

describe("the draft-report job's expiry", () => {
  it("outlives every ask of a draft at its full timeout, up to the longest REPORT_AI_TIMEOUT_MS allowed, within pg-boss's 24 hours", () => {
    for (const timeout of ["1000", "120000", "600000", "1800000"]) {
      const { REPORT_AI_TIMEOUT_MS } = parseEnv({ REPORT_AI_TIMEOUT_MS: timeout });
      const expiry = draftJobExpirySeconds(REPORT_AI_TIMEOUT_MS);
      expect(expiry * 1000).toBeGreaterThanOrEqual(REPORT_AI_TIMEOUT_MS * REPORT_AI_ASKS_PER_DRAFT + 60_000);
      expect(expiry).toBeLessThanOrEqual(24 * 3600);
    }
    expect(() => parseEnv({ REPORT_AI_TIMEOUT_MS: "1800001" })).toThrowError(/REPORT_AI_TIMEOUT_MS/);
  });

  it("outlives a draft in parts asked one at a time, every part asked twice at the full timeout, and still fits 24 hours", () => {
    for (const parallel of ["1", "2", "8"]) {
      const env = parseEnv({ REPORT_AI_TIMEOUT_MS: "1800000", REPORT_AI_PARALLEL_CALLS: parallel });
      const rounds = Math.ceil(MAX_DRAFT_PARTS / env.REPORT_AI_PARALLEL_CALLS);
      expect(draftDeadlineMs(env.REPORT_AI_TIMEOUT_MS, env.REPORT_AI_PARALLEL_CALLS)).toBe(rounds * REPORT_AI_ASKS_PER_DRAFT * env.REPORT_AI_TIMEOUT_MS);
      const expiry = draftJobExpirySeconds(env.REPORT_AI_TIMEOUT_MS, env.REPORT_AI_PARALLEL_CALLS);
      expect(expiry * 1000).toBeGreaterThan(draftDeadlineMs(env.REPORT_AI_TIMEOUT_MS, env.REPORT_AI_PARALLEL_CALLS));
      expect(expiry).toBeLessThanOrEqual(24 * 3600);
    }
    expect(() => parseEnv({ REPORT_AI_PARALLEL_CALLS: "0" })).toThrowError(/REPORT_AI_PARALLEL_CALLS/);
    expect(() => parseEnv({ REPORT_AI_PARALLEL_CALLS: "9" })).toThrowError(/REPORT_AI_PARALLEL_CALLS/);
    expect(parseEnv({}).REPORT_AI_PARALLEL_CALLS).toBe(2);
  });

  it("is the one the queue is given, following this process's REPORT_AI_TIMEOUT_MS and REPORT_AI_PARALLEL_CALLS", () => {
    const env = getEnv();
    expect(draftReportJob.expireInSeconds).toBe(draftJobExpirySeconds(env.REPORT_AI_TIMEOUT_MS, env.REPORT_AI_PARALLEL_CALLS));
    expect(draftReportJob.expireInSeconds).toBeGreaterThan((env.REPORT_AI_TIMEOUT_MS * REPORT_AI_ASKS_PER_DRAFT) / 1000);
  });
});
