import { data } from "react-router";
import { z } from "zod";
import { fixtureInput, fixtureNotFound } from "~/config/test-fixtures.server";
import { failDraftsInReviewFor } from "~/domains/reports/lane/draft-failure-fixture.server";
import { emailAddressSchema, INVALID_EMAIL_MESSAGE } from "~/shared/email-address";
import type { Route } from "./+types/fixtures-draft-failures";

const fixtureSchema = z.object({ email: emailAddressSchema(INVALID_EMAIL_MESSAGE), reason: z.string().trim().min(1).max(300) });

export function loader() {
  fixtureNotFound();
}

/**
 * POST /dev/fixtures/draft-failures {email, reason}: end-to-end tests have no model server, so
 * this records a failed draft on this one client's reports in review (other tests share the server).
 */
export async function action({ request }: Route.ActionArgs) {
  const input = await fixtureInput(request, fixtureSchema);
  const failed = await failDraftsInReviewFor(input.email, input.reason);
  if (failed === null) return data({ error: "No submission has this address." }, { status: 404 });
  return data({ failed });
}
