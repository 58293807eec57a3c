import { describe, expect, it } from "vitest";
import { asOrdinaryOrNot, developmentExamples, urgentDevelopmentExamples } from "./classifier/examples";
import model from "./classifier/model";
import { classifierEscalates, classifierHears } from "./classifier/score";
import urgentModel from "./classifier/urgent-model";
import { chooseThreshold, crossValidatedScores, figuresAt, reviewThresholds, train, trainingSettings } from "./classifier/train";
import { readSentences } from "./read-text.server";

/**
 * The learned widening of the review tier (ADR 0057). Its figures are cross-validated on the
 * development part (each sentence scored by a model that never saw its fold), never training-set
 * accuracy; the held-out part (`labelled/`) is not read here. Training is deterministic and fast,
 * so the test re-runs it: the committed model must be what the script makes of today's data.
 */
const examples = developmentExamples();
const scores = crossValidatedScores(examples);
const { threshold, outsideConceptThreshold } = reviewThresholds(examples, scores);
const figures = figuresAt(examples, scores, threshold);
const percent = ({ heard, of }: { heard: number; of: number }) => `${((100 * heard) / of).toFixed(1)}%`;

// Fitting a model on the whole development part (8,000 features, ADR 0088) takes 1.5 to 2 s alone
// and over 5 s with the suite beside it. A budget, not a figure under test.
describe("the learned review classifier", { timeout: 60_000 }, () => {
  it("is the model scripts/train-risk-classifier.ts makes of the development part (retrain it when the part grows)", () => {
    expect({ ...train(examples), threshold, outsideConceptThreshold }).toEqual(model);
  });

  // The threshold is chosen on these same cross-validated scores, so the false alarms are within the
  // budget by construction; what can regress is the recall the model buys at that budget.
  it("at its threshold, hears at least half of the development part's crisis sentences in cross-validation", () => {
    console.log(`learned classifier, 5-fold cross-validated at ${threshold}: recall ${percent(figures.recall)}, false alarms ${percent(figures.falseAlarms)}`);
    expect(figures.recall.heard / figures.recall.of).toBeGreaterThanOrEqual(0.5);
  });

  it("stays small", () => {
    expect(Object.keys(model.weights).length).toBeLessThanOrEqual(trainingSettings.keep);
    expect(JSON.stringify(model).length).toBeLessThan(200_000);
  });
});

describe("what the classifier hears", () => {
  const hears = (text: string) => readSentences(text).some(classifierHears);
  it("hears the widower's wish, and not a late husband's funeral", () => {
    expect(hears("Some nights it would be simpler for everyone if I just did not wake up.")).toBe(true);
    expect(hears("My late husband's funeral was lovely.")).toBe(false);
  });
});

/**
 * The urgent model (ADR 0083): urgent rows of the development part against the rest. Only a
 * sentence the review tier heard is asked, and one it hears is urgent.
 */
describe("the learned urgent model", { timeout: 60_000 }, () => {
  const urgentExamples = urgentDevelopmentExamples();
  const urgentScores = crossValidatedScores(urgentExamples);
  const ordinaryOrNot = asOrdinaryOrNot(urgentExamples);
  const urgentThreshold = chooseThreshold(ordinaryOrNot, urgentScores, trainingSettings.urgentFalseAlarmBudget);

  it("is the model scripts/train-risk-classifier.ts makes of the development part (retrain it when the part grows)", () => {
    expect({ ...train(urgentExamples), threshold: urgentThreshold }).toEqual(urgentModel);
  });

  // As above, the threshold holds the ordinary sentences to the budget by construction; the recall is what can regress.
  it("at its threshold, hears at least half of the development part's urgent sentences in cross-validation", () => {
    const ordinary = urgentScores.filter((_, n) => !ordinaryOrNot[n]?.positive);
    const urgent = urgentScores.filter((_, n) => urgentExamples[n]?.positive);
    const share = (scores: number[]) => scores.filter((score) => score >= urgentThreshold).length / scores.length;
    console.log(`urgent model, 5-fold cross-validated at ${urgentThreshold}: urgent ${(100 * share(urgent)).toFixed(1)}%, ordinary ${(100 * share(ordinary)).toFixed(1)}%`);
    expect(share(urgent)).toBeGreaterThanOrEqual(0.5);
  });

  it("hears means saved up, and not a supply kept just in case", () => {
    const escalates = (text: string) => readSentences(text).some(classifierEscalates);
    expect(escalates("I've been saving his morphine since the funeral and there's enough now.")).toBe(true);
    expect(escalates("I keep a bottle of the old tablets in my drawer, just in case.")).toBe(false);
  });
});
