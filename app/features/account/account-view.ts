import { type FormType } from "~/shared/form-types";
import type { ReportKind } from "~/shared/report-kinds";

/** What /account's loader hands to the page, with dates already in words (server and browser then agree). */
export type OrderView = {
  id: string;
  date: string;
  isoDate: string;
  status: "paid" | "failed" | "refunded";
  amountCents: number;
  items: string[];
};
/** Which of several purchases of one questionnaire this is. */
export type Copy = { position: number; total: number };
export type AssessmentView = {
  id: string;
  formType: FormType;
  copy: Copy;
  state: "not-started" | "draft-saved" | "submitted";
};
export type ReportView = {
  id: string;
  kind: ReportKind;
  formType: FormType;
  copy: Copy;
  state: "awaiting-answers" | "in-preparation" | "delivered";
  downloadUrl: string | null;
};

export type AccountIntent = "change-email" | "change-password" | "sign-out-everywhere" | "delete-account";

/** An action's answer when it does not redirect: errors beside fields, or a message to show. */
export type AccountActionResult = {
  intent: AccountIntent;
  ok: boolean;
  errors?: Record<string, string>;
  message?: string;
  /** What was typed, so a failed form (without JavaScript) keeps it. */
  values?: Record<string, string>;
};

/** " (2 of 3)" when a questionnaire was bought more than once. */
export function copySuffix(copy: Copy): string {
  return copy.total > 1 ? ` (${copy.position} of ${copy.total})` : "";
}
