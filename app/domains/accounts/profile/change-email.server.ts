import { isAPIError } from "better-auth/api";
import { enqueueAccountEmail } from "~/jobs/send-account-email.server";
import { getAuth } from "../auth.server";
import type { FieldErrors } from "./account-settings-schema.server";
import { confirmPassword } from "../passwords/confirm-password.server";

export type ChangeEmailOutcome = { ok: true } | { ok: false; errors: FieldErrors };

/**
 * Asks to move the account to a new address: after the current password is
 * confirmed, Better Auth e-mails a link to the new address, and the change
 * happens only when that link is followed. The current address is told. The
 * answer is the same whether or not the new address already has an account.
 */
export async function changeEmail(
  request: Request,
  user: { id: string; email: string },
  input: { newEmail: string; currentPassword: string },
): Promise<ChangeEmailOutcome> {
  if (input.newEmail === user.email.toLowerCase()) {
    return { ok: false, errors: { newEmail: "This is already your e-mail address." } };
  }
  const password = await confirmPassword(request, user.id, input.currentPassword);
  if (!password.ok) return { ok: false, errors: { currentPassword: password.message } };
  try {
    await getAuth().api.changeEmail({ body: { newEmail: input.newEmail, callbackURL: "/account" }, headers: request.headers });
    // The owner hears of it at the current address, in case the session was not theirs.
    await enqueueAccountEmail({ kind: "email-change-notice", to: user.email, userId: user.id, newEmail: input.newEmail });
    return { ok: true };
  } catch (error) {
    if (isAPIError(error) && error.statusCode !== undefined && error.statusCode < 500) {
      return { ok: false, errors: { newEmail: error.body?.message ?? "We could not change your e-mail address. Please try again." } };
    }
    throw error;
  }
}
