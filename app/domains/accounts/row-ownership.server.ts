import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

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
 * This user's rows, or unclaimed rows with their address. A row another
 * account owns stays theirs even if it carries the same address (someone who
 * later moved to a new e-mail, say).
 */
export const mineOrUnclaimed = (userColumn: AnyPgColumn, emailColumn: AnyPgColumn, userId: string, email: string) =>
  or(eq(userColumn, userId), unclaimedWithEmail(userColumn, emailColumn, email));
