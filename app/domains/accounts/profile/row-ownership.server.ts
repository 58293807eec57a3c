import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb } from "~/db/database.server";
import { users } from "~/db/schema";

/**
 * Which rows belong to a person, in one place: export, deletion and
 * guest-purchase linking must agree, or one of them leaks or destroys
 * another account's data. `email` is expected trimmed and lower case.
 */
export const sameEmail = (column: AnyPgColumn, email: string): SQL => sql`lower(${column}) = ${email}`;

/** A guest's row bought with this address that no account owns yet. */
export const unclaimedWithEmail = (userColumn: AnyPgColumn, emailColumn: AnyPgColumn, email: string) =>
  and(isNull(userColumn), sameEmail(emailColumn, email));

/**
 * This user's rows, or unclaimed rows with their address. Rows that carry a
 * user id (orders, contact messages, the e-mail log) follow the account, not
 * the address: after a change of address they stay the account's, and nobody
 * who later registers the old address sees them. Unclaimed rows (a guest's,
 * or mail to an address no verified account had) are the current holder's,
 * and `linkGuestPurchases` claims them as soon as an account proves the
 * address, so they too stay with it afterwards (ADR 22). A row another
 * account owns stays theirs even if it carries the same address (someone who
 * later moved to a new e-mail, say).
 */
export const mineOrUnclaimed = (userColumn: AnyPgColumn, emailColumn: AnyPgColumn, userId: string, email: string) =>
  or(eq(userColumn, userId), unclaimedWithEmail(userColumn, emailColumn, email));

/**
 * The account that owns an address now, for rows written about that address
 * (a contact message, an e-mail sent): only a verified account counts, so
 * signing up with someone else's address never gathers what was written to it.
 * Null when no verified account has it.
 */
export async function accountIdForAddress(address: string): Promise<string | null> {
  const email = address.trim().toLowerCase();
  const found = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(and(sameEmail(users.email, email), eq(users.emailVerified, true)))
    .limit(2);
  return found.length === 1 ? found[0]!.id : null;
}
