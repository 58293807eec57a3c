import { z } from "zod";
import { emailAddressSchema, INVALID_EMAIL_MESSAGE } from "~/shared/email-address";
import { PASSWORD_MAX_LENGTH } from "../passwords/password-policy.server";

/** What the sign-in and sign-up forms post; the password policy itself runs inside Better Auth's hooks. */
export const credentialsSchema = z.object({
  email: emailAddressSchema(INVALID_EMAIL_MESSAGE, { lowercase: true }),
  password: z
    .string()
    .min(1, "Please enter your password.")
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
});

export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Please check the form and try again.";
}
