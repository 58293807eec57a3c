import { describe, expect, it } from "vitest";
import { riskItemRaised } from "~/shared/scale-scores";
import { gad7, phq9, scaleDefinitions, scaleItemIds, who5, type ScaleId } from "./scale-definitions";
import { phq9RiskRaised, reportedMax, scaleBand, scoreScale, scoreScales, who5Percentage } from "./score-scales";

/** Answers that add up to `raw` on one scale, filling items in order with the highest values first. */
function answersSumming(scaleId: ScaleId, raw: number): Record<string, number> {
  const scale = scaleDefinitions[scaleId];
  const top = Math.max(...scale.options.map((option) => option.value));
  let left = raw;
  return Object.fromEntries(
    scale.items.map((item) => {
      const value = Math.min(top, left);
      left -= value;
      return [item.id, value];
    }),
  );
}

describe("PHQ-9 bands (0–4, 5–9, 10–14, 15–19, 20–27)", () => {
  it.each([
    [0, "minimal"], [4, "minimal"],
    [5, "mild"], [9, "mild"],
    [10, "moderate"], [14, "moderate"],
    [15, "moderately-severe"], [19, "moderately-severe"],
    [20, "severe"], [27, "severe"],
  ])("%i is %s", (score, band) => {
    expect(scaleBand("phq-9", score).id).toBe(band);
    expect(scoreScale("phq-9", answersSumming("phq-9", score))?.band.id).toBe(band);
  });

  it("names each band in plain words as well as its range", () => {
    expect(scaleBand("phq-9", 16)).toEqual({
      id: "moderately-severe",
      label: "Moderately severe",
      range: "15–19",
      meaning: "moderately severe signs of depression",
    });
  });
});

describe("GAD-7 bands (0–4, 5–9, 10–14, 15–21)", () => {
  it.each([
    [0, "minimal"], [4, "minimal"],
    [5, "mild"], [9, "mild"],
    [10, "moderate"], [14, "moderate"],
    [15, "severe"], [21, "severe"],
  ])("%i is %s", (score, band) => {
    expect(scaleBand("gad-7", score).id).toBe(band);
    expect(scoreScale("gad-7", answersSumming("gad-7", score))?.band.id).toBe(band);
  });
});

describe("WHO-5: raw 0–25 × 4 = 0–100; ≤ 50 low, ≤ 28 very low", () => {
  it("converts the raw sum to a percentage", () => {
    expect([0, 7, 12, 13, 25].map(who5Percentage)).toEqual([0, 28, 48, 52, 100]);
    const result = scoreScale("who-5", answersSumming("who-5", 13));
    expect(result).toMatchObject({ rawScore: 13, score: 52, max: 100 });
  });

  it.each([
    [0, "very-low"], [28, "very-low"],
    [29, "low"], [50, "low"],
    [51, "usual"], [100, "usual"],
  ])("%i%% is %s", (percent, band) => {
    expect(scaleBand("who-5", percent).id).toBe(band);
  });

  it.each([
    [7, "very-low"], [8, "low"], [12, "low"], [13, "usual"],
  ])("raw %i reaches the right band through the conversion", (raw, band) => {
    expect(scoreScale("who-5", answersSumming("who-5", raw))?.band.id).toBe(band);
  });

  it("advises a PHQ-9 at 28 or below", () => {
    expect(scaleBand("who-5", 28).meaning).toContain("PHQ-9 is advised");
    expect(scaleBand("who-5", 32).meaning).not.toContain("PHQ-9");
  });
});

describe("scoring", () => {
  it("reports each scale's published range", () => {
    expect([reportedMax("phq-9"), reportedMax("gad-7"), reportedMax("who-5")]).toEqual([27, 21, 100]);
    expect([phq9.items.length, gad7.items.length, who5.items.length]).toEqual([9, 7, 5]);
  });

  it("refuses a score outside the scale rather than guess a band", () => {
    expect(() => scaleBand("phq-9", 28)).toThrow(RangeError);
    expect(() => scaleBand("gad-7", -1)).toThrow(RangeError);
    expect(() => scaleBand("who-5", 50.5)).toThrow(RangeError);
  });

  it("gives no score for a partial scale or a value the scale does not offer", () => {
    const answers = answersSumming("phq-9", 12);
    delete answers["phq9-4"];
    expect(scoreScale("phq-9", answers)).toBeNull();
    expect(scoreScale("gad-7", { ...answersSumming("gad-7", 3), "gad7-2": 4 })).toBeNull();
    expect(scoreScales(["phq-9", "gad-7"], { ...answersSumming("gad-7", 3) }).map((score) => score.scaleId)).toEqual(["gad-7"]);
  });

  it("carries PHQ-9 item 9 verbatim with the answer's words", () => {
    const answers = { ...answersSumming("phq-9", 0), "phq9-9": 1 };
    const result = scoreScale("phq-9", answers)!;
    expect(result.riskItem).toEqual({
      itemId: "phq9-9",
      number: 9,
      text: "Thoughts that you would be better off dead or of hurting yourself in some way",
      value: 1,
      answer: "Several days",
    });
    expect(result.score).toBe(1);
    expect(phq9RiskRaised(answers)).toBe(true);
    expect(riskItemRaised([result])).toBe(true);
    expect(phq9RiskRaised({ ...answers, "phq9-9": 0 })).toBe(false);
    expect(scoreScale("gad-7", answersSumming("gad-7", 21))?.riskItem).toBeNull();
  });

  it("keeps item ids unique and stable across the three scales", () => {
    const ids = scaleItemIds(["phq-9", "gad-7", "who-5"]);
    expect(new Set(ids).size).toBe(21);
    expect(ids.slice(0, 2)).toEqual(["phq9-1", "phq9-2"]);
  });
});
