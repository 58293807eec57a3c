import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { createEmailVerificationToken } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { getSecrets } from "~/config/secrets.server";
import { getAuth } from "~/domains/accounts/auth.server";
import { changeEmail } from "~/domains/accounts/profile/change-email.server";
import { deleteAccount, anonymisedEmail } from "~/domains/accounts/profile/delete-account.server";
import { exportUserData } from "~/domains/accounts/profile/export-user-data.server";
import { registeredJobs } from "~/job-handlers/registry.server";
import { action as contactAction } from "~/routes/messages/contact";
import { fromClient, setUpAuthTestbed, signInCookie, signUpVerified, verifyAddress } from "./auth-testbed";

/**
 * Issue 15, "rows follow the person, not the address": contact messages and
 * the e-mail log belong to the account they were written for, so they stay
 * with it when it changes address, never reach whoever registers the old
 * address next, and go with it when it is deleted.
 */
process.env.APP_URL = "http://localhost:3000";
const testbed = setUpAuthTestbed();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await testbed.database().db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/**
 * Better Auth queues a verification e-mail in the background (ADR 12: answers take the same time
 * whether an address is known), so the job may land a moment after sign-up returns: wait for it.
 */
async function verificationQueuedFor(to: string) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const [row] = await rows<{ n: number | string }>(
      sql`select count(*) as n from pgboss.job where name = 'send-account-email' and data->>'to' = ${to} and data->>'kind' = 'verify-email'`,
    );
    if (Number(row?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no verification e-mail was queued for ${to}`);
}

/** Runs what waits in the queue as the worker would: account e-mails first (they queue mail), then mail. */
async function runQueuedMail() {
  for (const name of ["send-account-email", "send-email"]) {
    const job = registeredJobs.find((registered) => registered.definition.name === name);
    if (!job) throw new Error(`no job ${name}`);
    const queued = await rows<{ id: string; data: unknown }>(
      sql`select id, data from pgboss.job where name = ${name} and state = 'created' order by created_on`,
    );
    for (const { id, data } of queued) {
      await job.handle(data);
      await testbed.database().db.execute(sql`delete from pgboss.job where id = ${id}`);
    }
  }
}

let clients = 0;
function contactPost(fields: Record<string, string>, cookie?: string) {
  const headers = fromClient(`192.0.2.${++clients}`, cookie);
  return new Request("http://localhost:3000/contact", { method: "POST", headers, body: new URLSearchParams(fields) });
}
const args = (request: Request) => ({ request, params: {}, context: new RouterContextProvider(), unstable_pattern: "" }) as never;

async function sendContact(input: { name: string; email: string; subject: string; cookie?: string }) {
  const result = await contactAction(
    args(contactPost({ name: input.name, email: input.email, phone: "", subject: input.subject, message: "A question, written by hand." }, input.cookie)),
  );
  expect(result).toEqual({ status: "sent" });
}

async function userIdOf(email: string): Promise<string> {
  const [user] = await rows<{ id: string }>(sql`select id from users where email = ${email}`);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

type LogRow = { idempotency_key: string; recipient: string; template: string };
const logRows = (where: ReturnType<typeof sql>) =>
  rows<LogRow>(sql`select idempotency_key, recipient, template from email_log where ${where} order by idempotency_key`);

const password = "a long sentence of my own";
/**
 * A verification link is a token stamped to the second: a second sign-up on
 * the same address within that second would get the same link, and so the
 * same idempotency key, and its e-mail would count as already sent.
 */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe(`contact messages and the e-mail log follow the account (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("keeps A's rows with A across an address change: B, who registers A's old address, never sees them, and A's deletion removes them", async () => {
    const oldAddress = "ada-old@example.com";
    const newAddress = "ada-new@example.com";

    // A signs up, signs in and writes to us from the contact form; the e-mails go out.
    await signUpVerified(oldAddress, password);
    await verificationQueuedFor(oldAddress);
    const userA = await userIdOf(oldAddress);
    const cookieA = await signInCookie(oldAddress, password);
    await sendContact({ name: "Ada", email: oldAddress, subject: "From Ada", cookie: cookieA });
    await runQueuedMail();

    // A moves to a new address as /account does: asks, then follows the link sent to the new address.
    const changed = await changeEmail(
      new Request("http://localhost:3000/account", { method: "POST", headers: fromClient(undefined, cookieA) }),
      { id: userA, email: oldAddress },
      { newEmail: newAddress, currentPassword: password },
    );
    expect(changed).toEqual({ ok: true });
    await runQueuedMail();
    const token = await createEmailVerificationToken(getSecrets(getEnv()).sessionSecret, oldAddress, newAddress, 3600, {
      requestType: "change-email-verification",
    });
    await getAuth().api.verifyEmail({ query: { token }, headers: fromClient() });
    expect(await userIdOf(newAddress)).toBe(userA);
    await runQueuedMail();

    const adaMessages = await rows<{ id: string }>(sql`select id from contact_messages where subject = 'From Ada'`);
    expect(adaMessages).toHaveLength(1);
    const adaLog = await logRows(sql`recipient in (${oldAddress}, ${newAddress})`);
    // Her verification, the contact acknowledgement, the change notice (old address) and the change link (new address).
    expect(adaLog.map((row) => row.template).sort()).toEqual(["contact-acknowledgement", "email-change", "email-change-notice", "verify-email"]);

    // B registers the address A left, and writes to us too.
    await nextSecond();
    await signUpVerified(oldAddress, "another long sentence, B's");
    await verificationQueuedFor(oldAddress);
    const userB = await userIdOf(oldAddress);
    expect(userB).not.toBe(userA);
    const cookieB = await signInCookie(oldAddress, "another long sentence, B's");
    await sendContact({ name: "Bea", email: oldAddress, subject: "From Bea", cookie: cookieB });
    await runQueuedMail();
    const beaLog = (await logRows(sql`recipient = ${oldAddress}`)).filter((row) => !adaLog.some((ada) => ada.idempotency_key === row.idempotency_key));
    expect(beaLog.map((row) => row.template).sort()).toEqual(["contact-acknowledgement", "verify-email"]);

    // B's export holds B's rows only.
    const exportB = await exportUserData(userB);
    expect(exportB?.contactMessages.map((message) => message.subject)).toEqual(["From Bea"]);
    expect(exportB?.emailsSent.map((sent) => sent.template).sort()).toEqual(["contact-acknowledgement", "verify-email"]);

    // A's export holds A's, sent to either address.
    const exportA = await exportUserData(userA);
    expect(exportA?.contactMessages.map((message) => message.subject)).toEqual(["From Ada"]);
    expect(exportA?.emailsSent.map((sent) => `${sent.template} ${sent.recipient}`).sort()).toEqual([
      `contact-acknowledgement ${oldAddress}`,
      `email-change ${newAddress}`,
      `email-change-notice ${oldAddress}`,
      `verify-email ${oldAddress}`,
    ]);

    // A deletes the account: A's message goes, A's log rows lose the address (ADR 11: they stay for idempotency), B keeps everything.
    await deleteAccount(userA);
    expect(await rows(sql`select id from contact_messages where subject = 'From Ada'`)).toEqual([]);
    const replacement = anonymisedEmail(userA);
    const afterDeletion = await logRows(sql`idempotency_key in (${sql.join(adaLog.map((row) => sql`${row.idempotency_key}`), sql`, `)})`);
    expect(afterDeletion.map((row) => row.recipient)).toEqual(adaLog.map(() => replacement));
    expect(await logRows(sql`recipient = ${oldAddress}`)).toEqual(beaLog);
    expect(await exportUserData(userB)).toMatchObject({
      contactMessages: [expect.objectContaining({ subject: "From Bea" })],
      emailsSent: expect.arrayContaining(beaLog.map((row) => expect.objectContaining({ template: row.template, recipient: oldAddress }))),
    });
    expect((await exportUserData(userB))?.emailsSent).toHaveLength(2);
  });

  it("gives a message written signed out to the verified account with that address, and a guest's to the account that later proves the address", async () => {
    const member = "member@example.com";
    await signUpVerified(member, password);
    await verificationQueuedFor(member);
    const memberId = await userIdOf(member);
    await sendContact({ name: "Member", email: member, subject: "Signed out, member" });

    const guest = "guest-first@example.com";
    await sendContact({ name: "Guest", email: guest, subject: "Written as a guest" });
    await runQueuedMail();
    await signUpVerified(guest, password);
    await verificationQueuedFor(guest);
    const guestId = await userIdOf(guest);
    await runQueuedMail();

    // Both move away; whoever takes their old addresses next gets nothing of theirs.
    for (const [userId, from, to] of [
      [memberId, member, "member-moved@example.com"],
      [guestId, guest, "guest-moved@example.com"],
    ] as const) {
      await testbed.database().db.execute(sql`update users set email = ${to} where id = ${userId}`);
      await nextSecond();
      await signUpVerified(from, "somebody else entirely");
      await verificationQueuedFor(from);
      await runQueuedMail();
      const newcomer = await exportUserData(await userIdOf(from));
      expect(newcomer?.contactMessages).toEqual([]);
      expect(newcomer?.emailsSent.map((sent) => sent.template)).toEqual(["verify-email"]);
      const owner = await exportUserData(userId);
      expect(owner?.contactMessages).toHaveLength(1);
      expect(owner?.emailsSent.map((sent) => sent.template).sort()).toEqual(["contact-acknowledgement", "verify-email"]);
    }
  });

  it("never hands a message to an account that has not proven the address", async () => {
    const address = "not-yet-verified@example.com";
    await getAuth().api.signUpEmail({ body: { email: address, password, name: "" }, headers: fromClient() });
    await sendContact({ name: "Someone", email: address, subject: "Before verification" });
    const [message] = await rows<{ user_id: string | null }>(sql`select user_id from contact_messages where subject = 'Before verification'`);
    expect(message?.user_id).toBeNull();
    // Proving the address claims it.
    await verifyAddress(address);
    const [claimed] = await rows<{ user_id: string | null }>(sql`select user_id from contact_messages where subject = 'Before verification'`);
    expect(claimed?.user_id).toBe(await userIdOf(address));
  });
});

describe(`migration 0003's backfill (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("gives rows written before it to the one verified account with the address, and leaves the rest unclaimed", async () => {
    const db = testbed.database().db;
    await db.execute(sql`insert into users (id, name, email, email_verified) values
      ('backfill-verified', '', 'backfill-owner@example.com', true),
      ('backfill-unverified', '', 'backfill-pending@example.com', false)`);
    await db.execute(sql`insert into contact_messages (id, name, email, subject, message) values
      ('backfill-1', 'Owner', 'Backfill-Owner@Example.com', 'Old message', 'Written before user ids'),
      ('backfill-2', 'Pending', 'backfill-pending@example.com', 'Old message', 'Written before user ids'),
      ('backfill-3', 'Guest', 'backfill-guest@example.com', 'Old message', 'Written before user ids')`);
    await db.execute(sql`insert into email_log (idempotency_key, template, recipient, subject, transport) values
      ('backfill:1', 'receipt', 'backfill-owner@example.com', 'Receipt', 'dev-mailbox'),
      ('backfill:2', 'verify-email', 'backfill-pending@example.com', 'Verify', 'dev-mailbox'),
      ('backfill:3', 'receipt', 'backfill-guest@example.com', 'Receipt', 'dev-mailbox')`);

    // The migration's hand-written statements, run again on rows written without a user id.
    const migration = readFileSync("app/db/migrations/0003_rows_follow_the_account.sql", "utf8");
    const backfill = migration.split("--> statement-breakpoint").filter((statement) => /^\s*UPDATE /m.test(statement));
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await db.execute(sql.raw(statement));

    expect(await rows(sql`select id, user_id from contact_messages where id like 'backfill-%' order by id`)).toEqual([
      { id: "backfill-1", user_id: "backfill-verified" },
      { id: "backfill-2", user_id: null },
      { id: "backfill-3", user_id: null },
    ]);
    expect(await rows(sql`select idempotency_key, user_id from email_log where idempotency_key like 'backfill:%' order by idempotency_key`)).toEqual([
      { idempotency_key: "backfill:1", user_id: "backfill-verified" },
      { idempotency_key: "backfill:2", user_id: null },
      { idempotency_key: "backfill:3", user_id: null },
    ]);
  });
});
