import { sql } from "drizzle-orm";
import { createEmailVerificationToken } from "better-auth/api";
import { getEnv } from "~/config/env.server";
import { getSecrets } from "~/config/secrets.server";
import { getAuth } from "~/domains/accounts/auth.server";
import { passSecondFactor, setUpSecondFactor } from "~/domains/accounts/staff/two-factor-fixture.server";
import { isStaffRole } from "~/shared/staff/staff-access";
import { setUpTestDatabase, type TestDatabase, type TestDatabaseAccess } from "../support/test-database";

/**
 * A database, a queue that accepts jobs without running them, and a data
 * folder of its own (dev secrets, mailbox) for one test file. Call at the
 * top of the file; hooks registered after it see the database open.
 */
export function setUpAuthTestbed(): TestDatabaseAccess {
  const { database } = setUpTestDatabase({ dataDir: "auth-test", queue: { work: false } });
  return { database };
}

let addressCounter = 0;
/** A request's headers as the HTTP server hands them on: the client address already decided. */
export function fromClient(ip = `198.51.100.${(addressCounter++ % 200) + 1}`, cookie?: string) {
  const headers = new Headers({ "x-catharsis-client-ip": ip });
  if (cookie) headers.set("Cookie", cookie);
  return headers;
}

/** The `name=value` pairs of Set-Cookie lines, as a browser would send them back. */
export function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .filter((pair) => !pair?.endsWith("="))
    .join("; ");
}

/** Signs up (without using the e-mail) and verifies the address as its link would. */
export async function signUpVerified(email: string, password: string) {
  const auth = getAuth();
  await auth.api.signUpEmail({ body: { email, password, name: "" }, headers: fromClient() });
  await verifyAddress(email);
}

export async function verifyAddress(email: string) {
  const token = await createEmailVerificationToken(getSecrets(getEnv()).sessionSecret, email);
  await getAuth().api.verifyEmail({ query: { token }, headers: fromClient() });
}

/**
 * Signs in and returns the session's cookie. Staff go through the second
 * factor as a person with the app would: the code when it is set up, or the
 * set-up itself (password, first code) when it is not, so the cookie opens
 * admin pages. `setUpSecondFactor: false` leaves a member of staff without one.
 */
export async function signInCookie(email: string, password: string, ip?: string, options: { setUpSecondFactor?: boolean } = {}) {
  const { headers, response } = await getAuth().api.signInEmail({ body: { email, password }, headers: fromClient(ip), returnHeaders: true });
  if ("twoFactorRedirect" in response) {
    const user = await (await getAuth().$context).internalAdapter.findUserByEmail(email.toLowerCase());
    if (!user) throw new Error(`no user ${email}`);
    return cookieHeader(await passSecondFactor(cookieHeader(headers), user.user.id));
  }
  const cookie = cookieHeader(headers);
  if (isStaffRole(response.user.role) && options.setUpSecondFactor !== false) {
    return cookieHeader(await setUpSecondFactor(cookie, response.user.id, password));
  }
  return cookie;
}

/** Account e-mails waiting in the queue for an address. */
export async function queuedAccountEmails(database: TestDatabase, to: string): Promise<string[]> {
  const result = await database.db.execute(
    sql`select data from pgboss.job where name = 'send-account-email' and data->>'to' = ${to}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { data: { kind: string } }[];
  return rows.map((row) => row.data.kind);
}
