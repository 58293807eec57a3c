import { describe, expect, it } from "vitest";
import { fleschKincaidGrade, sameness, sentenceKey, sentencesInMostReports, splitProse, syllables, topicCoverage } from "./metrics";

describe("sameness", () => {
  it("is the share of a report's sentences found word for word in another report", () => {
    const shares = sameness(
      new Map([
        ["walter", ["Grief is hard.", "You wrote about Walter."]],
        ["danny", ["grief is HARD!", "You wrote about Danny."]],
        ["rose", ["Something else entirely."]],
      ]),
    );
    expect(Object.fromEntries(shares)).toEqual({ walter: 0.5, danny: 0.5, rose: 0 });
  });

  it("does not count a sentence a report repeats within itself, nor one that differs by a word", () => {
    const shares = sameness(new Map([["one", ["Take it slowly.", "Take it slowly."]], ["two", ["Take it very slowly."]]]));
    expect(Object.fromEntries(shares)).toEqual({ one: 0, two: 0 });
  });

  it("splits prose at sentence ends and compares words only", () => {
    expect(splitProse("You did. Did it help? “Yes.” Then more")).toEqual(["You did.", "Did it help?", "“Yes.”", "Then more"]);
    expect(sentenceKey("It’s  fine, really.")).toBe(sentenceKey("it's fine really"));
  });
});

describe("sentences in most reports", () => {
  it("lists each sentence found word for word in more than half of the reports, once", () => {
    const reports = new Map([
      ["walter", ["Grief is hard.", "You wrote about Walter.", "Take it slowly."]],
      ["danny", ["grief is HARD!", "You wrote about Danny.", "Take it slowly."]],
      ["rose", ["Grief is hard.", "Something else entirely."]],
      ["ed", ["Something else entirely."]],
    ]);
    // "Grief is hard." is in three of four; "Take it slowly." and "Something else entirely." in two of four, not more than half.
    expect(sentencesInMostReports(reports)).toEqual(["Grief is hard."]);
  });

  it("counts a sentence a report repeats only once for that report, and finds none among fewer than two reports", () => {
    expect(sentencesInMostReports(new Map([["one", ["Take it slowly.", "Take it slowly."]], ["two", ["Other words."]], ["three", ["More."]]]))).toEqual([]);
    expect(sentencesInMostReports(new Map([["alone", ["Take it slowly."]]]))).toEqual([]);
  });
});

describe("Flesch–Kincaid grade", () => {
  it("counts syllables by vowel groups, dropping a silent final e", () => {
    expect([syllables("cat"), syllables("table"), syllables("cake"), syllables("reading"), syllables("library"), syllables("988")]).toEqual([1, 2, 1, 2, 3, 1]);
  });

  it("is 0.39 × words per sentence + 11.8 × syllables per word − 15.59", () => {
    // 8 words, 2 sentences, 11 syllables (I 1, walk 1, the 1, dog 1, every 3, day 1, reading 2, helps 1).
    expect(fleschKincaidGrade(["I walk the dog every day.", "Reading helps."])).toBeCloseTo(0.39 * 4 + 11.8 * (11 / 8) - 15.59, 5);
    expect(fleschKincaidGrade(["The cat sat on the mat."])).toBeCloseTo(-1.45, 5);
    expect(fleschKincaidGrade([])).toBe(0);
  });

  it("reads long words in long sentences as a higher grade", () => {
    const plain = fleschKincaidGrade(["We can talk about it.", "It may help."]);
    const dense = fleschKincaidGrade(["Comprehensive psychological evaluation necessitates considerable interdisciplinary collaboration between practitioners."]);
    expect(dense).toBeGreaterThan(8);
    expect(plain).toBeLessThan(3);
  });
});

describe("topic coverage", () => {
  const topics = [
    { topic: "overdose loss", signals: ["overdose", "fentanyl"] },
    { topic: "stigma", signals: ["stigma", "judg"] },
    { topic: "a son", signals: ["son"] },
  ];

  it("counts a topic when any signal starts a word, whatever its case", () => {
    const coverage = topicCoverage("A death by Overdose, and people who judged her for it, like Mr. Thompson.", topics);
    expect(coverage.addressed).toEqual(["overdose loss", "stigma"]);
    expect(coverage.missed).toEqual(["a son"]);
    expect(coverage.share).toBeCloseTo(2 / 3, 5);
  });

  it("is none for text that names no signal", () => {
    expect(topicCoverage("Grief has no timetable.", topics).share).toBe(0);
  });
});
