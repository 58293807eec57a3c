/**
 * The five gated questionnaires as the store presents them: where each lives,
 * what it is called, what its success toast says (spec section 8) and which
 * product a client buys to open it (the price is read from the catalogue by
 * the page, never written here). Each form defines these in its own folder,
 * forms/<form>/form.ts (ADR 0049).
 */

import { formTypes, type FormType } from "~/shared/form-types";
import { formDefinitions } from "./forms/all-forms";
import type { FormDetails } from "./forms/form-definition";

export { isQuestionnaireFormType, questionnaireFormTypes, type QuestionnaireFormType } from "./question-bank";
export type { FormDetails } from "./forms/form-definition";

export const formDetails: Record<FormType, FormDetails> = formDefinitions;

/** Thanks that follows the per-form sentence in the success toast. */
export const SENT_THANKS = "Thank you for your responses.";
export const SENT_TITLE = "Form Submitted Successfully";
export const FAILED_TITLE = "Submission Failed";
export const FAILED_DESCRIPTION = "There was an error submitting your form. Please try again.";

export function formTypeForPath(pathname: string): FormType | null {
  const trimmed = pathname.replace(/\/+$/, "");
  return formTypes.find((type) => formDetails[type].path === trimmed) ?? null;
}
