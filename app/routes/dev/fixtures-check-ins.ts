import { data } from "react-router";
import { z } from "zod";
import { fixtureInput, fixtureNotFound } from "~/config/test-fixtures.server";
import { accountIdForAddress } from "~/domains/accounts/profile/row-ownership.server";
import { inviteDueCheckIns } from "~/domains/assessments/check-ins/invite-due-check-ins.server";
import { emailAddressSchema, INVALID_EMAIL_MESSAGE } from "~/shared/email-address";
import type { Route } from "./+types/fixtures-check-ins";

const DAY_MS = 24 * 60 * 60 * 1000;
const fixtureSchema = z.object({ email: emailAddressSchema(INVALID_EMAIL_MESSAGE), daysLater: z.number().min(0).max(120) });

export function loader() {
  fixtureNotFound();
}

/**
 * POST /dev/fixtures/check-ins {email, daysLater}: end-to-end tests run the hourly check-in job as
 * it would run `daysLater` days from now (a test clock, ADR 0069), for this one client only.
 */
export async function action({ request }: Route.ActionArgs) {
  const input = await fixtureInput(request, fixtureSchema);
  const userId = await accountIdForAddress(input.email);
  if (!userId) return data({ error: "No verified account has this address." }, { status: 404 });
  return data(await inviteDueCheckIns(new Date(Date.now() + input.daysLater * DAY_MS), userId));
}
