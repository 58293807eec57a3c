import { eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { users } from "~/db/schema";
import { normaliseEmailAddress } from "~/shared/email-address";

/** The account an e-mail address belongs to, however it was typed (addresses are stored lower-cased), or undefined. */
export async function accountByEmail(email: string) {
  const [user] = await getDb()
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.email, normaliseEmailAddress(email, { lowercase: true })));
  return user;
}
