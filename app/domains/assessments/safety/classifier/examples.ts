/**
 * The development part of the labelled set (`../development/`) as training examples, never the
 * held-out part (`../labelled/`): for the review model a row is positive when its tier is urgent or
 * review; for the urgent model (ADR 0083) only when it is urgent. After the rows come the sentences
 * of the trained half of the whole ordinary answers, as ordinary text outside the false-alarm
 * budget (ADR 0088): they teach the models what everyday answers sound like without lowering a
 * threshold that is a share of the hard negatives.
 */
import { developmentRows, trainedOrdinaryAnswerRows, type DevelopmentRow } from "../development";
import { readSentences } from "../read-text.server";
import { sentenceFeatures, sentencesFeatures } from "./features";
import type { Example } from "./train";

const answerSentences = (): Example[] =>
  trainedOrdinaryAnswerRows.flatMap((row) => readSentences(row.text).map((sentence) => ({ features: sentenceFeatures(sentence), positive: false, outsideBudget: true as const })));

const examplesWhere = (positive: (row: DevelopmentRow) => boolean): Example[] => [
  ...developmentRows.map((row) => ({ features: sentencesFeatures(readSentences(row.text)), positive: positive(row) })),
  ...answerSentences(),
];

export const developmentExamples = (): Example[] => examplesWhere((row) => row.tier !== "none");

export const urgentDevelopmentExamples = (): Example[] => examplesWhere((row) => row.tier === "urgent");

/**
 * The urgent model's examples relabelled for choosing its threshold: its false-alarm budget counts
 * ordinary rows only, so a review row scoring high is not a false alarm but a sentence to escalate.
 * The examples of urgentDevelopmentExamples, in their order.
 */
export function asOrdinaryOrNot(examples: readonly Example[]): Example[] {
  if (examples.length < developmentRows.length) throw new Error("asOrdinaryOrNot takes the examples of urgentDevelopmentExamples");
  return examples.map((example, n) => (n < developmentRows.length ? { ...example, positive: developmentRows[n]!.tier !== "none" } : example));
}
