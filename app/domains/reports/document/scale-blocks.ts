import type { ReportEvidence } from "~/shared/report-evidence";
import { riskItemRaised, type RiskScreenResult, type ScaleScore } from "~/shared/scale-scores";
import type { ReportDocument, ScalesBlock } from "./report-document";

/**
 * The blocks code copies the validated scales into (issue 18); which section
 * holds them is each kind's definition (`kinds/<kind>/definition.ts`).
 * Drafters never write a scales block; code adds it from the evidence, and
 * verification compares it with the evidence.
 */

/** The scales the client answered; evidence prepared before issue 18 has none. */
export function evidenceScales(evidence: ReportEvidence): ScaleScore[] {
  return evidence.scales ?? [];
}

/**
 * The scales, and the direct risk screen with them (ADR 0058) unless `withRiskScreen` is false:
 * a kind with a clinician's table shows the screen there, not again in its charts. Every bank
 * that asks the screen asks a scale too, so a block always has a scale to show.
 */
export function scalesBlock(evidence: ReportEvidence, layout: ScalesBlock["layout"], withRiskScreen = true): ScalesBlock | null {
  const scales = evidenceScales(evidence);
  if (scales.length === 0) return null;
  const riskScreen = withRiskScreen && evidence.riskScreen ? { riskScreen: copyRiskScreen(evidence.riskScreen) } : {};
  return { type: "scales", layout, scales: scales.map(copyScale), ...riskScreen };
}

/** A deep copy in a fixed key order, like copyScale. */
function copyRiskScreen(screen: RiskScreenResult): RiskScreenResult {
  return {
    screenId: screen.screenId,
    name: screen.name,
    title: screen.title,
    outcome: screen.outcome,
    label: screen.label,
    meaning: screen.meaning,
    yesItems: screen.yesItems.map((item) => ({ itemId: item.itemId, number: item.number, text: item.text })),
    credit: screen.credit,
  };
}

/** True when a block shows the risk screen exactly as the evidence has it (or neither has one). */
export function sameRiskScreen(a: RiskScreenResult | undefined, b: RiskScreenResult | undefined): boolean {
  return JSON.stringify(a ? copyRiskScreen(a) : null) === JSON.stringify(b ? copyRiskScreen(b) : null);
}

/** A deep copy in a fixed key order, so a stored block compares equal to the evidence it came from. */
function copyScale(scale: ScaleScore): ScaleScore {
  return {
    scaleId: scale.scaleId,
    name: scale.name,
    title: scale.title,
    measures: scale.measures,
    score: scale.score,
    max: scale.max,
    rawScore: scale.rawScore,
    band: { id: scale.band.id, label: scale.band.label, range: scale.band.range, meaning: scale.band.meaning },
    riskItem: scale.riskItem
      ? {
          itemId: scale.riskItem.itemId,
          number: scale.riskItem.number,
          text: scale.riskItem.text,
          value: scale.riskItem.value,
          answer: scale.riskItem.answer,
        }
      : null,
    credit: scale.credit,
  };
}

/** True when two lists hold the same scales with the same figures and words, in the same order. */
export function sameScales(a: readonly ScaleScore[], b: readonly ScaleScore[]): boolean {
  return a.length === b.length && a.every((scale, index) => JSON.stringify(copyScale(scale)) === JSON.stringify(copyScale(b[index]!)));
}

/** Every scales block in a document, with its section. */
export function scalesBlocksOf(document: ReportDocument): { sectionId: string; block: ScalesBlock }[] {
  return document.sections.flatMap((section) =>
    section.blocks.flatMap((block) => (block.type === "scales" ? [{ sectionId: section.id, block }] : [])),
  );
}

/** PHQ-9 item 9 as the client answered it, or null when the form did not ask the PHQ-9. */
export function phq9RiskItem(evidence: ReportEvidence): NonNullable<ScaleScore["riskItem"]> | null {
  return evidenceScales(evidence).find((scale) => scale.scaleId === "phq-9")?.riskItem ?? null;
}

/**
 * A submission the report treats as flagged: the safety screen found
 * something, or PHQ-9 item 9 was answered above zero (a hard trigger that adds
 * to the screen; its category is stored with the screen's, but the item's
 * answer alone is enough).
 */
export function isFlagged(evidence: ReportEvidence): boolean {
  return evidence.safety.categories.length > 0 || riskItemRaised(evidenceScales(evidence));
}

/** "Several days (1)": the answer's words with its value, as clinicians read the PHQ-9. */
export function riskItemAnswer(item: NonNullable<ScaleScore["riskItem"]>): string {
  return `${item.answer} (${item.value})`;
}

/** "Yes to 1, 3 and 5" or "No to 1–4": which questions of the ASQ were answered yes, as the brief prints it. */
export function riskScreenYeses(screen: RiskScreenResult): string {
  const numbers = screen.yesItems.map((item) => String(item.number));
  if (numbers.length === 0) return "No to 1–4";
  return `Yes to ${numbers.length === 1 ? numbers[0] : `${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`}`;
}
