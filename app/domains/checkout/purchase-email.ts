import { z } from "zod";

const emailSchema = z.email();

export const EMAIL_REQUIRED = "Email required - Please provide an email address to continue.";
export const EMAIL_INVALID = "Invalid email address - Please enter a valid email like name@example.com.";

/**
 * The purchase e-mail as orders, entitlements and form_access store it
 * (spec section 5: trimmed, lowercased, commas read as dots), so a guest's
 * purchases match the account later verified with that address. Checked as
 * strictly as the mailer checks the receipt's recipient.
 */
export function normalisePurchaseEmail(raw: string | undefined): { ok: true; email: string } | { ok: false; error: string } {
  const email = (raw ?? "").trim().toLowerCase().replace(/,/g, ".");
  if (email === "") return { ok: false, error: EMAIL_REQUIRED };
  if (email.length > 254 || /\s/.test(email) || !emailSchema.safeParse(email).success) return { ok: false, error: EMAIL_INVALID };
  return { ok: true, email };
}
