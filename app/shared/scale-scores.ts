/**
 * A validated scale's result as code computed it from the client's item
 * answers (issue 18): what submissions store, the evidence carries and the
 * reports show. Lives here because the assessments domain scores and the
 * reports domain only reads; neither imports the other.
 */
export type ScaleScoreId = "phq-9" | "gad-7" | "who-5";

export type ScaleBand = {
  /** Stable ("moderate"): the template drafter chooses guidance by it. */
  id: string;
  /** As clinicians name it ("Moderately severe"). */
  label: string;
  /** The scores it covers, as printed ("15–19"). */
  range: string;
  /** In plain words for the client ("moderate signs of depression"). */
  meaning: string;
};

export type ScaleScore = {
  scaleId: ScaleScoreId;
  /** "PHQ-9" */
  name: string;
  title: string;
  /** "signs of depression" */
  measures: string;
  /** What is reported: PHQ-9 0–27, GAD-7 0–21, WHO-5 0–100 (its raw sum × 4). */
  score: number;
  max: number;
  /** The items' sum as answered (WHO-5: 0–25). */
  rawScore: number;
  band: ScaleBand;
  /** PHQ-9 only: item 9, verbatim, with the client's answer; a value above zero is a safety trigger. */
  riskItem: { itemId: string; number: number; text: string; value: number; answer: string } | null;
  credit: string;
};

/** Said wherever a score is shown (docs/report-style.md). */
export const NOT_A_DIAGNOSIS = "This is not a diagnosis.";

/** PHQ-9 item 9 answered above zero. */
export function riskItemRaised(scores: readonly ScaleScore[]): boolean {
  return scores.some((score) => (score.riskItem?.value ?? 0) > 0);
}

/**
 * The safety category a submission stores when PHQ-9 item 9 is above zero:
 * urgent and alerted like a text-screen hit. It rests on the scale item, not
 * on a sentence, so a report's risk flag for it cites no sentence ids.
 */
export const PHQ9_RISK_CATEGORY = "phq9-item-9";
