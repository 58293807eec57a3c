import { createHash } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, like, notInArray, or, sql } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import {
  accounts,
  contactMessages,
  emailLog,
  entitlements,
  formAccess,
  newsletterSubscribers,
  orders,
  rateLimitHits,
  sandboxSessions,
  sessions,
  users,
  verifications,
} from "~/db/schema";
import { removeAssessmentData } from "./assessment-progress.server";
import { mineOrUnclaimed, sameEmail } from "./row-ownership.server";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * What a deleted person's orders carry instead of their e-mail: stable for
 * one account (so an accountant can still group its orders) and not derived
 * from the address, so it cannot be reversed by guessing e-mails.
 */
export function anonymisedEmail(userId: string): string {
  return `deleted-${createHash("sha256").update(userId).digest("hex").slice(0, 16)}@invalid`;
}

type Transaction = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];

/**
 * Queued and finished jobs keep their payload (for mail: the address and the
 * rendered body) until pg-boss purges them. Any job whose payload or result
 * names the address as a whole JSON string (also inside a JSON string, as a
 * webhook event carries it) goes, whatever its state. pg-boss 12 keeps every
 * job in `pgboss.job` (partitioned by queue on PostgreSQL: deleting from the
 * parent reaches them all).
 */
async function forgetQueuedJobs(tx: Transaction, email: string) {
  const exists = await tx.execute(sql`select to_regclass('pgboss.job') is not null as present`);
  const rows = (Array.isArray(exists) ? exists : (exists as { rows: unknown[] }).rows) as { present: boolean }[];
  if (!rows[0]?.present) return;
  const quoted = `"${email}"`;
  const nested = `\\"${email}\\"`;
  await tx.execute(sql`
    delete from pgboss.job
    where lower(data->>'to') = ${email}
       or lower(data->>'replyTo') = ${email}
       or strpos(lower(coalesce(data::text, '') || coalesce(output::text, '')), ${quoted}) > 0
       or strpos(lower(coalesce(data::text, '') || coalesce(output::text, '')), ${nested}) > 0`);
}

/**
 * Deletes an account and the personal data around it, in one transaction:
 * questionnaire answers and drafts, sessions, sign-in methods, verification
 * tokens, newsletter rows, the account's contact messages (whatever address
 * they carry), rate-limit counters naming the e-mail,
 * queued jobs carrying it (mail bodies), form access, and the user. Orders stay for accounting with the e-mail
 * replaced; entitlements stay as a record of what was sold, anonymised and
 * revoked so nobody can claim them; the account's e-mail log rows lose their
 * address. Unclaimed guest rows with the same e-mail go too.
 * A client's submissions take their safety follow-ups with them (cascade).
 * A staff member's follow-ups on other people's submissions stay, with the
 * e-mail they had, as the clinical record of who acted (the user id is
 * cleared by the foreign key), like their openings in the audit.
 * The caller checks the password first and clears the cookie after.
 */
export async function deleteAccount(userId: string, now = new Date()): Promise<{ replacementEmail: string } | null> {
  return getDb().transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return null;
    const email = user.email.trim().toLowerCase();
    const replacementEmail = anonymisedEmail(userId);

    await removeAssessmentData(tx, { userId, email });

    const theirOrders = await tx
      .update(orders)
      .set({ email: replacementEmail, userId: null })
      .where(mineOrUnclaimed(orders.userId, orders.email, userId, email))
      .returning({ id: orders.id });
    const orderIds = theirOrders.map((order) => order.id);
    if (orderIds.length) {
      await tx.update(sandboxSessions).set({ email: replacementEmail }).where(inArray(sandboxSessions.orderId, orderIds));
    }
    const ownedByOthers = tx.select({ id: orders.id }).from(orders).where(isNotNull(orders.userId));
    await tx
      .update(sandboxSessions)
      .set({ email: replacementEmail })
      .where(and(sameEmail(sandboxSessions.email, email), notInArray(sandboxSessions.orderId, ownedByOthers)));

    await tx
      .delete(formAccess)
      .where(mineOrUnclaimed(formAccess.userId, formAccess.email, userId, email));
    const theirs = mineOrUnclaimed(entitlements.userId, entitlements.email, userId, email);
    await tx
      .update(entitlements)
      .set({ email: replacementEmail, userId: null, status: "revoked", revokedAt: now })
      .where(and(theirs, isNull(entitlements.revokedAt)));
    await tx.update(entitlements).set({ email: replacementEmail, userId: null }).where(theirs);

    // The e-mail log proves what was sent (and keeps retried sends idempotent); the address and the owner go.
    // Mail sent for this account to an address it had before goes too; another account's mail stays (ADR 22).
    await tx
      .update(emailLog)
      .set({ recipient: replacementEmail, userId: null })
      .where(mineOrUnclaimed(emailLog.userId, emailLog.recipient, userId, email));
    await tx.delete(newsletterSubscribers).where(sameEmail(newsletterSubscribers.email, email));
    await tx.delete(contactMessages).where(mineOrUnclaimed(contactMessages.userId, contactMessages.email, userId, email));
    await tx.delete(rateLimitHits).where(like(rateLimitHits.key, `%:${escapeLike(email)}`));

    await forgetQueuedJobs(tx, email);

    await tx
      .delete(verifications)
      .where(or(eq(verifications.value, userId), eq(verifications.identifier, email), like(verifications.identifier, `%:${escapeLike(email)}`)));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return { replacementEmail };
  });
}
