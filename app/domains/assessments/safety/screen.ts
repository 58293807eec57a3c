/**
 * The safety screen, in two tiers (ADR 0057). wink-nlp reads the text into sentences and
 * clauses (read-text), and each tier's phrase patterns are tried on them (match-phrases):
 *   urgent: the precise warning-sign patterns (patterns/, ADR 0017), `screenText`;
 *   review: high-recall patterns for anything that touches the writer's own death, being gone,
 *           a burden, goodbyes, means, dangerous places, and milder signs of the other categories
 *           (patterns/review/), for a person to read soon rather than at once.
 *           A small learned classifier (classifier/) widens the review tier: a sentence no pattern
 *           hit is review when the model hears it, at a higher score when it names none of those
 *           concepts (ADR 0076, 0088).
 *   A review-tier sentence the learned urgent model hears is urgent (ADR 0083); so is a review-tier
 *   thought of the writer's own death with a plan, intent, a time, means or a recent act in the
 *   same sentence (patterns/acute-frame.ts, ADR 0081). Either only for a pattern hit or a sentence
 *   naming a review concept (ADR 0088).
 * Synchronous and deterministic; nothing is logged and nothing of the text is returned.
 */
import { createHash } from "node:crypto";
import { safetyCategories, type SafetyCategory } from "./categories";
import { classifierEscalates, classifierRaises } from "./classifier/score";
import { phraseMatcher } from "./match-phrases";
import { safetyPhrases } from "./patterns";
import { soundsAcute } from "./patterns/acute-frame";
import { reviewPhrases } from "./patterns/review";
import { readSentences, type Sentence } from "./read-text.server";

export type RiskLevel = "none" | "review" | "urgent";
export type RiskAssessment = { level: RiskLevel; categories: SafetyCategory[] };

const urgentHits = phraseMatcher(safetyPhrases);
const reviewHits = phraseMatcher(reviewPhrases);

type Judgement = { urgent: readonly SafetyCategory[]; review: readonly SafetyCategory[] };

/**
 * The review tier: its patterns, else the learned classifier. `mayEscalate`: whether the urgent
 * model may make it urgent, which only a pattern hit or a sentence naming a review concept may (ADR 0088).
 */
function reviewOf(sentence: Sentence, next: Sentence | undefined): { categories: readonly SafetyCategory[]; mayEscalate: boolean } {
  const hits = reviewHits(sentence, next);
  if (hits.length > 0) return { categories: hits, mayEscalate: true };
  const raised = classifierRaises(sentence);
  return raised ? { categories: [raised.category], mayEscalate: raised.touchesConcept } : { categories: [], mayEscalate: false };
}

/** The categories the text hits on the urgent tier, in safetyCategories order. */
export function screenText(text: string): SafetyCategory[] {
  const hit = new Set<SafetyCategory>();
  const sentences = readSentences(text);
  sentences.forEach((sentence, n) => {
    for (const category of judgeOnce(sentence, sentences[n + 1]).urgent) hit.add(category);
  });
  return safetyCategories.filter((category) => hit.has(category));
}

/**
 * Both tiers: "urgent" when a sentence hits the urgent patterns (or a suicidal review hit in the
 * acute frame), else "review" when one hits the review patterns or the classifier raises it, else "none". The categories are every category either tier found.
 */
export function assessRisk(text: string): RiskAssessment {
  const urgent = new Set<SafetyCategory>();
  const review = new Set<SafetyCategory>();
  const sentences = readSentences(text);
  sentences.forEach((sentence, n) => {
    const judgement = judgeOnce(sentence, sentences[n + 1]);
    for (const category of judgement.urgent) urgent.add(category);
    for (const category of judgement.review) review.add(category);
  });
  const level: RiskLevel = urgent.size > 0 ? "urgent" : review.size > 0 ? "review" : "none";
  return { level, categories: safetyCategories.filter((category) => urgent.has(category) || review.has(category)) };
}

// A sentence's hits depend only on its clauses' words and lemmas and on the next sentence's text,
// and an autosave re-reads an answer whose sentences are all unchanged but the one being typed.
// So each sentence is judged once and its result remembered, keyed by a digest of exactly what
// the judgement reads (the cache holds no text). Bounded: the oldest are dropped first.
const judged = new Map<string, Judgement>();
const JUDGED_LIMIT = 20_000;

/**
 * Both tiers of one sentence. The review tier is judged only where the urgent patterns found
 * nothing. A review-tier sentence the urgent model hears is urgent in every category the review
 * tier found (ADR 0083); else a thought of the writer's own death in the acute frame (a plan,
 * intent, a time, means or a recent act: patterns/acute-frame.ts) is urgent (ADR 0081).
 */
function judge(sentence: Sentence, next: Sentence | undefined): Judgement {
  const urgent = urgentHits(sentence, next);
  if (urgent.length > 0) return { urgent, review: [] };
  const { categories: review, mayEscalate } = reviewOf(sentence, next);
  if (review.length > 0 && mayEscalate && classifierEscalates(sentence)) return { urgent: review, review: [] };
  // Only the death wish is raised: another category the review tier heard in the sentence stays review.
  if (mayEscalate && review.includes("suicidal-thoughts") && soundsAcute(sentence)) {
    return { urgent: ["suicidal-thoughts"], review: review.filter((category) => category !== "suicidal-thoughts") };
  }
  return { urgent: [], review };
}

function judgeOnce(sentence: Sentence, next: Sentence | undefined): Judgement {
  const read = [sentence.text, sentence.lemmaText, next?.text ?? null, sentence.clauses.map((clause) => [clause.wordLine, clause.lemmaLine])];
  const key = createHash("sha256").update(JSON.stringify(read)).digest("base64");
  const known = judged.get(key);
  if (known) return known;
  const judgement = judge(sentence, next);
  judged.set(key, judgement);
  if (judged.size > JUDGED_LIMIT) judged.delete(judged.keys().next().value ?? key);
  return judgement;
}
