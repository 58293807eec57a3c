import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { users } from "~/db/schema";
import { createUserDirectly } from "./create-user.server";

export type MakeAdminResult =
  | { outcome: "promoted" | "already-admin"; email: string }
  | { outcome: "created"; email: string; temporaryPassword: string };

/**
 * Gives an e-mail the admin role: promotes its account, or creates a
 * verified one with a random temporary password (shown once to whoever runs
 * the script, to be changed at first sign-in).
 */
export async function makeAdmin(rawEmail: string): Promise<MakeAdminResult> {
  const email = rawEmail.trim().toLowerCase();
  const [existing] = await getDb().select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email));
  if (existing) {
    if (existing.role === "admin") return { outcome: "already-admin", email };
    await getDb().update(users).set({ role: "admin", updatedAt: new Date() }).where(eq(users.id, existing.id));
    return { outcome: "promoted", email };
  }
  const temporaryPassword = randomBytes(18).toString("base64url");
  await createUserDirectly({ email, password: temporaryPassword, verified: true, role: "admin" });
  return { outcome: "created", email, temporaryPassword };
}
