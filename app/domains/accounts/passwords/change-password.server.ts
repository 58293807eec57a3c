import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { users } from "~/db/schema";
import { getAuth } from "../auth.server";
import type { FieldErrors } from "../profile/account-settings-schema.server";
import { tooManyAttemptsMessage } from "../sign-in/auth-limits.server";
import { passwordAttemptAllowed, wrongPasswordMessage } from "./confirm-password.server";

export type ChangePasswordOutcome = { ok: true; headers: Headers } | { ok: false; errors: FieldErrors };

/**
 * Sets a new password and ends every other session (a thief's included). This
 * browser gets a fresh session: the returned headers carry its cookie.
 */
export async function changePassword(
  request: Request,
  userId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<ChangePasswordOutcome> {
  if (!(await passwordAttemptAllowed(userId))) return { ok: false, errors: { currentPassword: tooManyAttemptsMessage } };
  try {
    const { headers } = await getAuth().api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    // A password of their own: a temporary one from create-admin no longer holds the back office shut.
    await getDb().update(users).set({ passwordChangeRequired: false }).where(eq(users.id, userId));
    const cookies = new Headers();
    for (const line of headers.getSetCookie()) cookies.append("Set-Cookie", line);
    return { ok: true, headers: cookies };
  } catch (error) {
    if (!isAPIError(error) || error.statusCode === undefined || error.statusCode >= 500) throw error;
    if (error.body?.code === "INVALID_PASSWORD") return { ok: false, errors: { currentPassword: wrongPasswordMessage } };
    return { ok: false, errors: { newPassword: error.body?.message ?? "Please choose a different password." } };
  }
}
