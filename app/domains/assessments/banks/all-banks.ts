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
