/**
 * The development part of the labelled set (`../development/`) as training examples: a row is
 * positive when its tier is urgent or review. Never the held-out part (`../labelled/`).
 */
import { developmentRows } from "../development";
import { readSentences } from "../read-text.server";
import { sentencesFeatures } from "./features";
import type { Example } from "./train";

export function developmentExamples(): Example[] {
  return developmentRows.map((row) => ({ features: sentencesFeatures(readSentences(row.text)), positive: row.tier !== "none" }));
}
