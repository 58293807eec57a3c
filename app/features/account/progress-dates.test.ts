import { describe, expect, it } from "vitest";
import { toProgressView } from "./progress-charts";

describe("the dates of a client's progress", () => {
  // A check-in answered at 11:30 PM in Chicago: already the next day in UTC.
  const progress = [{ scaleId: "phq9", name: "PHQ-9", title: "Depression", max: 27, sentence: "", points: [{ at: new Date("2026-11-25T05:30:00Z"), source: "check-in" as const, score: 8 }] }];

  it("are the days they were in her own zone", () => {
    const [scale] = toProgressView(progress as never, "America/Chicago");
    expect(scale?.points[0]).toMatchObject({ label: "November 24, 2026", axisLabel: "Nov 24" });
  });

  it("are UTC days where no reader's zone is known", () => {
    const [scale] = toProgressView(progress as never);
    expect(scale?.points[0]).toMatchObject({ label: "November 25, 2026", axisLabel: "Nov 25" });
  });
});
