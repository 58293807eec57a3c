/**
 * Zod's own e-mail pattern (`z.email()`), repeated here so the browser can
 * check an address without shipping zod. `email-address.test.ts` keeps the
 * two identical.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;

export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
