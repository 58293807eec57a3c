// The one home of the e-mail address rule: trimmed, at most 254 characters, zod's own pattern (lowercased where a form asks).
import { z } from "zod";

/**
 * Zod's own e-mail pattern (`z.email()`), repeated here so the browser can
 * check an address with a plain function. `email-address.test.ts` keeps the
 * two identical. (Zod is only bundled where `emailAddressSchema` is used.)
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The spec's message for an address that does not pass the rule (each form may show its own instead). */
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";

/** RFC 5321's limit on a forward path, and the longest address any form takes. */
export const EMAIL_MAX_LENGTH = 254;

export type EmailAddressOptions = {
  /** Lowercase too: for an address that identifies an account or a subscriber (sign-in, sign-up, e-mail change, newsletter). */
  lowercase?: boolean;
};

/** The address as the rule reads it: trimmed, and lowercased when asked. */
export function normaliseEmailAddress(raw: string, options: EmailAddressOptions = {}): string {
  const trimmed = raw.trim();
  return options.lowercase ? trimmed.toLowerCase() : trimmed;
}

/** Whether `raw`, once trimmed, is an address: at most 254 characters and matching the pattern. */
export function isEmailAddress(raw: string): boolean {
  const address = raw.trim();
  return address.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(address);
}

/**
 * The same rule for a server's zod schema: parses to the normalised address.
 * Every failure says the form's own `message`; a value that is not text at all
 * (a missing field) says `notText`, when the form has a different word for that.
 */
export function emailAddressSchema(message: string, options: EmailAddressOptions & { notText?: string } = {}) {
  const text = z.string({ error: options.notText ?? message }).trim();
  return (options.lowercase ? text.toLowerCase() : text).max(EMAIL_MAX_LENGTH, message).regex(EMAIL_PATTERN, message);
}
