import { describe, expect, it } from "vitest";
import { isReadFirst, isRiskFlagged } from "./stored-risk";

describe("a submission's stored risk", () => {
  it("is read first only with review-tier categories and nothing urgent", () => {
    expect(isReadFirst({ urgent: false, reviewRiskCategories: ["burden"] })).toBe(true);
    expect(isReadFirst({ urgent: true, reviewRiskCategories: ["burden"] })).toBe(false);
    expect(isReadFirst({ urgent: false, reviewRiskCategories: [] })).toBe(false);
  });

  it("is flagged when urgent, read first, or both, and not otherwise", () => {
    expect(isRiskFlagged({ urgent: true, reviewRiskCategories: [] })).toBe(true);
    expect(isRiskFlagged({ urgent: false, reviewRiskCategories: ["goodbye"] })).toBe(true);
    expect(isRiskFlagged({ urgent: true, reviewRiskCategories: ["goodbye"] })).toBe(true);
    expect(isRiskFlagged({ urgent: false, reviewRiskCategories: [] })).toBe(false);
  });
});
