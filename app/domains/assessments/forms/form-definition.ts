/**
 * What one questionnaire is, beyond its shared vocabulary (app/shared/form-types.ts):
 * what the store calls and says about it, what opens it, what its answers can owe,
 * and, for a written form, its question bank and that bank's history. Each form
 * defines itself in its own folder beside this file; `all-forms.ts` lists them
 * (ADR 0049).
 */

import { formCategories, formPaths, type FormType, type WrittenFormType } from "~/shared/form-types";
import type { ReportKind } from "~/shared/report-kinds";
import type { QuestionBank } from "../question-bank";

export type FormDetails = {
  formType: FormType;
  name: string;
  path: string;
  description: string;
  /** Spec section 8: the per-form sentence of "Form Submitted Successfully". */
  sentSentence: string;
  /** What "Purchase & Access" puts in the cart: the product, with the form's category when it has one. */
  purchase: { productId: string; category: string | null };
  /** The reports this form's answers can owe: what any grant of it may list. */
  reportsOwed: readonly ReportKind[];
};

/** A form answered in the client's own words, from a versioned question bank. */
export type WrittenFormDetails = FormDetails & {
  formType: WrittenFormType;
  /** Today's bank: its version, scales and questions. */
  bank: QuestionBank;
  /** Every earlier version still on record, worded as clients saw it (answers keep their version). */
  earlierBanks: readonly QuestionBank[];
  /**
   * Earlier versions whose answers fit today's bank as they are: the same question ids
   * in the same order, the same scales, the wording changed in spelling only (ADR 0045).
   * A version that changes what is asked is never listed here.
   */
  answersCarryForwardFrom: readonly string[];
  /** Shows the copyright notice for quoted material before the questions. */
  copyrightNotice: boolean;
};

type Presentation = Pick<FormDetails, "name" | "description" | "sentSentence" | "reportsOwed"> & { productId: string };

function details<T extends FormType>(formType: T, presentation: Presentation) {
  const { productId, ...rest } = presentation;
  return { formType, ...rest, path: formPaths[formType], purchase: { productId, category: formCategories[formType] } };
}

/** A form other than a written one (the Enneagram): its words and what opens it. */
export function defineForm(formType: FormType, presentation: Presentation): FormDetails {
  return details(formType, presentation);
}

/** A written form: its name is its bank's, so the page, the e-mails and the reports use the bank's words. */
export function defineWrittenForm(
  bank: QuestionBank,
  form: Omit<Presentation, "name"> & Partial<Pick<WrittenFormDetails, "earlierBanks" | "answersCarryForwardFrom" | "copyrightNotice">>,
): WrittenFormDetails {
  const { earlierBanks = [], answersCarryForwardFrom = [], copyrightNotice = false, ...presentation } = form;
  return { ...details(bank.formType, { ...presentation, name: bank.formName }), bank, earlierBanks, answersCarryForwardFrom, copyrightNotice };
}
