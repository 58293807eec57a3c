import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import { getSecrets } from "~/config/secrets.server";
import { getDb } from "~/db/database.server";
import { sessions, users } from "~/db/schema";
import { getCurrentUser, roleOf, type CurrentUser } from "./current-user.server";
import { sessionPolicy } from "./sign-in/session-policy";

/**
 * The signed-in visitor for a write that runs every few seconds (draft
 * autosave), in one query and no more (ADR 0065). The cookie's signature is
 * checked as Better Auth checks it, then one select reads the session row with
 * its user, so a revoked session is refused at once (no cookie cache, no
 * window). Anything Better Auth would act on (an expired or too-old session,
 * one due for its daily renewal, a staff session without its second factor)
 * goes to `getCurrentUser`, which does it as every page does.
 */
export async function getCurrentUserInOneQuery(request: Request): Promise<CurrentUser | null> {
  const token = signedSessionToken(request.headers.get("Cookie"));
  if (token === "absent") return null;
  if (token === "not-ours") return getCurrentUser(request);

  const [row] = await getDb()
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      secondFactorAt: sessions.secondFactorAt,
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      role: users.role,
      twoFactorEnabled: users.twoFactorEnabled,
      passwordChangeRequired: users.passwordChangeRequired,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, token));
  if (!row) return null;
  const now = Date.now();
  const expired = row.expiresAt.getTime() <= now;
  const tooOld = now - row.createdAt.getTime() > sessionPolicy.absoluteTimeoutSeconds * 1000;
  // Better Auth renews a session last renewed more than a day ago; it is the one to do that.
  const renewalDue = row.expiresAt.getTime() - sessionPolicy.idleTimeoutSeconds * 1000 + sessionPolicy.renewAfterSeconds * 1000 <= now;
  const missingSecondFactor = row.twoFactorEnabled && !row.secondFactorAt;
  if (expired || tooOld || renewalDue || missingSecondFactor) return getCurrentUser(request);
  if (!row.emailVerified) return null;

  const current: CurrentUser = { id: row.id, email: row.email, role: roleOf(row.role), twoFactorEnabled: row.twoFactorEnabled };
  if (row.passwordChangeRequired) current.passwordChangeRequired = true;
  return current;
}

/**
 * The session token from the Cookie header when its signature holds: better-call signs a cookie
 * as `encodeURIComponent(value + "." + base64(HMAC-SHA256(secret, value)))`. "not-ours" is a
 * cookie this code cannot read (a changed format): Better Auth decides then.
 */
function signedSessionToken(cookieHeader: string | null): string | "absent" | "not-ours" {
  const name = `${getEnv().APP_ENV === "production" ? "__Host-" : ""}catharsis.session_token`;
  const raw = cookieHeader
    ?.split(";")
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!raw) return "absent";
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return "absent";
  }
  const dot = value.lastIndexOf(".");
  const signature = value.slice(dot + 1);
  if (dot < 1 || signature.length !== 44 || !signature.endsWith("=")) return "not-ours";
  const token = value.slice(0, dot);
  const expected = createHmac("sha256", getSecrets(getEnv()).sessionSecret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  // A forged or tampered cookie is nobody, as Better Auth would have it.
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : "absent";
}
