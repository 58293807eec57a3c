import { getAuth } from "../auth.server";
import { authErrorMessage } from "../sign-in/auth-errors.server";

/** Sets the new password from an e-mailed token; every session of the account ends. */
export async function resetPassword(
  request: Request,
  input: { token: string; newPassword: string },
): Promise<{ ok: true } | { ok: false; message: string; status: number }> {
  try {
    await getAuth().api.resetPassword({ body: { token: input.token, newPassword: input.newPassword }, headers: request.headers });
    return { ok: true };
  } catch (error) {
    return { ok: false, ...authErrorMessage(error) };
  }
}
