/**
 * The development part of the labelled set (ADR 0057) as training examples: `labelled-sentences.json`
 * (positive when it expects a category), and `development/`: `more.json` and `batch5.json` to `batch10.json`
 * (positive when its tier is urgent or review). Never the held-out part (`../labelled/`).
 * Batch 5 was written by a helper that never saw the patterns, and scored before it was trained
 * on (ADR 0076); patterns were written against its misses a stop later (ADR 0081). Batches 6 to 10
 * were written the same way and scored before anything was written against them (ADR 0082).
 */
import batch5 from "../development/batch5.json";
import batch6 from "../development/batch6.json";
import batch7 from "../development/batch7.json";
import batch8 from "../development/batch8.json";
import batch9 from "../development/batch9.json";
import batch10 from "../development/batch10.json";
import development from "../development/more.json";
import labelled from "../labelled-sentences.json";
import { readSentences } from "../read-text.server";
import { sentencesFeatures } from "./features";
import type { Example } from "./train";

type Row = { text: string; tier?: string; expect: string[] };

export const developmentRows: { text: string; positive: boolean }[] = [
  ...(labelled as Row[]).map((row) => ({ text: row.text, positive: row.expect.length > 0 })),
  ...[...(development as Row[]), ...(batch5 as Row[]), ...(batch6 as Row[]), ...(batch7 as Row[]), ...(batch8 as Row[]), ...(batch9 as Row[]), ...(batch10 as Row[])].map((row) => ({ text: row.text, positive: row.tier === "urgent" || row.tier === "review" })),
];

export function developmentExamples(): Example[] {
  return developmentRows.map((row) => ({ features: sentencesFeatures(readSentences(row.text)), positive: row.positive }));
}
