/**
 * The page's words for a field the browser's own check stopped (shown beside
 * the field as well as in the browser's bubble, which magnifier users can
 * miss). They match the server's messages for the same problems.
 */
import { PHONE_CONSENT_MESSAGE, PHONE_MESSAGE } from "~/domains/assessments/assessment-answers";
import { INVALID_EMAIL_MESSAGE } from "~/shared/email-address";

export function fieldInvalidMessage(field: HTMLInputElement | HTMLTextAreaElement): string {
  const { validity } = field;
  if (field.type === "tel") return PHONE_MESSAGE;
  if (field.type === "checkbox") return PHONE_CONSENT_MESSAGE;
  if (field.type === "email") return validity.valueMissing ? "Please enter your email address." : INVALID_EMAIL_MESSAGE;
  if (field.type === "date") return "Please enter the completion date.";
  return "Please answer this question.";
}
