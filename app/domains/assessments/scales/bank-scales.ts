import type { FormType } from "~/shared/form-types";
import type { ScaleScore } from "~/shared/scale-scores";
import type { QuestionnaireAnswers } from "../assessment-answers";
import { findQuestionBank } from "../banks/all-banks";
import { isQuestionnaireFormType } from "../question-bank";
import { scoreScales } from "./score-scales";

/**
 * The scores of every scale the bank asked, from the answers given to it:
 * none for the Enneagram or a version without scales (or one this build
 * does not know).
 */
export function scoreBankScales(formType: FormType, bankVersion: string, answers: Pick<QuestionnaireAnswers, "scales">): ScaleScore[] {
  if (!isQuestionnaireFormType(formType)) return [];
  const bank = findQuestionBank(formType, bankVersion);
  return bank ? scoreScales(bank.scales, answers.scales ?? {}) : [];
}
