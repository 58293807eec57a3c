import type { ReportEvidence } from "~/shared/report-evidence";
import { PHQ9_RISK_CATEGORY, riskItemRaised } from "~/shared/scale-scores";
import type { RiskFlag } from "./report-document";
import { evidenceScales } from "./scale-blocks";

/** The schema's limit on a flag's sentences. */
const MAX_FLAG_SENTENCES = 20;

/**
 * The categories every report must flag: the screen's, stored with the
 * submission, and PHQ-9 item 9 whenever it was answered above zero (stored
 * with them at submission; added here too, so a report never depends on it).
 */
export function screenCategories(evidence: ReportEvidence): string[] {
  const categories = [...evidence.safety.categories];
  if (riskItemRaised(evidenceScales(evidence)) && !categories.includes(PHQ9_RISK_CATEGORY)) categories.push(PHQ9_RISK_CATEGORY);
  return categories;
}

/**
 * The safety screen's flags as every report carries them, whichever drafter
 * wrote it: one per category, resting on the sentences that hit that
 * category, or on every flagged sentence when none hit it alone (a hit that
 * needed two sentences read together), so no flag is ever without one. The
 * exception is PHQ-9 item 9: it rests on the client's answer to the scale
 * item, which the brief prints, not on anything they wrote.
 */
export function screenFlags(evidence: ReportEvidence): RiskFlag[] {
  const flagged = evidence.sentences.filter((sentence) => evidence.safety.sentenceIds.includes(sentence.id));
  return screenCategories(evidence).map((category) => {
    if (category === PHQ9_RISK_CATEGORY) return { category, sentenceIds: [], addedBy: "screen" };
    const own = flagged.filter((sentence) => sentence.safetyCategories.includes(category)).map((sentence) => sentence.id);
    return { category, sentenceIds: (own.length > 0 ? own : evidence.safety.sentenceIds).slice(0, MAX_FLAG_SENTENCES), addedBy: "screen" };
  });
}
