import { getAuth } from "../auth.server";
import { authErrorMessage } from "../sign-in/auth-errors.server";

export const resetRequestedMessage =
  "If an account exists for that address, we have sent it a link to choose a new password. Please check your email.";

/** Sends a reset link when the e-mail has an account; answers the same either way. */
export async function requestPasswordReset(
  request: Request,
  email: string,
): Promise<{ ok: true } | { ok: false; message: string; status: number }> {
  try {
    await getAuth().api.requestPasswordReset({ body: { email, redirectTo: "/auth/reset-password" }, headers: request.headers });
    return { ok: true };
  } catch (error) {
    return { ok: false, ...authErrorMessage(error) };
  }
}
