import { eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { sessions } from "~/db/schema";
import { getAuth } from "./auth.server";
import { sessionPolicy } from "./sign-in/session-policy";
import { userRoles, type UserRole } from "~/shared/staff/staff-access";

/**
 * The signed-in visitor as pages and the header see them. `twoFactorEnabled`
 * also means this session passed the second factor: one that did not is no
 * session at all (see `readSession`).
 */
export type CurrentUser = {
  id: string;
  email: string;
  role: UserRole;
  twoFactorEnabled: boolean;
  /** A temporary password from create-admin, not yet changed: no back-office page opens (issue 31). */
  passwordChangeRequired?: boolean;
};

type Lookup = { user: CurrentUser | null; setCookies: string[] };

// One lookup per request, however many loaders ask.
const lookups = new WeakMap<Request, Promise<Lookup>>();

/** The visitor's session user, or null when signed out, unverified or timed out. */
export async function getCurrentUser(request: Request): Promise<CurrentUser | null> {
  return (await lookup(request)).user;
}

/**
 * Set-Cookie headers from renewing the session during this request: the
 * browser's cookie must be extended along with the database row.
 */
export async function sessionRenewalCookies(request: Request): Promise<string[]> {
  return (await lookup(request)).setCookies;
}

function lookup(request: Request): Promise<Lookup> {
  let pending = lookups.get(request);
  if (!pending) {
    pending = readSession(request);
    lookups.set(request, pending);
  }
  return pending;
}

async function readSession(request: Request): Promise<Lookup> {
  if (!request.headers.get("Cookie")?.includes("catharsis.session_token=")) return { user: null, setCookies: [] };
  const { headers, response } = await getAuth().api.getSession({ headers: request.headers, returnHeaders: true });
  const setCookies = headers.getSetCookie();
  if (!response) return { user: null, setCookies };
  const { session, user } = response;
  const ageSeconds = (Date.now() - new Date(session.createdAt).getTime()) / 1000;
  if (ageSeconds > sessionPolicy.absoluteTimeoutSeconds) {
    // Better Auth renews without limit; the absolute timeout is ours to enforce.
    await getDb().delete(sessions).where(eq(sessions.id, session.id));
    return { user: null, setCookies: [] };
  }
  if (!user.emailVerified) return { user: null, setCookies };
  if (user.twoFactorEnabled && !session.secondFactorAt) {
    // Made without the code (an e-mail link signs in directly): for someone who set up a
    // second factor, such a session must not open what the code protects, so it ends here.
    await getDb().delete(sessions).where(eq(sessions.id, session.id));
    return { user: null, setCookies: [] };
  }
  const current: CurrentUser = { id: user.id, email: user.email, role: roleOf(user.role), twoFactorEnabled: user.twoFactorEnabled === true };
  if (user.passwordChangeRequired === true) current.passwordChangeRequired = true;
  return { user: current, setCookies };
}

/** Anything unexpected in the column counts as a client: no access is ever granted by accident. */
export const roleOf = (role: unknown): UserRole => (userRoles.includes(role as UserRole) ? (role as UserRole) : "client");
