import { NOT_A_DIAGNOSIS, type ScaleBand, type ScaleScore } from "~/shared/scale-scores";
import { PHQ9_RISK_ITEM_ID, scaleDefinitions, type ScaleId } from "./scale-definitions";

export { NOT_A_DIAGNOSIS };

type BandRule = ScaleBand & { upTo: number };

/**
 * The published bands, by the reported score. PHQ-9: Kroenke et al. 2001;
 * GAD-7: Spitzer et al. 2006; WHO-5 (0–100): ≤ 50 low wellbeing, ≤ 28
 * likely depression, where a PHQ-9 is advised (Topp et al. 2015).
 */
const bands: Record<ScaleId, BandRule[]> = {
  "phq-9": [
    { id: "minimal", label: "None to minimal", range: "0–4", meaning: "few or no signs of depression", upTo: 4 },
    { id: "mild", label: "Mild", range: "5–9", meaning: "mild signs of depression", upTo: 9 },
    { id: "moderate", label: "Moderate", range: "10–14", meaning: "moderate signs of depression", upTo: 14 },
    { id: "moderately-severe", label: "Moderately severe", range: "15–19", meaning: "moderately severe signs of depression", upTo: 19 },
    { id: "severe", label: "Severe", range: "20–27", meaning: "severe signs of depression", upTo: 27 },
  ],
  "gad-7": [
    { id: "minimal", label: "Minimal", range: "0–4", meaning: "few or no signs of anxiety", upTo: 4 },
    { id: "mild", label: "Mild", range: "5–9", meaning: "mild signs of anxiety", upTo: 9 },
    { id: "moderate", label: "Moderate", range: "10–14", meaning: "moderate signs of anxiety", upTo: 14 },
    { id: "severe", label: "Severe", range: "15–21", meaning: "severe signs of anxiety", upTo: 21 },
  ],
  "who-5": [
    {
      id: "very-low",
      label: "Very low wellbeing",
      range: "0–28",
      meaning: "very low wellbeing, a level that often goes with depression; a PHQ-9 is advised",
      upTo: 28,
    },
    { id: "low", label: "Low wellbeing", range: "29–50", meaning: "lower wellbeing than most people report", upTo: 50 },
    { id: "usual", label: "Usual range", range: "51–100", meaning: "wellbeing within the usual range", upTo: 100 },
  ],
};

/** The reported score's ceiling: the items' maximum, × 4 for the WHO-5's percentage. */
export function reportedMax(scaleId: ScaleId): number {
  const scale = scaleDefinitions[scaleId];
  const itemMax = Math.max(...scale.options.map((option) => option.value));
  return scale.items.length * itemMax * multiplier(scaleId);
}

function multiplier(scaleId: ScaleId): number {
  return scaleId === "who-5" ? 4 : 1;
}

/** The band a reported score falls in; a score outside the scale's range is a bug, so it throws. */
export function scaleBand(scaleId: ScaleId, score: number): ScaleBand {
  if (!Number.isInteger(score) || score < 0 || score > reportedMax(scaleId)) {
    throw new RangeError(`${scaleId} score out of range: ${score}`);
  }
  const rule = bands[scaleId].find((candidate) => score <= candidate.upTo)!;
  return { id: rule.id, label: rule.label, range: rule.range, meaning: rule.meaning };
}

/** The WHO-5's raw sum (0–25) as the 0–100 percentage its authors report. */
export function who5Percentage(rawScore: number): number {
  return rawScore * 4;
}

/**
 * One scale's result from the item answers (keyed by item id), or null when
 * any item is unanswered or holds a value the scale does not offer: a partial
 * scale has no valid score.
 */
export function scoreScale(scaleId: ScaleId, answers: Readonly<Record<string, number>>): ScaleScore | null {
  const scale = scaleDefinitions[scaleId];
  const allowed = new Set(scale.options.map((option) => option.value));
  const values = scale.items.map((item) => answers[item.id]);
  if (values.some((value) => value === undefined || !allowed.has(value))) return null;
  const rawScore = (values as number[]).reduce((sum, value) => sum + value, 0);
  const score = rawScore * multiplier(scaleId);
  const riskItem = scale.items.find((item) => item.id === PHQ9_RISK_ITEM_ID);
  const riskValue = riskItem ? answers[riskItem.id]! : null;
  return {
    scaleId,
    name: scale.name,
    title: scale.title,
    measures: scale.measures,
    score,
    max: reportedMax(scaleId),
    rawScore,
    band: scaleBand(scaleId, score),
    riskItem:
      riskItem && riskValue !== null
        ? {
            itemId: riskItem.id,
            number: riskItem.number,
            text: riskItem.text,
            value: riskValue,
            answer: scale.options.find((option) => option.value === riskValue)!.label,
          }
        : null,
    credit: scale.credit,
  };
}

/** Every complete scale of a form, in the form's order. */
export function scoreScales(scaleIds: readonly ScaleId[], answers: Readonly<Record<string, number>>): ScaleScore[] {
  return scaleIds.map((id) => scoreScale(id, answers)).filter((score): score is ScaleScore => score !== null);
}

/** PHQ-9 item 9 answered above zero: the hard trigger, whatever else the answers say. */
export function phq9RiskRaised(answers: Readonly<Record<string, number>> | undefined): boolean {
  return (answers?.[PHQ9_RISK_ITEM_ID] ?? 0) > 0;
}
