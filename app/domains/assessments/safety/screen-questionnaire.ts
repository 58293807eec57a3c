/**
 * Screens questionnaire answers for crisis language so the writer sees the crisis panel and
 * the provider is told at once: suicide warning signs (ideation, plan, means, preparation,
 * hopelessness, burden, goodbyes, self-neglect meant to end life), self-harm, harm to others,
 * abuse and threats by another person, danger at home, and neglect of a dependant. A hit
 * never blocks the writer, so recall comes first; a denial, something long over, someone
 * else's story or a question answered no is not a hit. How: ./safety/ (ADR 0017). Pure and
 * synchronous: no I/O, nothing logged, and the result never carries the answers' words.
 */
import { createHash } from "node:crypto";
import { safetyCategories, type SafetyCategory } from "./categories";
import { screenText } from "./screen";
import { asqCategories } from "../scales/asq";
import { phq9RiskRaised } from "../scales/score-scales";
import { PHQ9_RISK_CATEGORY } from "~/shared/scale-scores";

export { safetyCategories, screenText, type SafetyCategory };
export type SafetyScreenResult = {
  flagged: boolean;
  /** Unique, in safetyCategories order. */
  categories: SafetyCategory[];
  /** The answers that hit, in input order. */
  matchedQuestionIds: string[];
};

/** answers: question id -> text. Never returns or logs the matched text itself. */
export function screenAnswers(answers: Record<string, string>): SafetyScreenResult {
  const hit = new Set<SafetyCategory>();
  const matchedQuestionIds: string[] = [];
  for (const [questionId, text] of Object.entries(answers)) {
    if (typeof text !== "string") continue;
    const categories = screenTextOnce(text);
    if (categories.length === 0) continue;
    matchedQuestionIds.push(questionId);
    for (const category of categories) hit.add(category);
  }
  const categories = safetyCategories.filter((category) => hit.has(category));
  return { flagged: categories.length > 0, categories, matchedQuestionIds };
}

// An autosave sends every answer each time and most have not changed since the last save: each
// text is read by the screen once (about 40 ms for a whole form) and its result remembered, keyed
// by a digest so the cache holds no answer text. The screen is pure, so a remembered result is
// the result. Bounded: the oldest are dropped first.
const screened = new Map<string, readonly SafetyCategory[]>();
const SCREENED_LIMIT = 5_000;

export function screenTextOnce(text: string): readonly SafetyCategory[] {
  const key = createHash("sha256").update(text).digest("base64");
  const known = screened.get(key);
  if (known) return known;
  const categories = screenText(text);
  screened.set(key, categories);
  if (screened.size > SCREENED_LIMIT) screened.delete(screened.keys().next().value ?? key);
  return categories;
}

/**
 * What a written form's answers raise, as stored with a submission or a
 * draft: the text screen's categories, then PHQ-9 item 9 above zero, a hard
 * trigger of its own (issue 18), then a positive direct risk screen (the ASQ,
 * issue 27: "asq-positive", or "asq-acute" for a yes to its question 5). The
 * answers add to the text screen and never replace it: many people at risk
 * answer item 9 with zero, or write what no checkbox asks.
 */
export function screenQuestionnaire(answers: { responses: Record<string, string>; scales?: Record<string, number> }): string[] {
  const categories: string[] = screenAnswers(answers.responses).categories;
  return [...categories, ...(phq9RiskRaised(answers.scales) ? [PHQ9_RISK_CATEGORY] : []), ...asqCategories(answers.scales)];
}
