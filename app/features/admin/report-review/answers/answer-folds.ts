import { citedIds, UNQUOTED_SHOWN, unquotedBySalience } from "../blockers/review-blockers";
import type { ReportReviewPage } from "../review-view";

/** Why a sentence of the answers stays in view; the rest of its answer is folded (ADR 0078). */
export type MustRead = "cited" | "risk" | "unquoted" | "verification";

/**
 * The sentences a reviewer must read on the review page (ADR 0078): those
 * the draft quotes or cites (to check what is said of the client and where
 * each quote sits), those the safety screen marked (never folded), those a
 * verification problem names, and the salient ones no section uses that the
 * blockers list. Null while there is no draft to read them against: then
 * every answer is shown whole.
 */
export function mustReadSentences(review: Pick<ReportReviewPage, "sections" | "questions" | "failures">): Map<string, MustRead> | null {
  if (review.sections.length === 0) return null;
  const must = new Map<string, MustRead>();
  for (const question of review.questions) for (const sentence of question.sentences) if (sentence.risk) must.set(sentence.id, "risk");
  for (const failure of review.failures) if (failure.sentenceId && !must.has(failure.sentenceId)) must.set(failure.sentenceId, "verification");
  for (const id of review.sections.flatMap((section) => citedIds(section.blocks))) if (!must.has(id)) must.set(id, "cited");
  for (const sentence of unquotedBySalience(review).slice(0, UNQUOTED_SHOWN)) if (!must.has(sentence.id)) must.set(sentence.id, "unquoted");
  return must;
}

/**
 * Puts a sentence of the answers in view when it sits in a folded part of its
 * answer (a link or a selected statement led there): opens the fold first.
 */
export function revealSentence(element: HTMLElement | null): void {
  const fold = element?.closest("details");
  if (fold && !fold.open) fold.open = true;
}
