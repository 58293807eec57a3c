import { describe, expect, it } from "vitest";
import { reportKindLabels, reportKinds, reportTitle } from "./report-kinds";

describe("report kinds", () => {
  it("labels every kind", () => {
    expect(Object.keys(reportKindLabels)).toEqual([...reportKinds]);
    expect(reportKindLabels["root-cause"]).toBe("Root Cause Analysis");
  });

  it("names the topic of a report written from a topic's form, and none for the Enneagram's", () => {
    expect(reportTitle("catharsis", "marriage")).toBe("Catharsis Report (Marriage)");
    expect(reportTitle("therapist-summary", "death-grief")).toBe("Therapist Summary (Death & Grief)");
    expect(reportTitle("enneagram", "enneagram")).toBe("Enneagram Report");
  });
});
