import { describe, expect, it } from "vitest";
import { draftReportJob } from "~/jobs/report-lane.server";
import { draftJobExpirySeconds, REPORT_AI_ASKS_PER_DRAFT } from "./drafting-limits";
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

  it("is the one the queue is given, following this process's REPORT_AI_TIMEOUT_MS", () => {
    expect(draftReportJob.expireInSeconds).toBe(draftJobExpirySeconds(getEnv().REPORT_AI_TIMEOUT_MS));
    expect(draftReportJob.expireInSeconds).toBeGreaterThan((getEnv().REPORT_AI_TIMEOUT_MS * REPORT_AI_ASKS_PER_DRAFT) / 1000);
  });
});
