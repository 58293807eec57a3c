/**
 * What one questionnaire is, beyond its shared vocabulary (app/shared/form-types.ts):
 * what the store calls and says about it, what opens it and what its answers can
 * owe. Each form defines itself in its own folder beside this file (`form.ts`, and
 * for a written form its question bank and that bank's history in `bank.ts`);
 * `all-forms.ts` and `../banks/all-banks.ts` list them (ADR 0049).
 */

import type { CategoryId } from "~/shared/categories";
import { formCategories, formPaths, type FormType } from "~/shared/form-types";
import type { ReportKind } from "~/shared/report-kinds";

export type FormDetails = {
  formType: FormType;
  name: string;
  path: string;
  description: string;
  /** Spec section 8: the per-form sentence of "Form Submitted Successfully". */
  sentSentence: string;
  /** What "Purchase & Access" puts in the cart: the product, with the form's category when it has one. */
  purchase: { productId: string; category: CategoryId | null };
  /** The reports this form's answers can owe: what any grant of it may list. */
  reportsOwed: readonly ReportKind[];
  /** Shows the copyright notice for the questions before the send button. */
  copyrightNotice: boolean;
};

type Definition = Omit<FormDetails, "formType" | "path" | "purchase" | "copyrightNotice"> & { productId: string; copyrightNotice?: boolean };

/** A form's definition; its path and purchase category are its vocabulary's, so they are not written twice. */
export function defineForm(formType: FormType, definition: Definition): FormDetails {
  const { productId, copyrightNotice = false, ...words } = definition;
  return { formType, ...words, path: formPaths[formType], purchase: { productId, category: formCategories[formType] }, copyrightNotice };
}
