import { getAuth } from "../auth.server";

/**
 * Sends a client a fresh verification link, as a sign-in attempt would, from
 * the back office. Better Auth sends nothing for an address already verified
 * or unknown, and our hourly cap on links per address still applies.
 */
export async function resendVerificationEmail(email: string): Promise<void> {
  await getAuth().api.sendVerificationEmail({ body: { email, callbackURL: "/auth?verified=1" } });
}
