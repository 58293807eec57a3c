import { isAPIError } from "better-auth/api";

const friendly: Record<string, string> = {
  EMAIL_NOT_VERIFIED:
    "Please verify your email address before signing in. We have sent you a new verification link; it may take a minute to arrive.",
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password.",
  INVALID_EMAIL: "Please enter a valid email address",
  INVALID_TOKEN: "This link has expired or has already been used. Please ask for a new one.",
  TOKEN_EXPIRED: "This link has expired or has already been used. Please ask for a new one.",
};

/** The server's message for a failed auth call, in the store's words where Better Auth's are terse. */
export function authErrorMessage(error: unknown): { message: string; status: number } {
  if (isAPIError(error)) {
    const code = typeof error.body?.code === "string" ? error.body.code : "";
    const message = friendly[code] ?? error.body?.message ?? error.message;
    return { message, status: typeof error.statusCode === "number" ? error.statusCode : 400 };
  }
  throw error;
}
