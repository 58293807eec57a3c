import { describe, expect, it } from "vitest";
import { describeChange, readChange } from "./reliable-change";

describe("reading a change against the scale's reliable-change threshold", () => {
  it("treats a change smaller than the threshold as ordinary ups and downs, on each scale", () => {
    expect(readChange("who-5", 40, 48)).toBe("within");
    expect(readChange("phq-9", 12, 7)).toBe("within");
    expect(readChange("gad-7", 10, 7)).toBe("within");
  });

  it("knows which way is better: up for wellbeing, down for the PHQ-9 and the GAD-7", () => {
    expect(readChange("who-5", 40, 52)).toBe("better");
    expect(readChange("who-5", 60, 48)).toBe("worse");
    expect(readChange("phq-9", 14, 8)).toBe("better");
    expect(readChange("gad-7", 5, 9)).toBe("worse");
  });

  it("says it in plain words and never as a diagnosis", () => {
    expect(describeChange("who-5", "WHO-5", 40, 44)).toBe(
      "Your WHO-5 score went from 40 to 44. That is within 10 points, a change this scale treats as ordinary ups and downs rather than a clear shift.",
    );
    const larger = describeChange("phq-9", "PHQ-9", 15, 8);
    expect(larger).toContain("larger than this scale treats as ordinary ups and downs: it suggests an improvement in signs of low mood");
    expect(larger).toContain("It is not a diagnosis");
  });
});
