import { describe, expect, it } from "vitest";
import { safetyCategories, type SafetyCategory } from "./categories";
import labelled from "./labelled-sentences.json";
import { screenText } from "./screen";

/**
 * The labelled set: sentences in the voice of the people who write to us (widowed, retired,
 * long marriages, adult children, health worries), each with the categories it must hit or
 * none. Recall: a positive counts as caught only when every expected category is found.
 * False alarms: a negative that hits anything. Targets (ADR 0017): every positive caught,
 * at most 5% of negatives flagged.
 */
type Row = { text: string; expect: string[]; note: string };
const rows = labelled as Row[];
const positives = rows.filter((row) => row.expect.length > 0);
const negatives = rows.filter((row) => row.expect.length === 0);
const MAX_FALSE_ALARM_RATE = 0.05;

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

// The first screen of a sentence loads the NLP reader; 3 s here with the suite beside it. A budget, not a figure under test.
describe("the labelled set", { timeout: 30_000 }, () => {
  it("is large enough and uses only known categories", () => {
    expect(positives.length).toBeGreaterThanOrEqual(150);
    expect(negatives.length).toBeGreaterThanOrEqual(150);
    for (const row of positives) for (const category of row.expect) expect(safetyCategories).toContain(category);
    for (const category of safetyCategories) {
      expect(positives.filter((row) => row.expect.includes(category)).length, category).toBeGreaterThanOrEqual(15);
    }
    expect(new Set(rows.map((row) => row.text)).size).toBe(rows.length);
  });

  it("catches every positive and flags at most 5% of negatives", () => {
    const missed = positives.filter((row) => {
      const found = screenText(row.text);
      return !row.expect.every((category) => found.includes(category as SafetyCategory));
    });
    const falseAlarms = negatives.filter((row) => screenText(row.text).length > 0);
    const lines = [
      `safety screen, labelled set: ${positives.length} positives, ${negatives.length} negatives`,
      `recall ${percent(positives.length - missed.length, positives.length)} (${positives.length - missed.length}/${positives.length})`,
      `false alarms ${percent(falseAlarms.length, negatives.length)} (${falseAlarms.length}/${negatives.length})`,
      ...safetyCategories.map((category) => {
        const of = positives.filter((row) => row.expect.includes(category));
        const caught = of.filter((row) => !missed.includes(row)).length;
        return `  ${category}: ${caught}/${of.length} caught`;
      }),
      ...missed.map((row) => `  missed: ${row.text} [${row.expect.join(", ")}] got [${screenText(row.text).join(", ")}]`),
      ...falseAlarms.map((row) => `  false alarm: ${row.text} [${screenText(row.text).join(", ")}]`),
    ];
    console.log(lines.join("\n"));
    expect(missed.map((row) => row.text)).toEqual([]);
    expect(falseAlarms.length / negatives.length).toBeLessThanOrEqual(MAX_FALSE_ALARM_RATE);
  });
});
