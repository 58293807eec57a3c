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

/**
 * The direct suicide-risk screen every written form asks (issue 27, ADR 0058): the NIMH ASQ,
 * scored by code. "negative": no to questions 1–4; "non-acute-positive": yes to any of 1–4
 * and no to question 5; "acute-positive": yes to question 5 (thoughts of suicide right now).
 */
export type RiskScreenOutcome = "negative" | "non-acute-positive" | "acute-positive";

export type RiskScreenResult = {
  screenId: "asq";
  /** "ASQ" */
  name: string;
  title: string;
  outcome: RiskScreenOutcome;
  /** As clinicians name it ("Acute positive"). */
  label: string;
  /** What the outcome asks of the clinician, in plain words. */
  meaning: string;
  /** The questions answered yes, in their published words (question 5 included when yes). */
  yesItems: { itemId: string; number: number; text: string }[];
  credit: string;
};

/**
 * The safety categories a submission or draft stores for a positive ASQ: urgent and alerted like a
 * text-screen hit, resting on the answers, not on a sentence (so a report's flag cites none).
 * A screen is one or the other: acute replaces positive.
 */
export const ASQ_POSITIVE_CATEGORY = "asq-positive";
export const ASQ_ACUTE_CATEGORY = "asq-acute";
export const ASQ_CATEGORIES: readonly string[] = [ASQ_POSITIVE_CATEGORY, ASQ_ACUTE_CATEGORY];

/** The flags that rest on an answer to a screening item rather than on a sentence the client wrote. */
export function restsOnAnAnswer(category: string): boolean {
  return category === PHQ9_RISK_CATEGORY || ASQ_CATEGORIES.includes(category);
}
