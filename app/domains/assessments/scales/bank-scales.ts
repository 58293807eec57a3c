import type { FormType } from "~/shared/form-types";
import type { RiskScreenResult, ScaleScore } from "~/shared/scale-scores";
import type { QuestionnaireAnswers } from "../assessment-answers";
import { findQuestionBank } from "../banks/all-banks";
import { isQuestionnaireFormType } from "../question-bank";
import { scoreAsq } from "./asq";
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

/** The direct risk screen's result (ADR 0058), or null for a bank that did not ask it. */
export function scoreBankRiskScreen(formType: FormType, bankVersion: string, answers: Pick<QuestionnaireAnswers, "scales">): RiskScreenResult | null {
  if (!isQuestionnaireFormType(formType)) return null;
  return findQuestionBank(formType, bankVersion)?.riskScreen ? scoreAsq(answers.scales) : null;
}
