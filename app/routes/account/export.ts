import type { Route } from "./+types/export";
import { exportUserData } from "~/domains/accounts/profile/export-user-data.server";
import { requireUser } from "~/domains/accounts/staff/roles.server";
import { loadClientTimeZone } from "~/domains/backoffice/staff-time-zone.server";
import { openAnswersForExport } from "~/domains/assessments/submissions/open-for-export.server";
import { dayIn } from "~/shared/dates";

/** GET /account/export: everything we hold about the signed-in user, as a JSON download. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const now = new Date();
  // The person's own questionnaire answers are part of what we hold about them, so they are decrypted here.
  const exported = await exportUserData(user.id, now, openAnswersForExport);
  if (!exported) throw new Response("Not Found", { status: 404 });
  // The file is named by the day it is where she is (ADR 0072), not the UTC day.
  const day = dayIn(now, await loadClientTimeZone(request));
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="catharsis-my-data-${day}.json"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
