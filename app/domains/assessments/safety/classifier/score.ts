/**
 * The learned review classifier's score for one sentence (ADR 0057): a logistic regression over
 * the features of features.ts, its weights in model.ts (written by
 * `npx tsx scripts/train-risk-classifier.ts` from the development part only). Consulted by the
 * review tier of `assessRisk` on every sentence no pattern hit (ADR 0076, 0088; concepts.ts).
 * Offline and deterministic: the weights load with the module, a score is a sum of lookups.
 */
import type { SafetyCategory } from "../categories";
import type { Sentence } from "../read-text.server";
import { categoryOf } from "./concepts";
import { deniesForSelf } from "./denial";
import { CONCEPT_FEATURE, sentenceFeatures } from "./features";
import model from "./model";
import urgentModel from "./urgent-model";

/** `outsideConceptThreshold`: the review model's threshold for a sentence naming no review concept (ADR 0088). */
export type RiskModel = { bias: number; threshold: number; outsideConceptThreshold?: number; weights: Record<string, number> };

const committed: RiskModel = model;
const weights = new Map(Object.entries(committed.weights));
const committedUrgent: RiskModel = urgentModel;
const urgentWeights = new Map(Object.entries(committedUrgent.weights));

/** The probability-like score (0 to 1) of a feature list under `riskModel`. */
export function scoreFeatures(features: readonly string[], riskModel: { bias: number; weights: ReadonlyMap<string, number> }): number {
  let logit = riskModel.bias;
  for (const feature of features) logit += riskModel.weights.get(feature) ?? 0;
  return 1 / (1 + Math.exp(-logit));
}

/**
 * Whether the committed model hears a sentence with these features: at its threshold when the
 * sentence names a review concept, at the higher `outsideConceptThreshold` when it names none (ADR 0088).
 */
function hears(features: readonly string[]): boolean {
  const threshold = features.includes(CONCEPT_FEATURE) ? committed.threshold : (committed.outsideConceptThreshold ?? committed.threshold);
  return scoreFeatures(features, { bias: committed.bias, weights }) >= threshold;
}

/** Whether the committed model hears `sentence` (its thresholds: `hears`). */
export function classifierHears(sentence: Sentence): boolean {
  return hears(sentenceFeatures(sentence));
}

/**
 * What the classifier raises on the review tier (ADR 0076, 0088): the category a sentence is read
 * under when the writer does not deny it for themselves (denial.ts) and the model hears it; null
 * otherwise. `touchesConcept` says whether it names a review concept: only such a sentence may be
 * made urgent by the urgent model or the acute frame (screen.ts).
 */
export function classifierRaises(sentence: Sentence): { category: SafetyCategory; touchesConcept: boolean } | null {
  const features = sentenceFeatures(sentence);
  if (deniesForSelf(sentence) || !hears(features)) return null;
  return { category: categoryOf(`${sentence.text} ; ${sentence.lemmaText}`), touchesConcept: features.includes(CONCEPT_FEATURE) };
}

/**
 * Whether the urgent model (ADR 0083) puts a sentence the review tier heard at or above its
 * threshold: the screen then makes it urgent. Not consulted on a sentence the review tier passed.
 */
export function classifierEscalates(sentence: Sentence): boolean {
  return scoreFeatures(sentenceFeatures(sentence), { bias: committedUrgent.bias, weights: urgentWeights }) >= committedUrgent.threshold;
}
