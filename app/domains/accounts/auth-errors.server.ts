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
