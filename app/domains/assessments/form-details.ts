/**
 * The five gated questionnaires as the store presents them: where each lives,
 * what it is called, what its success toast says (spec section 8) and which
 * product a client buys to open it (the price is read from the catalogue by
 * the page, never written here).
 */

import { formPaths, formTypes, type FormType } from "~/shared/form-types";

export { isQuestionnaireFormType, questionnaireFormTypes, type QuestionnaireFormType } from "./question-bank";

export type FormDetails = {
  formType: FormType;
  name: string;
  path: string;
  description: string;
  /** Spec section 8: the per-form sentence of "Form Submitted Successfully". */
  sentSentence: string;
  /** What "Purchase & Access" puts in the cart. */
  purchase: { productId: string; category: string | null };
};

export const formDetails: Record<FormType, FormDetails> = {
  marriage: {
    formType: "marriage",
    name: "Marriage Assessment",
    path: formPaths["marriage"],
    description: "Reflect on your relationship, how you connect, and the pressures you face together.",
    sentSentence: "Your marriage report form has been sent.",
    purchase: { productId: "catharsis", category: "marriage" },
  },
  "death-grief": {
    formType: "death-grief",
    name: "Death & Grief Assessment",
    path: formPaths["death-grief"],
    description: "Put words to your loss, the support around you, and the moments that are hardest.",
    sentSentence: "Your death & grief assessment form has been sent.",
    purchase: { productId: "catharsis", category: "death" },
  },
  depression: {
    formType: "depression",
    name: "Depression Assessment",
    path: formPaths["depression"],
    description: "Describe how you have been feeling, what helps, and what tends to bring you down.",
    sentSentence: "Your depression assessment form has been sent.",
    purchase: { productId: "catharsis", category: "depression" },
  },
  "mental-health-wellbeing": {
    formType: "mental-health-wellbeing",
    name: "Mental Health & Wellbeing Assessment",
    path: formPaths["mental-health-wellbeing"],
    description: "Take stock of your mood, energy, relationships and the way you cope with stress.",
    sentSentence: "Your mental health wellbeing assessment has been sent.",
    purchase: { productId: "catharsis", category: "wellbeing" },
  },
  enneagram: {
    formType: "enneagram",
    name: "Enneagram Assessment",
    path: formPaths["enneagram"],
    description: "Discover your Enneagram type, your wing, and what drives the way you think and feel.",
    sentSentence: "Your Enneagram questionnaire has been sent.",
    purchase: { productId: "enneagram-report", category: null },
  },
};

/** Thanks that follows the per-form sentence in the success toast. */
export const SENT_THANKS = "Thank you for your responses.";
export const SENT_TITLE = "Form Submitted Successfully";
export const FAILED_TITLE = "Submission Failed";
export const FAILED_DESCRIPTION = "There was an error submitting your form. Please try again.";

export function formTypeForPath(pathname: string): FormType | null {
  const trimmed = pathname.replace(/\/+$/, "");
  return formTypes.find((type) => formDetails[type].path === trimmed) ?? null;
}
