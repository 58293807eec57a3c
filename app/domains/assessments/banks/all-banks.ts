import { deathGriefBanks } from "../forms/death-grief/bank";
import { depressionBanks } from "../forms/depression/bank";
import { marriageBanks } from "../forms/marriage/bank";
import { mentalHealthWellbeingBanks } from "../forms/mental-health-wellbeing/bank";
import type { QuestionBank, QuestionnaireFormType, WrittenFormBanks } from "../question-bank";
import { writtenFormTypes } from "~/shared/form-types";

/**
 * Each written form's banks, from the end of its forms/<form>/bank.ts. Keyed by the
 * shared list of written forms, so a form added there without its bank does not compile.
 */
const writtenFormBanks: Record<QuestionnaireFormType, WrittenFormBanks> = {
  marriage: marriageBanks,
  "death-grief": deathGriefBanks,
  depression: depressionBanks,
  "mental-health-wellbeing": mentalHealthWellbeingBanks,
};

/** Today's bank of each written form. */
export const questionBanks: Record<QuestionnaireFormType, QuestionBank> = Object.fromEntries(
  writtenFormTypes.map((formType) => [formType, writtenFormBanks[formType].bank]),
) as Record<QuestionnaireFormType, QuestionBank>;

export function getQuestionBank(formType: QuestionnaireFormType): QuestionBank {
  return writtenFormBanks[formType].bank;
}

/** Every version of this form's bank this build knows, today's first. */
export function allBankVersions(formType: QuestionnaireFormType): readonly QuestionBank[] {
  const { bank, earlierBanks } = writtenFormBanks[formType];
  return [bank, ...earlierBanks];
}

/** The bank exactly as a client saw it under `version`, or null for a version this build does not know. */
export function findQuestionBank(formType: QuestionnaireFormType, version: string): QuestionBank | null {
  return allBankVersions(formType).find((bank) => bank.version === version) ?? null;
}

/**
 * Whether answers given to `version` of this form may be kept and shown under today's
 * wording: today's version or one its bank file lists as carrying forward. A draft
 * written against one of them is carried forward onto today's form, and a page still
 * showing one may go on saving and sending (ADR 0045).
 */
export function answersFitCurrentBank(formType: QuestionnaireFormType, version: string): boolean {
  const { bank, answersCarryForwardFrom } = writtenFormBanks[formType];
  return version === bank.version || answersCarryForwardFrom.includes(version);
}

/** The earlier versions whose answers carry forward to today's bank. */
export function versionsCarriedForward(formType: QuestionnaireFormType): readonly string[] {
  return writtenFormBanks[formType].answersCarryForwardFrom;
}
