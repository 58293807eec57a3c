import { data } from "react-router";
import { z } from "zod";
import { getEnv } from "~/config/env.server";
import { testFixturesEnabled } from "~/config/test-fixtures.server";
import { accountIdForAddress } from "~/domains/accounts/row-ownership.server";
import { sendQuestionnaireReminders } from "~/domains/messaging/reminders.server";
import { emailAddressSchema, INVALID_EMAIL_MESSAGE } from "~/shared/email-address";
import type { Route } from "./+types/dev-fixtures-reminders";

const DAY_MS = 24 * 60 * 60 * 1000;
const fixtureSchema = z.object({ email: emailAddressSchema(INVALID_EMAIL_MESSAGE), daysLater: z.number().min(0).max(30) });

function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

export function loader() {
  notFound();
}

/**
 * POST /dev/fixtures/reminders {email, daysLater}: end-to-end tests run the hourly reminder job as
 * it would run `daysLater` days from now, for this one client only (other tests share the server).
 */
export async function action({ request }: Route.ActionArgs) {
  if (!testFixturesEnabled(getEnv())) notFound();
  const parsed = fixtureSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return data({ error: z.prettifyError(parsed.error) }, { status: 400 });
  const userId = await accountIdForAddress(parsed.data.email);
  if (!userId) return data({ error: "No verified account has this address." }, { status: 404 });
  await sendQuestionnaireReminders(new Date(Date.now() + parsed.data.daysLater * DAY_MS), userId);
  return data({ ran: true });
}
