import { data } from "react-router";
import { z } from "zod";
import { fixtureInput, fixtureNotFound } from "~/config/test-fixtures.server";
import { withoutAuthLimits } from "~/domains/accounts/sign-in/auth-limits.server";
import { createUserDirectly } from "~/domains/accounts/sign-in/create-user.server";
import { signInThroughSecondFactor, setUpSecondFactorAtCreation } from "~/domains/accounts/staff/two-factor-fixture.server";
import { emailAddressSchema, INVALID_EMAIL_MESSAGE } from "~/shared/email-address";
import { isStaffRole, userRoles } from "~/shared/staff/staff-access";
import type { Route } from "./+types/fixtures-users";

const fixtureSchema = z.object({
  email: emailAddressSchema(INVALID_EMAIL_MESSAGE),
  password: z.string().min(1).max(128),
  verified: z.boolean().default(true),
  role: z.enum(userRoles).default("client"),
  /** Also sign in: the response sets the session cookie on the caller (a Playwright context). */
  signIn: z.boolean().default(false),
  /**
   * Staff only: set up the second factor at creation (default), as the set-up
   * page would; the response then names the app's secret so a test can type codes.
   */
  twoFactor: z.boolean().optional(),
});

export function loader() {
  fixtureNotFound();
}

/**
 * POST /dev/fixtures/users {email, password, verified?, role?, signIn?, twoFactor?}:
 * end-to-end tests make their users here instead of clicking through sign-up.
 * With `signIn` and an existing user, it only signs in (through the second
 * factor too, for staff who have one).
 */
export async function action({ request }: Route.ActionArgs) {
  const input = await fixtureInput(request, fixtureSchema);

  const created = await createUserDirectly(input);
  if (!created && !input.signIn) return data({ error: "A user with this e-mail already exists." }, { status: 409 });

  return withoutAuthLimits(async () => {
    const settingUp = created && isStaffRole(created.role) && input.twoFactor !== false && input.verified;
    const totpSecret = settingUp ? await setUpSecondFactorAtCreation(created.id, input) : undefined;
    if (!input.signIn) return data({ ...created, totpSecret }, { status: 201 });
    try {
      const { user, headers } = await signInThroughSecondFactor(input, request.headers);
      return data({ ...user, verified: true, totpSecret }, { status: created ? 201 : 200, headers });
    } catch (error) {
      const message = error instanceof Error ? error.message : "Sign-in failed";
      return data({ error: message }, { status: 400 });
    }
  });
}
