import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAuth } from "~/domains/accounts/auth.server";
import { sendAccountEmail } from "~/job-handlers/send-account-email.server";
import type { AccountEmail } from "~/jobs/send-account-email.server";
import { openAccountLink } from "~/security/account-links.server";
import { fromClient, setUpAuthTestbed, signUpVerified } from "./auth-testbed";

/**
 * Issue 31: reset and verification links sat in `pgboss.job` after their jobs
 * ran, and Better Auth's `verifications` rows held reset identifiers, so a copy
 * of the database gave working links. Now the job carries the link sealed, the
 * message is sent without a second job holding it, and identifiers are hashed.
 */
const testbed = setUpAuthTestbed();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await testbed.database().db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** Everything a copy of the database would hold in the queue and Better Auth's verification table, as text. */
async function databaseCopy(): Promise<string> {
  const jobs = await rows<{ data: unknown }>(sql`select data from pgboss.job`);
  const verifications = await rows<{ identifier: string; value: string }>(sql`select identifier, value from verifications`);
  return JSON.stringify({ jobs, verifications });
}

async function queuedJob(to: string, kind: string): Promise<AccountEmail> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const [job] = await rows<{ data: AccountEmail }>(sql`select data from pgboss.job where name = 'send-account-email' and data->>'to' = ${to} and data->>'kind' = ${kind}`);
    if (job) return job.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${kind} e-mail queued for ${to}`);
}

describe(`no live link at rest (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("keeps a reset link out of the job data, the sent mail's queue and the verification rows, and the link still works", async () => {
    const owner = "link.at.rest@example.com";
    await signUpVerified(owner, "an old and well-worn passphrase");
    await getAuth().api.requestPasswordReset({ body: { email: owner, redirectTo: "/auth/reset-password" }, headers: fromClient() });
    const job = await queuedJob(owner, "reset-password");
    expect(job).not.toHaveProperty("url");
    const link = openAccountLink((job as { sealedUrl: string }).sealedUrl);
    const token = new URL(link).searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(10);

    expect(await databaseCopy()).not.toContain(token);
    await sendAccountEmail(job);
    // Sent, and logged, without leaving the message (link and all) behind as another job's data.
    expect(await rows(sql`select template from email_log where recipient = ${owner} and template = 'reset-password'`)).toHaveLength(1);
    expect(await databaseCopy()).not.toContain(token);

    await getAuth().api.resetPassword({ body: { token, newPassword: "a new and quiet morning" }, headers: fromClient() });
    // Used: gone, hashed or not.
    await expect(getAuth().api.resetPassword({ body: { token, newPassword: "another new morning" }, headers: fromClient() })).rejects.toMatchObject({
      body: { code: "INVALID_TOKEN" },
    });
  });

  it("keeps a verification link (which signs its user in) out of the job data", async () => {
    const email = "verify.at.rest@example.com";
    await getAuth().api.signUpEmail({ body: { email, password: "a passphrase of my own", name: "" }, headers: fromClient() });
    const job = await queuedJob(email, "verify-email");
    const link = openAccountLink((job as { sealedUrl: string }).sealedUrl);
    const token = new URL(link).searchParams.get("token")!;
    expect(await databaseCopy()).not.toContain(token);
    await sendAccountEmail(job);
    expect(await databaseCopy()).not.toContain(token);
  });
});
