/**
 * The guest e-mail rule at checkout (spec section 5): trimmed, lowercased,
 * commas read as dots, then one plain pattern with no spaces. Messages are
 * the spec's, word for word.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
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
  return raw.trim().toLowerCase().replace(/,/g, ".");
}

export function checkGuestEmail(raw: string): { email: string } | { problem: EmailProblem } {
  const email = normaliseEmail(raw);
  if (email === "") return { problem: emailRequired };
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return { problem: emailInvalid };
  return { email };
}
