import { sql } from "drizzle-orm";
import { createEmailVerificationToken } from "better-auth/api";
import { getEnv } from "~/config/env.server";
import { getSecrets } from "~/config/secrets.server";
import { getAuth } from "~/domains/accounts/auth.server";
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

export async function signInCookie(email: string, password: string, ip?: string) {
  const { headers } = await getAuth().api.signInEmail({ body: { email, password }, headers: fromClient(ip), returnHeaders: true });
  return cookieHeader(headers);
}

/** Account e-mails waiting in the queue for an address. */
export async function queuedAccountEmails(database: TestDatabase, to: string): Promise<string[]> {
  const result = await database.db.execute(
    sql`select data from pgboss.job where name = 'send-account-email' and data->>'to' = ${to}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { data: { kind: string } }[];
  return rows.map((row) => row.data.kind);
}
