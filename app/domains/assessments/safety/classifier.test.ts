import { describe, expect, it } from "vitest";
import { developmentExamples } from "./classifier/examples";
import { categoriesOfClassifierHit } from "./classifier/categories-of-hit";
import model from "./classifier/model.json";
import { classifierHears } from "./classifier/score";
import { chooseThreshold, crossValidatedScores, figuresAt, train, trainingSettings } from "./classifier/train";
import { readSentences } from "./read-text.server";
import { assessRisk } from "./screen";

/**
 * The learned widening of the review tier (ADR 0057). Its figures are cross-validated on the
 * development part (each sentence scored by a model that never saw its fold), never training-set
 * accuracy; the held-out part (`labelled/`) is not read here. Training is deterministic and fast,
 * so the test re-runs it: the committed model must be what the script makes of today's data.
 */
const examples = developmentExamples();
const scores = crossValidatedScores(examples);
const threshold = chooseThreshold(examples, scores);
const figures = figuresAt(examples, scores, threshold);
const percent = ({ heard, of }: { heard: number; of: number }) => `${((100 * heard) / of).toFixed(1)}%`;

describe("the learned review classifier", () => {
  it("is the model scripts/train-risk-classifier.ts makes of the development part (retrain it when the part grows)", () => {
    expect({ ...train(examples), threshold }).toEqual(model);
  });

  it("holds its cross-validated figures: false alarms within budget, and it hears over half of crisis sentences it never saw", () => {
    console.log(`learned classifier, 5-fold cross-validated at ${threshold}: recall ${percent(figures.recall)}, false alarms ${percent(figures.falseAlarms)}`);
    expect(figures.falseAlarms.heard / figures.falseAlarms.of).toBeLessThanOrEqual(trainingSettings.falseAlarmBudget);
    expect(figures.recall.heard / figures.recall.of).toBeGreaterThanOrEqual(0.5);
  });

  it("stays small", () => {
    expect(Object.keys(model.weights).length).toBeLessThanOrEqual(trainingSettings.keep);
    expect(JSON.stringify(model).length).toBeLessThan(200_000);
  });
});

describe("assessRisk with the classifier on named examples", () => {
  it.each([
    ["the widower's passive wish", "Some nights it would be simpler for everyone if I just did not wake up."],
  ])("%s is review or urgent", (_kind, text) => {
    expect(assessRisk(text).level).not.toBe("none");
  });

  it.each([
    ["a funeral", "My late husband's funeral was lovely."],
    ["dying to see", "I'm dying to see the grandkids."],
    ["a pill organiser", "I use a pill organiser so I don't forget my tablets."],
    ["a calm will", "We've made our wills and sorted the house, which was a weight off."],
    ["hunting", "I go shooting pheasants with my brother in the autumn."],
  ])("%s is none", (_kind, text) => {
    expect(assessRisk(text)).toEqual({ level: "none", categories: [] });
  });
});

describe("the categories of a classifier-only hit", () => {
  const categoriesOf = (text: string) => readSentences(text).flatMap(categoriesOfClassifierHit);
  it("are suicidal-thoughts unless a keyword names another", () => {
    expect(categoriesOf("Everything feels pointless and I am so tired of it all.")).toEqual(["suicidal-thoughts"]);
    expect(categoriesOf("I'm frightened of him when he's been drinking.")).toEqual(["abuse"]);
    expect(categoriesOf("I cut myself again last night.")).toEqual(["self-harm"]);
    expect(categoriesOf("I don't feel safe at home any more.")).toEqual(["danger-at-home"]);
    expect(categoriesOf("I left Dad on his own all day again.")).toEqual(["neglect-of-dependant"]);
  });

  it("are asked only of what the classifier hears: not a late husband's funeral, but the widower's wish", () => {
    const hears = (text: string) => readSentences(text).some(classifierHears);
    expect(hears("My late husband's funeral was lovely.")).toBe(false);
    expect(hears("Some nights it would be simpler for everyone if I just did not wake up.")).toBe(true);
  });
});
