/**
 * The development part of the labelled set (`../development/`) as training examples, never the
 * held-out part (`../labelled/`): for the review model a row is positive when its tier is urgent or
 * review; for the urgent model (ADR 0083) only when it is urgent.
 */
import { developmentRows, type DevelopmentRow } from "../development";
import { readSentences } from "../read-text.server";
import { sentencesFeatures } from "./features";
import type { Example } from "./train";

const examplesWhere = (positive: (row: DevelopmentRow) => boolean): Example[] =>
  developmentRows.map((row) => ({ features: sentencesFeatures(readSentences(row.text)), positive: positive(row) }));

export const developmentExamples = (): Example[] => examplesWhere((row) => row.tier !== "none");

export const urgentDevelopmentExamples = (): Example[] => examplesWhere((row) => row.tier === "urgent");

/**
 * The urgent model's examples relabelled for choosing its threshold: its false-alarm budget counts
 * ordinary rows only, so a review row scoring high is not a false alarm but a sentence to escalate.
 * One example per development row, in their order.
 */
export function asOrdinaryOrNot(examples: readonly Example[]): Example[] {
  if (examples.length !== developmentRows.length) throw new Error("asOrdinaryOrNot takes one example per development row");
  return examples.map((example, n) => ({ ...example, positive: developmentRows[n]!.tier !== "none" }));
}
