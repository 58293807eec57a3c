import { and, asc, eq } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import type { Database } from "~/db/client.server";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, entitlements, formAccess } from "~/db/schema";
import { type FormType } from "~/shared/form-types";

/**
 * The spec's access rule, enforced on the server for every read and write:
 * a `form_access` row for this user and form with payment_status `paid`
 * (and its entitlement still active). Each paid copy can be sent once.
 */
export type FormCopy = { entitlementId: string; grantedAt: Date; submittedAt: Date | null };

export type FormAccess =
  | { kind: "none" }
  /** `open` is the copy to fill in now: the oldest not yet sent. */
  | { kind: "open"; open: FormCopy; copies: FormCopy[] }
  | { kind: "all-sent"; copies: FormCopy[] };

export async function listFormCopies(db: Database, userId: string, formType: FormType): Promise<FormCopy[]> {
  return db
    .select({
      entitlementId: formAccess.entitlementId,
      grantedAt: formAccess.createdAt,
      submittedAt: assessmentSubmissions.submittedAt,
    })
    .from(formAccess)
    .innerJoin(entitlements, eq(entitlements.id, formAccess.entitlementId))
    .leftJoin(assessmentSubmissions, eq(assessmentSubmissions.entitlementId, formAccess.entitlementId))
    .where(
      and(
        eq(formAccess.userId, userId),
        eq(formAccess.formType, formType),
        eq(formAccess.paymentStatus, "paid"),
        eq(entitlements.status, "active"),
      ),
    )
    .orderBy(asc(formAccess.createdAt), asc(formAccess.id));
}

/** A database error counts as no access (spec section 8) and is logged. */
export async function checkFormAccess(userId: string, formType: FormType): Promise<FormAccess> {
  try {
    const copies = await listFormCopies(getDb(), userId, formType);
    if (copies.length === 0) return { kind: "none" };
    const open = copies.find((copy) => copy.submittedAt === null);
    return open ? { kind: "open", open, copies } : { kind: "all-sent", copies };
  } catch (error) {
    logger.error({ err: error, userId, formType }, "form access check failed; treating as no access");
    return { kind: "none" };
  }
}

/**
 * Whether this user may write to this copy now: it is theirs, paid, active,
 * of this form, and not yet sent. Used by draft saves and submission.
 */
export type CopyState = "writable" | "sent" | "no-access";

export async function copyStateFor(
  db: Database,
  input: { userId: string; formType: FormType; entitlementId: string },
): Promise<CopyState> {
  const copies = await listFormCopies(db, input.userId, input.formType);
  const copy = copies.find((candidate) => candidate.entitlementId === input.entitlementId);
  if (!copy) return "no-access";
  return copy.submittedAt === null ? "writable" : "sent";
}

/**
 * Holds this copy's entitlement row until the caller's transaction ends, so a
 * draft save and the copy's submission never interleave: a save checked
 * before the send commits cannot write a draft back after it.
 */
export async function lockCopy(tx: Database, entitlementId: string): Promise<void> {
  await tx.select({ id: entitlements.id }).from(entitlements).where(eq(entitlements.id, entitlementId)).for("update");
}
