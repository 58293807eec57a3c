import { getAuth } from "../auth.server";
import { authErrorMessage } from "./auth-errors.server";

export type SignUpOutcome = { ok: true } | { ok: false; message: string; status: number };

/**
 * Creates an account and sends the verification e-mail. An e-mail that
 * already has an account gets the same answer, and its owner a notice
 * instead (Better Auth's enumeration protection with `onExistingUserSignUp`).
 */
export async function signUpWithPassword(
  request: Request,
  input: { email: string; password: string; returnTo: string | null },
): Promise<SignUpOutcome> {
  const callbackURL = `/auth?verified=1${input.returnTo ? `&redirect=${encodeURIComponent(input.returnTo)}` : ""}`;
  try {
    await getAuth().api.signUpEmail({
      body: { email: input.email, password: input.password, name: "", callbackURL },
      headers: request.headers,
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, ...authErrorMessage(error) };
  }
}
