import { writtenForms } from "../forms/all-forms";
import type { QuestionBank, QuestionnaireFormType } from "../question-bank";
import { writtenFormTypes } from "~/shared/form-types";

/** Today's bank of each written form, from its definition (forms/<form>/bank.ts). */
export const questionBanks: Record<QuestionnaireFormType, QuestionBank> = Object.fromEntries(
  writtenFormTypes.map((formType) => [formType, writtenForms[formType].bank]),
) as Record<QuestionnaireFormType, QuestionBank>;

export function getQuestionBank(formType: QuestionnaireFormType): QuestionBank {
  return writtenForms[formType].bank;
}

/**
 * The bank exactly as a client saw it under `version`, or null for a version this build
 * does not know. Earlier wordings stay on record in each form's definition (its
 * `earlierBanks`): answers keep the version they were given to, and their reports are
 * read against it.
 */
export function findQuestionBank(formType: QuestionnaireFormType, version: string): QuestionBank | null {
  const form = writtenForms[formType];
  if (form.bank.version === version) return form.bank;
  return form.earlierBanks.find((bank) => bank.version === version) ?? null;
}

/**
 * Whether answers given to `version` of this form may be kept and shown under today's
 * wording: today's version, or one its definition lists in `answersCarryForwardFrom`
 * (same ids, same scales, spelling only; ADR 0045). A draft written against one of them
 * is carried forward onto today's form, and a page still showing one may go on saving and sending.
 */
export function answersFitCurrentBank(formType: QuestionnaireFormType, version: string): boolean {
  const form = writtenForms[formType];
  return version === form.bank.version || form.answersCarryForwardFrom.includes(version);
}
