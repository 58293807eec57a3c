import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { accounts, sessions, users, verifications } from "~/db/schema";
import { getAuth } from "./auth.server";
import { createUserDirectly } from "./create-user.server";
import { linkGuestPurchases } from "./link-guest-purchases.server";

export type MakeAdminResult =
  | { outcome: "promoted" | "already-admin"; email: string }
  | { outcome: "created" | "taken-over"; email: string; temporaryPassword: string };

/**
 * Gives an e-mail the admin role: promotes its verified account, or creates a
 * verified one with a random temporary password (shown once to whoever runs
 * the script, to be changed at first sign-in).
 *
 * An unverified account with that address proves nobody owns it: anyone
 * could have registered the admin's address in advance, with a password of
 * their choosing. So it is taken over instead: new temporary password, every
 * session and pending reset link ended, address marked verified.
 */
export async function makeAdmin(rawEmail: string): Promise<MakeAdminResult> {
  const email = rawEmail.trim().toLowerCase();
  const [existing] = await getDb()
    .select({ id: users.id, role: users.role, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  const temporaryPassword = randomBytes(18).toString("base64url");
  if (!existing) {
    await createUserDirectly({ email, password: temporaryPassword, verified: true, role: "admin" });
    return { outcome: "created", email, temporaryPassword };
  }
  if (!existing.emailVerified) {
    await takeOver(existing.id, email, temporaryPassword);
    return { outcome: "taken-over", email, temporaryPassword };
  }
  if (existing.role === "admin") return { outcome: "already-admin", email };
  await getDb().update(users).set({ role: "admin", updatedAt: new Date() }).where(eq(users.id, existing.id));
  return { outcome: "promoted", email };
}

async function takeOver(userId: string, email: string, password: string) {
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
  await db.update(users).set({ role: "admin", emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
  await linkGuestPurchases({ id: userId, email });
}
