import type { ReportEvidence } from "~/shared/report-evidence";
import { ASQ_ACUTE_CATEGORY, ASQ_POSITIVE_CATEGORY, PHQ9_RISK_CATEGORY, restsOnAnAnswer, riskItemRaised } from "~/shared/scale-scores";
import type { RiskFlag } from "./report-document";
import { evidenceScales } from "./scale-blocks";

/** The schema's limit on a flag's sentences. */
const MAX_FLAG_SENTENCES = 20;

/**
 * The categories every report must flag: the screen's, stored with the
 * submission, PHQ-9 item 9 whenever it was answered above zero, and a positive
 * ASQ (ADR 0058) (both stored with them at submission; added here too, so a
 * report never depends on it).
 */
export function screenCategories(evidence: ReportEvidence): string[] {
  const categories = [...evidence.safety.categories];
  if (riskItemRaised(evidenceScales(evidence)) && !categories.includes(PHQ9_RISK_CATEGORY)) categories.push(PHQ9_RISK_CATEGORY);
  const asq = asqCategory(evidence);
  if (asq && !categories.includes(asq)) categories.push(asq);
  return categories;
}

/** The category a positive ASQ stores, from the screen's result. */
function asqCategory(evidence: ReportEvidence): string | null {
  const outcome = evidence.riskScreen?.outcome;
  return outcome === "acute-positive" ? ASQ_ACUTE_CATEGORY : outcome === "non-acute-positive" ? ASQ_POSITIVE_CATEGORY : null;
}

/** Whether the answer a flag rests on is in the evidence: PHQ-9 item 9 above zero, or the positive ASQ it names. */
export function answerBehindFlag(category: string, evidence: ReportEvidence): boolean {
  if (category === PHQ9_RISK_CATEGORY) return riskItemRaised(evidenceScales(evidence));
  return restsOnAnAnswer(category) && asqCategory(evidence) === category;
}

/**
 * The safety screen's flags as every report carries them, whichever drafter
 * wrote it: one per category, resting on the sentences that hit that
 * category, or on every flagged sentence when none hit it alone (a hit that
 * needed two sentences read together), so no flag is ever without one. The
 * exceptions are PHQ-9 item 9 and the ASQ: they rest on the client's answers
 * to the items, which the brief prints, not on anything they wrote.
 */
export function screenFlags(evidence: ReportEvidence): RiskFlag[] {
  const flagged = evidence.sentences.filter((sentence) => evidence.safety.sentenceIds.includes(sentence.id));
  return screenCategories(evidence).map((category) => {
    if (restsOnAnAnswer(category)) return { category, sentenceIds: [], addedBy: "screen" };
    const own = flagged.filter((sentence) => sentence.safetyCategories.includes(category)).map((sentence) => sentence.id);
    return { category, sentenceIds: (own.length > 0 ? own : evidence.safety.sentenceIds).slice(0, MAX_FLAG_SENTENCES), addedBy: "screen" };
  });
}
