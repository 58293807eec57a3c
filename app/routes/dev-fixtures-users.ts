import { data } from "react-router";
import { z } from "zod";
import { getEnv } from "~/config/env.server";
import { testFixturesEnabled } from "~/config/test-fixtures.server";
import { withoutAuthLimits } from "~/domains/accounts/auth-limits.server";
import { getAuth } from "~/domains/accounts/auth.server";
import { createUserDirectly } from "~/domains/accounts/create-user.server";
import { emailAddressSchema, INVALID_EMAIL_MESSAGE } from "~/shared/email-address";
import { userRoles } from "~/shared/staff-access";
import type { Route } from "./+types/dev-fixtures-users";

const fixtureSchema = z.object({
  email: emailAddressSchema(INVALID_EMAIL_MESSAGE),
  password: z.string().min(1).max(128),
  verified: z.boolean().default(true),
  role: z.enum(userRoles).default("client"),
  /** Also sign in: the response sets the session cookie on the caller (a Playwright context). */
  signIn: z.boolean().default(false),
});

function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

export function loader() {
  notFound();
}

/**
 * POST /dev/fixtures/users {email, password, verified?, role?, signIn?}:
 * end-to-end tests make their users here instead of clicking through sign-up.
 * With `signIn` and an existing user, it only signs in.
 */
export async function action({ request }: Route.ActionArgs) {
  if (!testFixturesEnabled(getEnv())) notFound();
  const parsed = fixtureSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return data({ error: z.prettifyError(parsed.error) }, { status: 400 });
  const input = parsed.data;

  const created = await createUserDirectly(input);
  if (!created && !input.signIn) return data({ error: "A user with this e-mail already exists." }, { status: 409 });
  if (!input.signIn) return data(created, { status: 201 });

  return withoutAuthLimits(async () => {
    try {
      const { headers, response } = await getAuth().api.signInEmail({
        body: { email: input.email, password: input.password },
        headers: request.headers,
        returnHeaders: true,
      });
      return data(
        { id: response.user.id, email: response.user.email, role: response.user.role, verified: true },
        { status: created ? 201 : 200, headers },
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : "Sign-in failed";
      return data({ error: message }, { status: 400 });
    }
  });
}
