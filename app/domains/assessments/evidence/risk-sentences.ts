/**
 * Which sentences of a written answer touch risk, judged exactly as the evidence judges them
 * (prepare-evidence: the answer split by `splitSentences`, each sentence screened on its own,
 * urgent first, then the review tier; an answer the urgent screen flags only when read whole has
 * all its sentences counted), so what staff see marked is what the drafters keep out of ordinary
 * material (ADR 0059). Pure; nothing is logged and only categories leave without the text.
 */
import { createHash } from "node:crypto";
import { safetyCategories, type SafetyCategory } from "../safety/categories";
import { riskMarkLabel } from "../safety/category-labels";
import { assessRisk } from "../safety/screen";
import { screenTextOnce } from "../safety/screen-questionnaire";
import { splitSentences } from "./prepare-evidence";

export type RiskJudgement = { level: "urgent" | "review"; categories: SafetyCategory[]; /** In words, for the mark. */ label: string };

/** A stretch of an answer, exactly as written; `risk` on a sentence that touches risk. */
export type AnswerPiece = { text: string; risk?: RiskJudgement };

const judgement = (level: RiskJudgement["level"], categories: SafetyCategory[]): RiskJudgement => ({ level, categories, label: riskMarkLabel(level, categories) });

function judgeSentence(text: string): RiskJudgement | null {
  const urgent = screenTextOnce(text);
  if (urgent.length > 0) return judgement("urgent", [...urgent]);
  const risk = assessRisk(text);
  return risk.level === "review" ? judgement("review", risk.categories) : null;
}

/** Each sentence of the answer, in order, with its judgement (null for an ordinary sentence). */
export function judgeAnswer(answer: string): { text: string; risk: RiskJudgement | null }[] {
  const sentences = splitSentences(answer).map((text) => ({ text, risk: judgeSentence(text) }));
  const whole = sentences.length > 0 && !sentences.some((sentence) => sentence.risk?.level === "urgent") ? screenTextOnce(answer) : [];
  if (whole.length === 0) return sentences;
  // The flag rests on the answer read whole, so every sentence of it counts (flaggedSentenceIds).
  return sentences.map((sentence) => ({ text: sentence.text, risk: judgement("urgent", [...whole]) }));
}

// Staff pages mark every answer on every load, and reading an answer (its sentences, then the
// screen) costs milliseconds each: most of the review page's time (issue 32). So each answer's
// cut is remembered, keyed by a digest of the answer and holding only offsets and judgements,
// never text (as the screen's own cache). Bounded: the oldest are dropped first.
type Cut = { end: number; risk?: RiskJudgement }[];
const cuts = new Map<string, Cut>();
const CUTS_LIMIT = 5_000;

function cutAnswer(answer: string): Cut {
  const cut: Cut = [];
  let at = 0;
  for (const sentence of judgeAnswer(answer)) {
    const start = answer.indexOf(sentence.text, at);
    if (start < 0) continue;
    if (start > at) cut.push({ end: start });
    cut.push(sentence.risk ? { end: start + sentence.text.length, risk: sentence.risk } : { end: start + sentence.text.length });
    at = start + sentence.text.length;
  }
  if (at < answer.length) cut.push({ end: answer.length });
  return cut;
}

/**
 * The answer cut into pieces that join back to it exactly (white space between sentences
 * included), each sentence that touches risk carrying its judgement: for marking on staff pages.
 */
export function answerPieces(answer: string): AnswerPiece[] {
  const key = createHash("sha256").update(answer).digest("base64");
  let cut = cuts.get(key);
  if (!cut) {
    cut = cutAnswer(answer);
    cuts.set(key, cut);
    if (cuts.size > CUTS_LIMIT) cuts.delete(cuts.keys().next().value ?? key);
  }
  let from = 0;
  return cut.map(({ end, risk }) => {
    const text = answer.slice(from, end);
    from = end;
    return risk ? { text, risk } : { text };
  });
}

/**
 * The categories of the sentences only the review tier heard, across a written form's answers,
 * in safetyCategories order: what a submission stores as `reviewRiskCategories`.
 */
export function reviewRiskCategories(responses: Record<string, string>): SafetyCategory[] {
  const found = new Set<SafetyCategory>();
  for (const answer of Object.values(responses)) {
    if (typeof answer !== "string") continue;
    for (const sentence of judgeAnswer(answer)) {
      if (sentence.risk?.level === "review") sentence.risk.categories.forEach((category) => found.add(category));
    }
  }
  return safetyCategories.filter((category) => found.has(category));
}
