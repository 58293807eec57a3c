import { sql } from "drizzle-orm";
import { openAccountLink } from "~/security/account-links.server";
import { isAPIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { getAuth } from "~/domains/accounts/auth.server";
import { makeAdmin } from "~/domains/accounts/staff/make-admin.server";
import { deliverEmail } from "~/domains/messaging/deliver-email.server";
import { signInFailureLimits } from "~/domains/accounts/sign-in/sign-in-limits.server";
import { sendAccountEmail } from "~/job-handlers/send-account-email.server";
import type { AccountEmail } from "~/jobs/send-account-email.server";
import type { EmailPayload } from "~/jobs/send-email.server";
import { fromClient, queuedAccountEmails, setUpAuthTestbed, signUpVerified } from "./auth-testbed";

const testbed = setUpAuthTestbed();

const password = "the owner's own long sentence";
const { pair, email: perEmail } = signInFailureLimits;

/** Signs in through Better Auth's handler as the sign-in page does, from one client address. */
async function signIn(email: string, attempt: string, ip: string): Promise<number> {
  try {
    const response = await getAuth().api.signInEmail({ body: { email, password: attempt }, headers: fromClient(ip), asResponse: true });
    return response.status;
  } catch (error) {
    // Refusals from our own hooks are thrown even when a Response is asked for.
    if (!isAPIError(error) || typeof error.statusCode !== "number") throw error;
    return error.statusCode;
  }
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await testbed.database().db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

function queuedNotices(to: string) {
  return queuedAccountEmails(testbed.database(), to).then((kinds) => kinds.filter((kind) => kind === "sign-in-attempts"));
}

/**
 * One address spends its pair's budget, then more addresses spread further
 * guesses until the e-mail's budget is spent and then some. Answers the
 * attacker's addresses.
 */
async function guessFromManyAddresses(email: string, network: string): Promise<string[]> {
  const addresses = Array.from({ length: Math.ceil(perEmail.limit / pair.limit) + 2 }, (_, i) => `${network}.${i + 1}`);
  for (const [index, ip] of addresses.entries()) {
    const statuses: number[] = [];
    // Each address guesses until it is refused, and once more to see the refusal hold.
    while (statuses.filter((status) => status === 429).length < 2) {
      statuses.push(await signIn(email, `wrong guess ${index}-${statuses.length}`, ip));
    }
    // Nobody gets more than the pair's budget of checked guesses from one place.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(pair.limit);
    expect(statuses.slice(statuses.indexOf(429))).toEqual([429, 429]);
  }
  return addresses;
}

// Dozens of password checks (scrypt) per test: more than the default 30 seconds on a busy machine.
describe.each(["client", "admin"] as const)(`sign-in limits without lockout, for a %s (${process.env.TEST_DATABASE ?? "pglite"})`, { timeout: 120_000 }, (role) => {
  const owner = `guessed.${role}@example.com`;
  const ownerIp = role === "client" ? "192.0.2.10" : "192.0.2.20";
  const [network, laterNetwork] = role === "client" ? ["203.0.113", "100.64.0"] : ["198.18.0", "100.64.1"];
  let attackers: string[] = [];

  it("lets the owner sign in from their own address while the guessing addresses are refused", async () => {
    await signUpVerified(owner, password);
    if (role === "admin") expect((await makeAdmin(owner)).outcome).toBe("changed");

    attackers = await guessFromManyAddresses(owner, network);

    // Every guessing address is refused before its password is checked: the right one included.
    for (const ip of attackers) expect(await signIn(owner, password, ip)).toBe(429);
    // The owner, on an address that has not been failing, signs in; twice, as successes are not counted.
    expect(await signIn(owner, password, ownerIp)).toBe(200);
    expect(await signIn(owner, password, ownerIp)).toBe(200);
  });

  it("tells the owner once that someone is guessing, whatever more guesses come", async () => {
    await expect.poll(() => queuedNotices(owner)).toEqual(["sign-in-attempts"]);
    await guessFromManyAddresses(owner, laterNetwork);
    expect(await queuedNotices(owner)).toEqual(["sign-in-attempts"]);

    // The handler keys the notice by day: queued twice, it reaches the mailbox once.
    const notice: AccountEmail = { kind: "sign-in-attempts", to: owner };
    await sendAccountEmail(notice);
    await sendAccountEmail(notice);
    const queued = await rows<{ data: EmailPayload }>(
      sql`select data from pgboss.job where name = 'send-email' and data->>'to' = ${owner} and data->>'template' = 'sign-in-attempts'`,
    );
    for (const { data } of queued) await deliverEmail(data);
    const delivered = await rows<{ subject: string }>(
      sql`select subject from email_log where recipient = ${owner} and template = 'sign-in-attempts'`,
    );
    expect(delivered).toEqual([{ subject: "Someone tried to sign in to your Catharsis account" }]);
    // Calm and count-free: no addresses, no numbers of attempts.
    const text = queued[0]!.data.text;
    expect(text).toContain("Someone tried to sign in to your Catharsis account");
    for (const ip of [...attackers, ownerIp]) expect(text).not.toContain(ip);
    expect(text).not.toMatch(/\b\d+ (times|attempts)\b/);
  });

  it("does not count refusals: an owner who mistyped once can retry while the budget is spent without locking their own address", async () => {
    const typoIp = role === "client" ? "192.0.2.11" : "192.0.2.21";
    expect(await signIn(owner, "a typo", typoIp)).toBe(401);
    // This address failed lately and the e-mail's budget is spent: refused, however often it retries.
    for (let attempt = 0; attempt < pair.limit + 2; attempt += 1) expect(await signIn(owner, password, typoIp)).toBe(429);
    const counted = await rows<{ count: number }>(
      sql`select count from rate_limit_hits where key like ${`%:${owner}:from:${typoIp}`}`,
    );
    expect(counted.map((row) => Number(row.count))).toEqual([1]);
  });

  it("keeps the reset link open to the owner, and a completed reset starts the counts again", async () => {
    const reset = await getAuth().api.requestPasswordReset({ body: { email: owner }, headers: fromClient(ownerIp), asResponse: true });
    expect(reset.status).toBe(200);
    await expect.poll(() => queuedAccountEmails(testbed.database(), owner)).toContain("reset-password");

    // The job carries the link sealed (issue 31): opened here as the handler opens it.
    const [job] = await rows<{ sealed: string }>(
      sql`select data->>'sealedUrl' as sealed from pgboss.job where name = 'send-account-email' and data->>'to' = ${owner} and data->>'kind' = 'reset-password'`,
    );
    const token = new URL(openAccountLink(job!.sealed)).searchParams.get("token")!;
    const newPassword = "a fresh sentence nobody guessed";
    await getAuth().api.resetPassword({ body: { token, newPassword }, headers: fromClient(ownerIp) });
    // Guesses at the old password no longer count against anyone.
    expect(await signIn(owner, newPassword, attackers[0]!)).toBe(200);
  });
});

describe(`sign-in limit per address and e-mail (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("refuses one address that keeps guessing, even the right password, but not the owner elsewhere", async () => {
    const owner = "pair.limited@example.com";
    await signUpVerified(owner, password);
    const ip = "192.0.2.77";
    for (let i = 0; i < pair.limit; i += 1) expect(await signIn(owner, `wrong guess ${i}`, ip)).toBe(401);
    expect(await signIn(owner, password, ip)).toBe(429);
    expect(await signIn(owner, password, "192.0.2.78")).toBe(200);
    // Too few failures for the e-mail's budget: nobody was told.
    expect(await queuedNotices(owner)).toEqual([]);
  });

  it("counts only wrong passwords: the owner signing in often is never limited by it", async () => {
    const owner = "often.signed.in@example.com";
    await signUpVerified(owner, password);
    const ip = "192.0.2.88";
    for (let i = 0; i < pair.limit + 2; i += 1) expect(await signIn(owner, password, ip)).toBe(200);
    expect(await signIn(owner, "one slip of the finger", ip)).toBe(401);
    expect(await signIn(owner, password, ip)).toBe(200);
  });

  it("treats a whole IPv6 /64 as one address", async () => {
    const owner = "ipv6.guessed@example.com";
    await signUpVerified(owner, password);
    for (let i = 0; i < pair.limit; i += 1) expect(await signIn(owner, `wrong guess ${i}`, `2001:db8:1:2::${i + 1}`)).toBe(401);
    expect(await signIn(owner, password, "2001:db8:1:2:ffff::9")).toBe(429);
    expect(await signIn(owner, password, "2001:db8:1:3::1")).toBe(200);
  });
});
