import { createOTP } from "@better-auth/utils/otp";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { renderSVG } from "uqr";
import { getDb } from "~/db/database.server";
import { sessions, twoFactors } from "~/db/schema";
import { authErrorCode, authErrorMessage } from "../sign-in/auth-errors.server";
import { getAuth } from "../auth.server";
import { onlySetCookies } from "../sign-in/sign-in-with-password.server";
import { claimAcceptedCode } from "./totp-steps.server";

/**
 * The second factor staff must have before any admin page opens (ADR 46):
 * an authenticator app (TOTP) with ten single-use backup codes, through
 * Better Auth's two-factor plugin. Every call goes through `auth.api` from our
 * own actions; the plugin's HTTP endpoints stay closed.
 */

export const TOTP_ISSUER = "Catharsis";

export type TwoFactorOutcome =
  | { ok: true; headers: Headers; user: { id: string; email: string; role: unknown } }
  | { ok: false; message: string; status: number; startAgain: boolean };

/** A set-up begun but not yet confirmed with a code: what the page shows to finish it. */
export type PendingSetup = {
  /** The otpauth:// address as a QR code, for the phone's camera. */
  qrSvg: string;
  /** The same key in groups of four, for typing into an app by hand. */
  manualKey: string;
  backupCodes: string[];
};

// The plugin's response types the user without our additional fields; the role is read, not trusted.
const whoPassed = (user: { id: string; email: string }) => ({ id: user.id, email: user.email, role: (user as { role?: unknown }).role });

/** Refusals after which the code page cannot go on: the person signs in again. */
const startAgainCodes = new Set(["INVALID_TWO_FACTOR_COOKIE", "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"]);

function refused(error: unknown): TwoFactorOutcome {
  return { ok: false, ...authErrorMessage(error), startAgain: startAgainCodes.has(authErrorCode(error)) };
}

/** Step 1 of set-up: the password again, then a new secret and backup codes wait for the first code. */
export async function beginTwoFactorSetup(request: Request, password: string): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await getAuth().api.enableTwoFactor({ body: { password }, headers: request.headers });
    return { ok: true };
  } catch (error) {
    return { ok: false, message: authErrorMessage(error).message };
  }
}

/** The secret and backup codes of a set-up that is waiting for its first code, or null. */
export async function pendingTwoFactorSetup(user: { id: string; email: string }): Promise<PendingSetup | null> {
  const [row] = await getDb()
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, user.id), eq(twoFactors.verified, false)));
  if (!row) return null;
  const auth = getAuth();
  const secret = await symmetricDecrypt({ key: (await auth.$context).secretConfig, data: row.secret });
  const uri = createOTP(secret).url(TOTP_ISSUER, user.email);
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: user.id } });
  const base32 = new URL(uri).searchParams.get("secret") ?? "";
  return {
    qrSvg: renderSVG(uri, { border: 2 }),
    manualKey: base32.match(/.{1,4}/g)?.join(" ") ?? base32,
    backupCodes,
  };
}

/**
 * Step 2 of set-up: the first code from the app turns the second factor on.
 * Better Auth replaces the session with one that has passed it.
 */
export async function confirmTwoFactorSetup(request: Request, code: string): Promise<TwoFactorOutcome> {
  try {
    const { headers, response } = await getAuth().api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true });
    // The first code is spent like any other, so it cannot open a session at the next sign-in.
    await claimAcceptedCode(response.user.id, code);
    return { ok: true, headers: onlySetCookies(headers), user: whoPassed(response.user) };
  } catch (error) {
    return refused(error);
  }
}

const codeAlreadyUsed: TwoFactorOutcome = {
  ok: false,
  message: "That code was already used. Please sign in again with your email and password, then type the next code your app shows.",
  status: 401,
  startAgain: true,
};

/** At sign-in, after the password: a code from the app, or one of the backup codes. */
export async function verifySecondFactor(request: Request, method: "app" | "backup", code: string): Promise<TwoFactorOutcome> {
  const auth = getAuth();
  try {
    const { headers, response } =
      method === "app"
        ? await auth.api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true })
        : await auth.api.verifyBackupCode({ body: { code }, headers: request.headers, returnHeaders: true });
    // Better Auth accepts an app code again within its window; the step record refuses it, and the
    // session just made for it is ended before anyone holds its cookie. (Backup codes are struck out by Better Auth.)
    if (method === "app" && !(await claimAcceptedCode(response.user.id, code))) {
      if (response.token) await getDb().delete(sessions).where(eq(sessions.token, response.token));
      return codeAlreadyUsed;
    }
    return { ok: true, headers: onlySetCookies(headers), user: whoPassed(response.user) };
  } catch (error) {
    return refused(error);
  }
}
