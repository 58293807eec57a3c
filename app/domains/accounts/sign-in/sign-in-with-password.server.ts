import { getAuth } from "../auth.server";
import { authErrorCode, authErrorMessage } from "./auth-errors.server";

/**
 * `noSuchCredentials` is a wrong password or an unknown e-mail, answered alike (ADR 12): the page
 * offers sign-up either way, without saying which it was.
 */
export type AuthOutcome =
  | { ok: true; headers: Headers; secondFactor: boolean }
  | { ok: false; message: string; status: number; noSuchCredentials: boolean };

/**
 * Signs in with e-mail and password. Every sign-in makes a new session with a
 * new token; one the browser already held is ended, so a token can never
 * outlive the sign-in that replaced it.
 */
export async function signInWithPassword(request: Request, input: { email: string; password: string }): Promise<AuthOutcome> {
  const auth = getAuth();
  try {
    const { headers, response } = await auth.api.signInEmail({
      // Used only for the fresh verification link an unverified sign-in sends: it lands where
      // the sign-up link does, on the "address confirmed" notice (a Location header is dropped below).
      body: { email: input.email, password: input.password, rememberMe: true, callbackURL: "/auth?verified=1" },
      headers: request.headers,
      returnHeaders: true,
    });
    if (request.headers.get("Cookie")?.includes("catharsis.session_token=")) {
      await auth.api.signOut({ headers: request.headers }).catch(() => undefined);
    }
    // With a second factor set up (staff), no session yet: a short-lived cookie
    // names the challenge, and the code page finishes the sign-in.
    return { ok: true, headers: onlySetCookies(headers), secondFactor: "twoFactorRedirect" in response };
  } catch (error) {
    return { ok: false, ...authErrorMessage(error), noSuchCredentials: authErrorCode(error) === "INVALID_EMAIL_OR_PASSWORD" };
  }
}

export function onlySetCookies(headers: Headers): Headers {
  const cookies = new Headers();
  for (const line of headers.getSetCookie()) cookies.append("Set-Cookie", line);
  return cookies;
}
