import { createOTP } from "@better-auth/utils/otp";
import { symmetricDecrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { twoFactors, users } from "~/db/schema";
import { getAuth } from "../auth.server";

/**
 * For test fixtures only (the /dev/fixtures endpoints and the integration
 * testbed): what a person's authenticator app would do. Set-up and sign-in
 * still go through Better Auth's own endpoints; only the phone is played here.
 */

/** The secret the app would hold, as Better Auth keeps it (encrypted) for this user. */
export async function storedTotpSecret(userId: string): Promise<string | null> {
  const [row] = await getDb().select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, userId));
  if (!row) return null;
  return symmetricDecrypt({ key: (await getAuth().$context).secretConfig, data: row.secret });
}

/** The code the app would show now. */
export async function currentTotpCode(userId: string): Promise<string> {
  const secret = await storedTotpSecret(userId);
  if (!secret) throw new Error("no authenticator set up for this user");
  return createOTP(secret).totp();
}

/**
 * Finishes a sign-in that stopped at the second factor: `cookie` holds the
 * challenge cookie from the password step. Returns the new session's Set-Cookie headers.
 */
export async function passSecondFactor(cookie: string, userId: string): Promise<Headers> {
  const code = await currentTotpCode(userId);
  const { headers } = await getAuth().api.verifyTOTP({ body: { code }, headers: new Headers({ Cookie: cookie }), returnHeaders: true });
  return headers;
}

/**
 * Sets up the second factor for a signed-in member of staff, as the set-up
 * page does: password, then the first code. Returns the Set-Cookie headers of
 * the session that replaces `cookie`'s.
 */
export async function setUpSecondFactor(cookie: string, userId: string, password: string): Promise<Headers> {
  const auth = getAuth();
  await auth.api.enableTwoFactor({ body: { password }, headers: new Headers({ Cookie: cookie }) });
  const code = await currentTotpCode(userId);
  const { headers } = await auth.api.verifyTOTP({ body: { code }, headers: new Headers({ Cookie: cookie }), returnHeaders: true });
  return headers;
}

/** The `name=value` pairs of Set-Cookie lines, as the browser would send them back. */
const cookiesOf = (headers: Headers) => headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");

/**
 * Sets up a new member of staff's second factor through a sign-in of its own,
 * which then ends. Returns the secret their app would hold.
 */
export async function setUpSecondFactorAtCreation(userId: string, input: { email: string; password: string }): Promise<string | null> {
  const auth = getAuth();
  const { headers } = await auth.api.signInEmail({ body: { email: input.email, password: input.password }, headers: new Headers(), returnHeaders: true });
  const after = await setUpSecondFactor(cookiesOf(headers), userId, input.password);
  await auth.api.signOut({ headers: new Headers({ Cookie: cookiesOf(after) }) });
  return storedTotpSecret(userId);
}

/**
 * Signs in with the password and, when the account has a second factor,
 * types the app's code too. Returns the Set-Cookie lines for the caller's browser.
 */
export async function signInThroughSecondFactor(input: { email: string; password: string }, requestHeaders: Headers) {
  const { headers, response } = await getAuth().api.signInEmail({ body: { email: input.email, password: input.password }, headers: requestHeaders, returnHeaders: true });
  const [user] = await getDb()
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.email, input.email.trim().toLowerCase()));
  if (!user) throw new Error("Sign-in failed");
  const cookies = new Headers();
  for (const line of headers.getSetCookie()) cookies.append("Set-Cookie", line);
  if ("twoFactorRedirect" in response) {
    for (const line of (await passSecondFactor(cookiesOf(headers), user.id)).getSetCookie()) cookies.append("Set-Cookie", line);
  }
  return { user, headers: cookies };
}
