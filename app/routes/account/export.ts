import type { Route } from "./+types/export";
import { exportUserData } from "~/domains/accounts/profile/export-user-data.server";
import { requireUser } from "~/domains/accounts/staff/roles.server";
import { openAnswersForExport } from "~/domains/assessments/submissions/open-for-export.server";

/** GET /account/export: everything we hold about the signed-in user, as a JSON download. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const now = new Date();
  // The person's own questionnaire answers are part of what we hold about them, so they are decrypted here.
  const exported = await exportUserData(user.id, now, openAnswersForExport);
  if (!exported) throw new Response("Not Found", { status: 404 });
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="catharsis-my-data-${now.toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
