import type { Route } from "./+types/report-download";
import { getCurrentUser } from "~/domains/accounts/current-user.server";
import { downloadOwnReport } from "~/domains/reports/client/report-downloads.server";
import { reportPdfResponse } from "~/domains/reports/client/pdf-response.server";

/**
 * GET /account/reports/:reportId/pdf: the client's own delivered report.
 * Anyone else, signed out included, gets the same 404 as a report that does
 * not exist, so the address reveals nothing. Every download is logged.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  const pdf = user ? await downloadOwnReport(user, params.reportId) : null;
  if (!pdf) throw new Response("Not Found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return reportPdfResponse(pdf);
}
