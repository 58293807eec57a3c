import { describe, expect, it } from "vitest";
import { scoreEnneagram } from "./score-enneagram";
import {
  enneagramStatements,
  enneagramTypeNames,
  enneagramTypes,
  enneagramVersion,
  ratingScale,
  type EnneagramType,
} from "./statements";

/** Rates every statement of a type with that type's rating (or a per-statement function). */
function answers(byType: (type: EnneagramType, index: number) => number): Record<string, number> {
  const seen = new Map<EnneagramType, number>();
  const ratings: Record<string, number> = {};
  for (const statement of enneagramStatements) {
    const index = seen.get(statement.type) ?? 0;
    seen.set(statement.type, index + 1);
    ratings[statement.id] = byType(statement.type, index);
  }
  return ratings;
}

const levels = (levelsByType: Partial<Record<EnneagramType, number>>, otherwise = 2) =>
  answers((type) => levelsByType[type] ?? otherwise);

describe("Enneagram statements", () => {
  it("has 90 to 108 statements, the same number for every type", () => {
    expect(enneagramStatements.length).toBeGreaterThanOrEqual(90);
    expect(enneagramStatements.length).toBeLessThanOrEqual(108);
    const perType = enneagramTypes.map((type) => enneagramStatements.filter((s) => s.type === type).length);
    expect(new Set(perType).size).toBe(1);
    expect(perType[0]! * 9).toBe(enneagramStatements.length);
  });

  it("numbers statements e1.. in order, with distinct wording", () => {
    expect(enneagramStatements.map((s) => s.id)).toEqual(enneagramStatements.map((_, i) => `e${i + 1}`));
    const texts = enneagramStatements.map((s) => s.text.trim().toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text).not.toBe("");
  });

  it("never shows two statements of the same type one after another", () => {
    enneagramStatements.slice(1).forEach((statement, i) => {
      expect(statement.type).not.toBe(enneagramStatements[i]!.type);
    });
  });

  it("names the nine types, labels the five-point scale and carries a version", () => {
    expect(enneagramTypeNames).toEqual({
      1: "Perfectionist",
      2: "Helper",
      3: "Achiever",
      4: "Individualist",
      5: "Investigator",
      6: "Loyalist",
      7: "Enthusiast",
      8: "Challenger",
      9: "Peacemaker",
    });
    expect(ratingScale.map((point) => [point.value, point.label])).toEqual([
      [1, "Not at all like me"],
      [2, "A little like me"],
      [3, "Somewhat like me"],
      [4, "Mostly like me"],
      [5, "Very much like me"],
    ]);
    expect(enneagramVersion).toBe("enneagram-v2");
  });
});

describe("scoreEnneagram", () => {
  it("gives type 4 to someone who rates type 4 statements 5 and the rest 2", () => {
    const result = scoreEnneagram(levels({ 4: 5 }));
    expect(result.type).toBe(4);
    expect(result.scores.map((s) => s.type)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(result.scores[3]).toEqual({ type: 4, name: "Individualist", score: 100 });
    expect(result.scores[0]).toEqual({ type: 1, name: "Perfectionist", score: 25 });
  });

  it("picks the higher-scoring neighbour as the wing", () => {
    expect(scoreEnneagram(levels({ 4: 5, 3: 4, 5: 3 })).wing).toBe(3);
    expect(scoreEnneagram(levels({ 4: 5, 3: 3, 5: 4 })).wing).toBe(5);
  });

  it("wraps round the circle: 1's wing can be 9 and 9's wing can be 1", () => {
    expect(scoreEnneagram(levels({ 1: 5, 9: 4, 2: 3 }))).toMatchObject({ type: 1, wing: 9 });
    expect(scoreEnneagram(levels({ 1: 5, 9: 3, 2: 4 }))).toMatchObject({ type: 1, wing: 2 });
    expect(scoreEnneagram(levels({ 9: 5, 8: 3, 1: 4 }))).toMatchObject({ type: 9, wing: 1 });
    expect(scoreEnneagram(levels({ 9: 5, 8: 4, 1: 3 }))).toMatchObject({ type: 9, wing: 8 });
  });

  it("breaks a tie on score by more '5' ratings, then by the lower type number", () => {
    // Type 7 averages 4 with five 5s; type 2 averages 4 with none: equal scores, 7 wins.
    const mixed = (index: number) => (index < 5 ? 5 : index < 10 ? 3 : 4);
    const byFives = scoreEnneagram(answers((type, i) => (type === 7 ? mixed(i) : type === 2 ? 4 : 2)));
    expect(byFives.scores[1]!.score).toBe(byFives.scores[6]!.score);
    expect(byFives.type).toBe(7);

    // Identical answers for 2 and 7: the lower number wins.
    expect(scoreEnneagram(levels({ 2: 4, 7: 4 })).type).toBe(2);
    // Neighbours tied on everything: the lower number is the wing.
    expect(scoreEnneagram(levels({ 4: 5, 3: 3, 5: 3 })).wing).toBe(3);
    expect(scoreEnneagram(levels({ 1: 5, 9: 3, 2: 3 })).wing).toBe(2);
  });

  it("scores 0 when every statement is 'Not at all like me' and 100 when all are 'Very much like me'", () => {
    const lowest = scoreEnneagram(levels({}, 1));
    expect(lowest.scores.every((s) => s.score === 0)).toBe(true);
    expect(lowest).toMatchObject({ type: 1, wing: 2 });
    expect(scoreEnneagram(levels({}, 5)).scores.every((s) => s.score === 100)).toBe(true);
  });

  it("refuses unrated statements, ratings outside 1..5 or not whole, and unknown statements", () => {
    const missingOne = levels({ 4: 5 });
    delete missingOne.e1;
    expect(() => scoreEnneagram(missingOne)).toThrow('Enneagram statement "e1" is unrated');
    for (const bad of [0, 6, 2.5, Number.NaN]) {
      expect(() => scoreEnneagram({ ...levels({}), e7: bad })).toThrow(/whole number from 1 to 5/);
    }
    expect(() => scoreEnneagram({ ...levels({}), e999: 3 })).toThrow(/unknown statement "e999"/);
  });
});
