/**
 * The safety screen's figures on the held-out test part of its labelled set
 * (`app/domains/assessments/safety/labelled/held-out.json`, written blind: see the README beside
 * it). Prints recall and false alarms for both tiers, overall and per category, and never a
 * sentence: a miss is fixed by writing a sentence of that kind into the development part, not by
 * reading this file (ADR 0057, `labelled/README.md`).
 *
 *   npm run safety-figures                   the held-out part (the figures we report)
 *   npm run safety-figures -- --validation   the validation part: batches written blind and kept
 *                                            out of training, to choose a design on (ADR 0083)
 *   npm run safety-figures -- --dev          the development part, for whoever writes the patterns
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { safetyCategories, type SafetyCategory } from "~/domains/assessments/safety/categories";
import { developmentRows } from "~/domains/assessments/safety/development";
import { phraseMatcher } from "~/domains/assessments/safety/match-phrases";
import { safetyPhrases } from "~/domains/assessments/safety/patterns";
import { reviewPhrases } from "~/domains/assessments/safety/patterns/review";
import { readSentences } from "~/domains/assessments/safety/read-text.server";
import { assessRisk } from "~/domains/assessments/safety/screen";

type Tier = "urgent" | "review" | "none";
type Row = { text: string; tier?: Tier; expect: SafetyCategory[] };

const safetyFolder = path.resolve(import.meta.dirname, "../app/domains/assessments/safety");
const useDevelopment = process.argv.includes("--dev");
const useValidation = process.argv.includes("--validation");

function load(file: string): Row[] {
  return JSON.parse(readFileSync(path.join(safetyFolder, file), "utf8")) as Row[];
}

const validationFiles = ["validation/batch17.json", "validation/batch21.json"];
const rows: Row[] = useDevelopment ? (developmentRows as Row[]) : useValidation ? validationFiles.flatMap(load) : load("labelled/held-out.json");
const partName = useDevelopment ? "development" : useValidation ? "validation" : "held-out test";

/** What the screen says of one sentence: its tier (ADR 0057). */
function screenLevel(text: string): Tier {
  return assessRisk(text).level;
}

const percent = (part: number, whole: number) => (whole === 0 ? "n/a" : `${((100 * part) / whole).toFixed(1)}%`);
const share = (part: number, whole: number) => `${percent(part, whole)} (${part}/${whole})`;

/** `patternsOnly`: whether the patterns of either tier hear it, without the learned models (ADR 0076, 0083). */
const patterns = phraseMatcher([...safetyPhrases, ...reviewPhrases]);
const judged = rows.map((row) => {
  const level = screenLevel(row.text);
  const sentences = readSentences(row.text);
  const patternsHear = sentences.some((sentence, n) => patterns(sentence, sentences[n + 1]).length > 0);
  return { ...row, level, patternsOnly: patternsHear ? level : "none" };
});
const crisis = judged.filter((row) => row.tier !== "none");
const urgentRows = judged.filter((row) => row.tier === "urgent");
const ordinary = judged.filter((row) => row.tier === "none");
const atLeastReview = (level: Tier) => level !== "none";

console.log(`safety screen on the ${partName} part: ${crisis.length} crisis sentences (${urgentRows.length} urgent, ${crisis.length - urgentRows.length} review), ${ordinary.length} ordinary`);
console.log("");
console.log("| tier | recall, all crisis sentences | recall, sentences labelled urgent | false alarms on ordinary text | target |");
console.log("|---|---|---|---|---|");
console.log(
  `| review (or urgent) | ${share(crisis.filter((row) => atLeastReview(row.level)).length, crisis.length)} | ${share(urgentRows.filter((row) => atLeastReview(row.level)).length, urgentRows.length)} | ${share(ordinary.filter((row) => atLeastReview(row.level)).length, ordinary.length)} | recall ≥ 97%, false alarms ≤ 15% |`,
);
console.log(
  `| urgent | ${share(crisis.filter((row) => row.level === "urgent").length, crisis.length)} | ${share(urgentRows.filter((row) => row.level === "urgent").length, urgentRows.length)} | ${share(ordinary.filter((row) => row.level === "urgent").length, ordinary.length)} | recall ≥ 85%, false alarms ≤ 3% |`,
);
const patternsCrisis = crisis.filter((row) => row.patternsOnly !== "none").length;
const patternsUrgent = urgentRows.filter((row) => row.patternsOnly !== "none").length;
const patternsOrdinary = ordinary.filter((row) => row.patternsOnly !== "none").length;
console.log(`| review (or urgent), patterns alone (without the learned classifier) | ${share(patternsCrisis, crisis.length)} | ${share(patternsUrgent, urgentRows.length)} | ${share(patternsOrdinary, ordinary.length)} | |`);
console.log("");
console.log("| category | sentences | flagged (review or urgent) | flagged urgent |");
console.log("|---|---|---|---|");
for (const category of safetyCategories) {
  const about = crisis.filter((row) => row.expect.includes(category));
  console.log(`| ${category} | ${about.length} | ${share(about.filter((row) => atLeastReview(row.level)).length, about.length)} | ${share(about.filter((row) => row.level === "urgent").length, about.length)} |`);
}
