/**
 * The learned review classifier's score for one sentence (ADR 0057): a logistic regression over
 * the features of features.ts, its weights in model.json (written by
 * `npx tsx scripts/train-risk-classifier.ts` from the development part only). Measured by
 * `npm run safety-figures` beside the review tier, and not consulted by `assessRisk` until its
 * false alarms on realistic answers are few (ADR 0057).
 */
import type { Sentence } from "../read-text.server";
import { sentenceFeatures } from "./features";
import model from "./model.json";

export type RiskModel = { bias: number; threshold: number; weights: Record<string, number> };

const committed: RiskModel = model;
const weights = new Map(Object.entries(committed.weights));

/** The probability-like score (0 to 1) of a feature list under `riskModel`. */
export function scoreFeatures(features: readonly string[], riskModel: { bias: number; weights: ReadonlyMap<string, number> }): number {
  let logit = riskModel.bias;
  for (const feature of features) logit += riskModel.weights.get(feature) ?? 0;
  return 1 / (1 + Math.exp(-logit));
}

/** Whether the committed model puts `sentence` at or above its threshold. */
export function classifierHears(sentence: Sentence): boolean {
  return scoreFeatures(sentenceFeatures(sentence), { bias: committed.bias, weights }) >= committed.threshold;
}

