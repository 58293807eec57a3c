import { z } from "zod";
import { emailAddressSchema, INVALID_EMAIL_MESSAGE } from "~/shared/email-address";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../passwords/password-policy.server";

const currentPassword = z
  .string({ error: "Please enter your current password." })
  .min(1, "Please enter your current password.")
  .max(PASSWORD_MAX_LENGTH, "Please enter your current password.");

/** The forms on /account, one schema per intent. Messages appear beside their fields. */
export const changeEmailSchema = z.object({
  newEmail: emailAddressSchema(INVALID_EMAIL_MESSAGE, { lowercase: true }),
  currentPassword,
});

export const changePasswordSchema = z
  .object({
    currentPassword,
    newPassword: z
      .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` })
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
    confirmPassword: z.string({ error: "Please type the new password again." }),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two new passwords are not the same. Please type them again.",
  });

export const deleteAccountSchema = z.object({
  currentPassword,
  understood: z.literal("yes", { error: "Please tick the box to confirm that you understand." }),
});

export type FieldErrors = Record<string, string>;

/** The first message for each field, ready to show next to it. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
