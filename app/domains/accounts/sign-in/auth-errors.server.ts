import { isAPIError } from "better-auth/api";
import { INVALID_EMAIL_MESSAGE } from "~/shared/email-address";

const unverifiedSignInMessage =
  "Please verify your email address before signing in. If the link has not arrived, please check your spam folder; we send a new one with each attempt, up to five an hour.";

const friendly: Record<string, string> = {
  // Past the hourly cap no new link goes out, so this must not promise one.
  EMAIL_NOT_VERIFIED: unverifiedSignInMessage,
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password.",
  INVALID_EMAIL: INVALID_EMAIL_MESSAGE,
  INVALID_TOKEN: "This link has expired or has already been used. Please ask for a new one.",
  TOKEN_EXPIRED: "This link has expired or has already been used. Please ask for a new one.",
  INVALID_PASSWORD: "That password is not right. Please try again.",
  // The second factor (staff only, ADR 46).
  INVALID_CODE: "That code did not match. Type the newest code from your authenticator app; if it keeps failing, check that your phone sets its clock automatically.",
  INVALID_BACKUP_CODE: "That backup code did not match, or it was already used. Each backup code works once.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many codes were tried. Please sign in again with your email and password.",
  INVALID_TWO_FACTOR_COOKIE: "This sign-in has timed out. Please sign in again with your email and password.",
  ACCOUNT_TEMPORARILY_LOCKED: "Too many wrong codes: sign-in with a code is paused for 15 minutes. Please try again later.",
  TOTP_ALREADY_ENABLED: "Two-step sign-in is already set up for this account.",
};

/** The server's message for a failed auth call, in the store's words where Better Auth's are terse. */
export function authErrorMessage(error: unknown): { message: string; status: number } {
  if (isAPIError(error)) {
    const code = authErrorCode(error);
    const message = friendly[code] ?? error.body?.message ?? error.message;
    return { message, status: typeof error.statusCode === "number" ? error.statusCode : 400 };
  }
  throw error;
}

/** Better Auth's code for a failed call ("INVALID_EMAIL_OR_PASSWORD"), or "" for anything else. */
export function authErrorCode(error: unknown): string {
  return isAPIError(error) && typeof error.body?.code === "string" ? error.body.code : "";
}
