import { getAuth } from "../auth.server";
import type { UserRole } from "~/shared/staff/staff-access";
import { linkGuestPurchases } from "../profile/link-guest-purchases.server";

export type NewUser = { email: string; password: string; verified: boolean; role: UserRole };

/**
 * Makes an account directly, without the sign-up e-mail: for test fixtures
 * and the admin script. The password is hashed by Better Auth as at sign-up.
 * Null when the e-mail already has an account.
 */
export async function createUserDirectly(input: NewUser) {
  const context = await getAuth().$context;
  const email = input.email.trim().toLowerCase();
  if (await context.internalAdapter.findUserByEmail(email)) return null;
  const user = await context.internalAdapter.createUser({
    email,
    name: "",
    emailVerified: input.verified,
    role: input.role,
  }, { method: "email-password" });
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await context.password.hash(input.password),
  });
  if (input.verified) await linkGuestPurchases(user);
  return { id: user.id, email, role: input.role, verified: input.verified };
}
