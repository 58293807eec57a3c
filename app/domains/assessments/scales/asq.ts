import { ASQ_ACUTE_CATEGORY, ASQ_POSITIVE_CATEGORY, type RiskScreenOutcome, type RiskScreenResult } from "~/shared/scale-scores";

/**
 * The direct suicide-risk screen every written form asks (issue 27, ADR 0058): the Ask
 * Suicide-Screening Questions (ASQ) of the US National Institute of Mental Health, a work of the
 * US government and so in the public domain, in its published wording. Answers are stored with
 * the scales' ("asq-1": 1 for yes, 0 for no); the ids are stored, so never renumber one.
 * Questions 1–4 are asked of everyone; question 5 only after a yes to any of them. The published
 * follow-ups ("If yes, how? When?", "please describe") are for the person who follows up, not for
 * a written form: the provider asks them, and nobody is asked to write out a method.
 */
export type AsqItem = { id: string; number: number; text: string };

export const asqItems: readonly AsqItem[] = [
  { id: "asq-1", number: 1, text: "In the past few weeks, have you wished you were dead?" },
  { id: "asq-2", number: 2, text: "In the past few weeks, have you felt that you or your family would be better off if you were dead?" },
  { id: "asq-3", number: 3, text: "In the past week, have you been having thoughts about killing yourself?" },
  { id: "asq-4", number: 4, text: "Have you ever tried to kill yourself?" },
  { id: "asq-5", number: 5, text: "Are you having thoughts of killing yourself right now?" },
];

/** Questions 1–4, asked of everyone. */
export const ASQ_SCREENING_ITEM_IDS = ["asq-1", "asq-2", "asq-3", "asq-4"] as const;
/** Question 5, the acuity question: asked only after a yes to any of 1–4. */
export const ASQ_ACUTE_ITEM_ID = "asq-5";
export const ASQ_ITEM_IDS: readonly string[] = asqItems.map((item) => item.id);

export const ASQ_YES = 1;
export const ASQ_NO = 0;
/** Yes first, as the published form prints its boxes. */
export const asqOptions = [
  { value: ASQ_YES, label: "Yes" },
  { value: ASQ_NO, label: "No" },
] as const;

export const asq = {
  id: "asq" as const,
  name: "ASQ",
  title: "Ask Suicide-Screening Questions (ASQ)",
  credit: "Ask Suicide-Screening Questions (ASQ), National Institute of Mental Health (NIMH). In the public domain.",
};

/** The screen's own screen in a form: its wording is part of each bank's version. */
export const RISK_SCREEN_SECTION = {
  title: "Questions we ask everyone",
  description:
    "We ask everyone who fills in one of our forms these questions, because they matter. Please answer each one yes or no. There are no wrong answers, and whatever you answer, you can go on with the form.",
} as const;

const outcomes: Record<RiskScreenOutcome, { label: string; meaning: string }> = {
  negative: { label: "Negative", meaning: "no to questions 1–4; no further questions were needed" },
  "non-acute-positive": {
    label: "Non-acute positive",
    meaning: "potential risk identified; a brief suicide safety assessment is needed before the client is left without a plan",
  },
  "acute-positive": {
    label: "Acute positive",
    meaning: "imminent risk identified; the client needs a full safety evaluation straight away",
  },
};

type Chosen = Readonly<Record<string, number>> | undefined;

/** Yes to any of questions 1–4: a positive screen, which asks question 5. */
export function asqScreensPositive(answers: Chosen): boolean {
  return ASQ_SCREENING_ITEM_IDS.some((id) => answers?.[id] === ASQ_YES);
}

/** Question 5 answered yes after a positive screen: thoughts of suicide right now. */
export function asqAcute(answers: Chosen): boolean {
  return asqScreensPositive(answers) && answers?.[ASQ_ACUTE_ITEM_ID] === ASQ_YES;
}

/**
 * What a form's ASQ answers raise, as far as they go: a draft is scored on what it holds, so a
 * single yes alerts the provider while the client is still writing. Acute replaces positive.
 */
export function asqCategories(answers: Chosen): string[] {
  if (asqAcute(answers)) return [ASQ_ACUTE_CATEGORY];
  return asqScreensPositive(answers) ? [ASQ_POSITIVE_CATEGORY] : [];
}

/**
 * The screen's result from complete answers, or null while it is not complete: every one of 1–4
 * answered, and question 5 answered exactly when one of them is yes.
 */
export function scoreAsq(answers: Chosen): RiskScreenResult | null {
  const valid = (value: number | undefined) => value === ASQ_YES || value === ASQ_NO;
  if (!ASQ_SCREENING_ITEM_IDS.every((id) => valid(answers?.[id]))) return null;
  const positive = asqScreensPositive(answers);
  if (positive !== valid(answers?.[ASQ_ACUTE_ITEM_ID])) return null;
  const outcome: RiskScreenOutcome = !positive ? "negative" : asqAcute(answers) ? "acute-positive" : "non-acute-positive";
  return {
    screenId: asq.id,
    name: asq.name,
    title: asq.title,
    outcome,
    ...outcomes[outcome],
    yesItems: asqItems.filter((item) => answers?.[item.id] === ASQ_YES).map((item) => ({ itemId: item.id, number: item.number, text: item.text })),
    credit: asq.credit,
  };
}

/**
 * The answers a form may hold with question 5 asked only after a yes: taking back the last yes to
 * 1–4 takes question 5's answer away too, so a negative screen never carries it.
 */
export function withAsqAnswer(scales: Readonly<Record<string, number>> | undefined, itemId: string, value: number): Record<string, number> {
  const next: Record<string, number> = { ...scales, [itemId]: value };
  if (!asqScreensPositive(next)) delete next[ASQ_ACUTE_ITEM_ID];
  return next;
}
