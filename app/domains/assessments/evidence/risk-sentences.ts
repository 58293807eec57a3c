/**
 * Which sentences of a written answer touch risk, judged exactly as the evidence judges them
 * (prepare-evidence: the answer split by `splitSentences`, each sentence screened on its own,
 * urgent first, then the review tier; an answer the urgent screen flags only when read whole has
 * all its sentences counted), so what staff see marked is what the drafters keep out of ordinary
 * material (ADR 0059). Pure; nothing is logged and only categories leave without the text.
 */
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

/**
 * The answer cut into pieces that join back to it exactly (white space between sentences
 * included), each sentence that touches risk carrying its judgement: for marking on staff pages.
 */
export function answerPieces(answer: string): AnswerPiece[] {
  const pieces: AnswerPiece[] = [];
  let at = 0;
  for (const sentence of judgeAnswer(answer)) {
    const start = answer.indexOf(sentence.text, at);
    if (start < 0) continue;
    if (start > at) pieces.push({ text: answer.slice(at, start) });
    pieces.push(sentence.risk ? { text: sentence.text, risk: sentence.risk } : { text: sentence.text });
    at = start + sentence.text.length;
  }
  if (at < answer.length) pieces.push({ text: answer.slice(at) });
  return pieces;
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
