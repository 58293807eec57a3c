import { isEmailAddress, normaliseEmailAddress } from "~/shared/email-address";

/**
 * The guest e-mail rule at checkout (spec section 5), one module for the
 * browser's check and the server's, so an address the page accepts is never
 * refused by the server: trimmed, lowercased, commas read as dots, then the
 * store's one address rule (app/shared/email-address.ts).
 * Stored this way, a guest's purchases match the account later verified with
 * that address. Messages are the spec's, word for word.
 */
export const EMAIL_EXAMPLE = "name@example.com";

export type EmailProblem = { title: string; description: string };

export const emailRequired: EmailProblem = {
  title: "Email required",
  description: "Please provide an email address to continue.",
};
export const emailInvalid: EmailProblem = {
  title: "Invalid email address",
  description: `Please enter a valid email like ${EMAIL_EXAMPLE}.`,
};

export function normaliseEmail(raw: string): string {
  return normaliseEmailAddress(raw, { lowercase: true }).replace(/,/g, ".");
}

export function checkGuestEmail(raw: string): { email: string } | { problem: EmailProblem } {
  const email = normaliseEmail(raw);
  if (email === "") return { problem: emailRequired };
  if (!isEmailAddress(email)) return { problem: emailInvalid };
  return { email };
}

/** The server's form of the same check: one error string, title and description. */
export function normalisePurchaseEmail(raw: string | undefined): { ok: true; email: string } | { ok: false; error: string } {
  const checked = checkGuestEmail(raw ?? "");
  if ("problem" in checked) return { ok: false, error: `${checked.problem.title} - ${checked.problem.description}` };
  return { ok: true, email: checked.email };
}
