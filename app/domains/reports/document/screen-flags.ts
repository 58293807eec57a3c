import type { ReportEvidence } from "~/shared/report-evidence";
import type { RiskFlag } from "./report-document";

/** The schema's limit on a flag's sentences. */
const MAX_FLAG_SENTENCES = 20;

/**
 * The safety screen's flags as every report carries them, whichever drafter
 * wrote it: one per category, resting on the sentences that hit that
 * category, or on every flagged sentence when none hit it alone (a hit that
 * needed two sentences read together), so no flag is ever without one.
 */
export function screenFlags(evidence: ReportEvidence): RiskFlag[] {
  const flagged = evidence.sentences.filter((sentence) => evidence.safety.sentenceIds.includes(sentence.id));
  return evidence.safety.categories.map((category) => {
    const own = flagged.filter((sentence) => sentence.safetyCategories.includes(category)).map((sentence) => sentence.id);
    return { category, sentenceIds: (own.length > 0 ? own : evidence.safety.sentenceIds).slice(0, MAX_FLAG_SENTENCES), addedBy: "screen" };
  });
}
