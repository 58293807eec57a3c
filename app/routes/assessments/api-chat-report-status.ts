import { data } from "react-router";
import type { Route } from "./+types/api-chat-report-status";
import { getAccountOverview } from "~/domains/accounts/profile/account-overview.server";
import { getCurrentUser } from "~/domains/accounts/current-user.server";
import type { ChatReportStatus } from "~/domains/messaging/chat-replies";
import { loadClientTimeZone } from "~/domains/backoffice/staff-time-zone.server";
import { formatMomentIn } from "~/shared/dates";
import { reportTitle } from "~/shared/report-kinds";

const privateHeaders = { "Cache-Control": "private, no-store" };

/**
 * GET /api/chat/report-status: the signed-in client's own reports, for the
 * chat's "where is my report" (states and due times only; nothing written).
 * Signed out: 401, and the chat gives its general answer.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ signedIn: false as const, reports: [] as ChatReportStatus[] }, { status: 401, headers: privateHeaders });
  const [{ reports }, zone] = await Promise.all([getAccountOverview(user.id), loadClientTimeZone(request)]);
  const statuses: ChatReportStatus[] = reports.map((report) => ({
    title: reportTitle(report.kind, report.formType),
    state: report.state,
    // In her own zone, named (ADR 0072): the chat says it as written.
    due: report.dueAt ? formatMomentIn(report.dueAt, "long", zone) : null,
    late: report.late,
  }));
  return data({ signedIn: true as const, reports: statuses }, { headers: privateHeaders });
}
