import type { QuestionBank, QuestionnaireFormType } from "../question-bank";
import { deathGriefBank } from "./death-grief";
import { depressionBank } from "./depression";
import { marriageBank } from "./marriage";
import { mentalHealthWellbeingBank } from "./mental-health-wellbeing";

export const questionBanks: Record<QuestionnaireFormType, QuestionBank> = {
  marriage: marriageBank,
  "death-grief": deathGriefBank,
  depression: depressionBank,
  "mental-health-wellbeing": mentalHealthWellbeingBank,
};

export function getQuestionBank(formType: QuestionnaireFormType): QuestionBank {
  return questionBanks[formType];
}

/**
 * Earlier wordings still on record: answers keep the version they were given
 * to, and their reports are read against it. v1 of each bank is v2 without
 * the scales (v2 added them and changed no written question).
 */
const earlierBanks: QuestionBank[] = Object.values(questionBanks).map((bank) => ({
  ...bank,
  version: `${bank.formType}-v1`,
  scales: [],
}));

/** The bank exactly as a client saw it under `version`, or null for a version this build does not know. */
export function findQuestionBank(formType: QuestionnaireFormType, version: string): QuestionBank | null {
  const current = getQuestionBank(formType);
  if (current.version === version) return current;
  return earlierBanks.find((bank) => bank.formType === formType && bank.version === version) ?? null;
}
