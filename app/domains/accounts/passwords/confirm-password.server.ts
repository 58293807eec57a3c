import { isAPIError } from "better-auth/api";
import { hitRateLimit } from "~/security/rate-limit.server";
import { getAuth } from "../auth.server";
import { tooManyAttemptsMessage } from "../sign-in/auth-limits.server";

export const wrongPasswordMessage = "That password is not correct. Please try again.";

/**
 * Counts one attempt to prove the password on /account (changing e-mail or
 * password, deleting the account), so a borrowed session cannot be used to
 * guess the password at speed.
 */
export async function passwordAttemptAllowed(userId: string): Promise<boolean> {
  const result = await hitRateLimit({ key: `account:password-check:user:${userId}`, limit: 10, windowMs: 15 * 60_000 });
  return result.allowed;
}

export type PasswordCheck = { ok: true } | { ok: false; message: string };

/** Whether `password` is the signed-in user's password, through Better Auth's own check. */
export async function confirmPassword(request: Request, userId: string, password: string): Promise<PasswordCheck> {
  if (!(await passwordAttemptAllowed(userId))) return { ok: false, message: tooManyAttemptsMessage };
  try {
    await getAuth().api.verifyPassword({ body: { password }, headers: request.headers });
    return { ok: true };
  } catch (error) {
    if (isAPIError(error) && error.statusCode !== undefined && error.statusCode < 500) return { ok: false, message: wrongPasswordMessage };
    throw error;
  }
}
