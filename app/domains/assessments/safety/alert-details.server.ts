import { eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { assessmentDrafts, entitlements, users } from "~/db/schema";
import { formDetails } from "../form-details";
import { type FormType } from "~/shared/form-types";

/**
 * What the provider's safety alert may say about a draft: which paid copy,
 * which form, whose account, when it was last saved. Never the answers: this
 * reads none of the sealed columns, so the e-mail cannot leak them by mistake.
 */
export type DraftAlertDetails = {
  entitlementId: string;
  formType: FormType;
  formName: string;
  /** The writer's account address (the copy's buyer's when no account holds it). */
  clientEmail: string;
  /** Null when the draft is gone (sent since, or deleted). */
  lastSavedAt: Date | null;
};

/** Null when the copy no longer exists (the order or account was deleted). */
export async function loadDraftAlertDetails(entitlementId: string): Promise<DraftAlertDetails | null> {
  const [row] = await getDb()
    .select({
      entitlementId: entitlements.id,
      formType: entitlements.formType,
      buyerEmail: entitlements.email,
      accountEmail: users.email,
      lastSavedAt: assessmentDrafts.updatedAt,
    })
    .from(entitlements)
    .leftJoin(users, eq(users.id, entitlements.userId))
    .leftJoin(assessmentDrafts, eq(assessmentDrafts.entitlementId, entitlements.id))
    .where(eq(entitlements.id, entitlementId));
  if (!row) return null;
  return {
    entitlementId: row.entitlementId,
    formType: row.formType,
    formName: formDetails[row.formType].name,
    clientEmail: row.accountEmail ?? row.buyerEmail,
    lastSavedAt: row.lastSavedAt ?? null,
  };
}

/** What the chat's alert may say of a signed-in writer: their account's address; null when the account is gone. */
export async function loadAccountEmail(userId: string): Promise<string | null> {
  const [row] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
