import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { accounts, sessions, users, verifications } from "~/db/schema";
import type { StaffRole } from "~/shared/staff/staff-access";
import { getAuth } from "../auth.server";
import { createUserDirectly } from "../sign-in/create-user.server";
import { linkGuestPurchases } from "../profile/link-guest-purchases.server";

export type MakeAdminResult =
  | { outcome: "changed" | "unchanged"; email: string; role: StaffRole }
  | { outcome: "created" | "taken-over"; email: string; role: StaffRole; temporaryPassword: string };

/**
 * Gives an e-mail a staff role (admin by default, or reviewer: ADR 43): sets
 * it on its verified account (an admin made a reviewer loses the rest at
 * their next request: the role is read from the database every time), or creates a
 * verified one with a random temporary password (shown once to whoever runs
 * the script), which must be changed before any admin page opens.
 *
 * An unverified account with that address proves nobody owns it: anyone
 * could have registered the admin's address in advance, with a password of
 * their choosing. So it is taken over instead: new temporary password, every
 * session and pending reset link ended, address marked verified.
 */
export async function makeAdmin(rawEmail: string, role: StaffRole = "admin"): Promise<MakeAdminResult> {
  const email = rawEmail.trim().toLowerCase();
  const [existing] = await getDb()
    .select({ id: users.id, role: users.role, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  const temporaryPassword = randomBytes(18).toString("base64url");
  if (!existing) {
    const created = await createUserDirectly({ email, password: temporaryPassword, verified: true, role });
    if (created) await getDb().update(users).set({ passwordChangeRequired: true }).where(eq(users.id, created.id));
    return { outcome: "created", email, role, temporaryPassword };
  }
  if (!existing.emailVerified) {
    await takeOver(existing.id, email, temporaryPassword, role);
    return { outcome: "taken-over", email, role, temporaryPassword };
  }
  if (existing.role === role) return { outcome: "unchanged", email, role };
  await getDb().update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, existing.id));
  return { outcome: "changed", email, role };
}

async function takeOver(userId: string, email: string, password: string, role: StaffRole) {
  const context = await getAuth().$context;
  const hash = await context.password.hash(password);
  const db = getDb();
  const now = new Date();
  const replaced = await db
    .update(accounts)
    .set({ password: hash, updatedAt: now })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .returning({ id: accounts.id });
  if (replaced.length === 0) {
    await context.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
  }
  await db.delete(sessions).where(eq(sessions.userId, userId));
  // Reset links store the user id as their value.
  await db.delete(verifications).where(eq(verifications.value, userId));
  await db.update(users).set({ role, emailVerified: true, passwordChangeRequired: true, updatedAt: now }).where(eq(users.id, userId));
  await linkGuestPurchases({ id: userId, email });
}
