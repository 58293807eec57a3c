/**
 * The development part of the labelled set (`../development/`) as training examples, never the
 * held-out part (`../labelled/`): for the review model a row is positive when its tier is urgent or
 * review; for the urgent model (ADR 0083) only when it is urgent.
 */
import { developmentRows } from "../development";
import { readSentences } from "../read-text.server";
import { sentencesFeatures } from "./features";
import type { Example } from "./train";

export function developmentExamples(): Example[] {
  return developmentRows.map((row) => ({ features: sentencesFeatures(readSentences(row.text)), positive: row.tier !== "none" }));
}

export function urgentDevelopmentExamples(): Example[] {
  return developmentRows.map((row) => ({ features: sentencesFeatures(readSentences(row.text)), positive: row.tier === "urgent" }));
}

/**
 * The urgent model's examples relabelled for choosing its threshold: its false-alarm budget counts
 * ordinary rows only, so a review row scoring high is not a false alarm but a sentence to escalate.
 */
export const asOrdinaryOrNot = (examples: readonly Example[]): Example[] =>
  examples.map((example, n) => ({ ...example, positive: developmentRows[n]?.tier !== "none" }));
