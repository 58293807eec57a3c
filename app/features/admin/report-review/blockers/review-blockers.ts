import { followUpHref } from "~/components/content/risk-mark";
import type { ReportBlock } from "~/domains/reports/document/report-document";
import { sentenceAnchor, type ReportReviewPage, type ReviewSentence } from "../review-view";

/**
 * What stands between a draft and approval, worst first (issue 29): each one
 * says what it is in words and links to the place on the page (or the page)
 * where it is dealt with. Other parts of the page add their own through the
 * panel's `more` (a section not yet accepted, say) with the same shape.
 */
export type Blocker = {
  key: string;
  kind: "follow-up" | "read-first" | "verification" | "unquoted" | "other";
  /** The one line the reviewer reads. */
  label: string;
  /** The client's own words, when the blocker is a sentence. */
  quote?: string;
  /** An anchor on this page ("#section-intro") or another staff page. */
  href: string;
};

/** How many sentences quoted nowhere the panel names; the rest are counted. */
export const UNQUOTED_SHOWN = 5;

export function reviewBlockers(review: ReportReviewPage): { blockers: Blocker[]; unquotedCount: number } {
  const { client, approval } = review;
  const sentences = review.questions.flatMap((question) => question.sentences);
  const urgent = sentences.filter((sentence) => sentence.risk?.level === "urgent");
  const readFirst = sentences.filter((sentence) => sentence.risk?.level === "review");
  const blockers: Blocker[] = [];

  if (approval.needsFollowUp) {
    blockers.push({ key: "follow-up", kind: "follow-up", label: "Record the safety follow-up on the submission page", href: followUpHref(client.submissionId) });
    for (const sentence of urgent) blockers.push(sentenceBlocker(sentence, "follow-up", `${sentence.risk?.label} (${sentence.id})`));
  }
  for (const sentence of readFirst) blockers.push(sentenceBlocker(sentence, "read-first", `${sentence.risk?.label} (${sentence.id})`));
  if (approval.inReview && approval.needsRiskNote) {
    blockers.push({ key: "risk-note", kind: "follow-up", label: "Say what you read and did in the approval note", href: "#risk-note" });
  }
  review.failures.forEach((failure, index) =>
    blockers.push({
      key: `failure-${index}`,
      kind: "verification",
      label: `${failure.ruleLabel}${failure.sectionTitle ? ` in ${failure.sectionTitle}` : ""}: ${failure.message}`,
      href: failure.sectionId ? `#section-${failure.sectionId}` : failure.sentenceId ? `#${sentenceAnchor(failure.sentenceId)}` : "#verification",
    }),
  );

  // One line, not one per section: a fresh draft has every section waiting, and the rest of the panel must stay in view.
  const awaiting = approval.inReview ? approval.sectionsAwaiting : [];
  if (awaiting.length > 0 && review.document?.firstAwaitingId) {
    const count = awaiting.length === 1 ? "1 section is" : `${awaiting.length} sections are`;
    blockers.push({
      key: "sections-awaiting",
      kind: "other",
      label: `${count} not yet accepted or edited, starting with ${awaiting[0]}`,
      href: `#section-${review.document.firstAwaitingId}`,
    });
  }

  const unquoted = unquotedBySalience(review);
  for (const sentence of unquoted.slice(0, UNQUOTED_SHOWN)) blockers.push(sentenceBlocker(sentence, "unquoted", `Quoted nowhere (${sentence.id})`));
  return { blockers, unquotedCount: unquoted.length };
}

const sentenceBlocker = (sentence: ReviewSentence, kind: Blocker["kind"], label: string): Blocker => ({
  key: `${kind}-${sentence.id}`,
  kind,
  label,
  quote: sentence.text,
  href: `#${sentenceAnchor(sentence.id)}`,
});

/**
 * The client's sentences that no section quotes or cites, the most salient
 * first. Salience is a plain rule a reviewer can check: words of feeling and
 * loss count most, then an Enneagram rating, then length; sentences under six
 * words ("Not really.") and risk sentences (listed above, and quoted only
 * where help is offered) are left out.
 */
export function unquotedBySalience(review: Pick<ReportReviewPage, "sections" | "questions">): ReviewSentence[] {
  if (review.sections.length === 0) return [];
  const cited = new Set(review.sections.flatMap((section) => citedIds(section.blocks)));
  const candidates = review.questions
    .flatMap((question) => question.sentences)
    .filter((sentence) => !cited.has(sentence.id) && sentence.risk === null && wordsOf(sentence.text).length >= 6);
  return candidates
    .map((sentence, order) => ({ sentence, order, score: salience(sentence) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ sentence }) => sentence);
}

const FEELING = /^(?:feel|felt|feeling|afraid|scared|alone|lonely|angry|anger|guilt|guilty|ashamed|shame|miss|missed|lost|loss|hurt|cry|cried|crying|grief|grieve|regret|hope|wish|love|loved|numb|empty|tired|anxious|worry|worried|fear|sad|sorry)$/;

function salience(sentence: ReviewSentence): number {
  const words = wordsOf(sentence.text);
  const feeling = words.filter((word) => FEELING.test(word)).length;
  return feeling * 20 + (sentence.rating ?? 0) * 5 + Math.min(words.length, 40);
}

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

/**
 * The ids a section cites, as `citedSentenceIds` in the reports domain reads
 * them; walked here so the browser does not load that module's schemas.
 */
export function citedIds(blocks: readonly ReportBlock[]): string[] {
  return blocks.flatMap((block) => {
    if (block.type === "paragraph") return block.claims.flatMap((claim) => claim.evidence);
    if (block.type === "plan") return block.steps.flatMap((step) => step.evidence);
    if (block.type === "quote") return [block.sentenceId];
    if (block.type === "risk-flags") return block.flags.flatMap((flag) => flag.sentenceIds);
    return [];
  });
}
