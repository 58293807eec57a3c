import { data } from "react-router";
import type { Route } from "./+types/shared-report";
import { SharedReportPage, type SharedReportView } from "~/features/account/share-report-clinician-view";
import { toProgressView } from "~/features/account/progress-charts";
import { loadSharedReportProgress } from "~/domains/assessments/check-ins/check-in-progress.server";
import { lookUpShareLink, recordSharePageOpened } from "~/domains/reports/client/shared-report.server";
import { clientAddressOf } from "~/security/client-address.server";
import { loadStaffTimeZone } from "~/domains/backoffice/staff-time-zone.server";
import { formatNamedDay, zoneWords } from "~/shared/dates";
import { reportKindLabels } from "~/shared/report-kinds";

// The token is in the address: no caching, no referrer, no index.
const privateHeaders = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" };

/**
 * GET /shared/:token: the page a clinician opens from the client's link, no
 * account needed. Unknown, expired and revoked links get the same kind 404;
 * too many wrong tokens from one address get 429.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const lookup = await lookUpShareLink(params.token, clientAddressOf(request));
  if (lookup.status === "too-many-attempts") {
    const page: SharedReportView = { view: "too-many-attempts", retryAfterMinutes: Math.ceil(lookup.retryAfterSeconds / 60) };
    return data(page, { status: 429, headers: { ...privateHeaders, "Retry-After": String(lookup.retryAfterSeconds) } });
  }
  if (lookup.status === "unavailable") return data<SharedReportView>({ view: "unavailable" }, { status: 404, headers: privateHeaders });
  const { report } = lookup;
  await recordSharePageOpened(report);
  // The reader is a clinician, whose zone we are never told: the provider's, named (ADR 0072).
  const zone = await loadStaffTimeZone();
  const page: SharedReportView = {
    view: "found",
    kindLabel: reportKindLabels[report.kind],
    sharedBy: report.sharedBy,
    clinicianName: report.clinicianName,
    expiresOn: formatNamedDay(report.expiresAt, zone),
    downloadUrl: `/shared/${encodeURIComponent(params.token)}/pdf`,
    // Sharing the report shares the check-ins that followed it (ADR 0069): scores only, never their words.
    progress: toProgressView(await loadSharedReportProgress(report.reportId), zone),
    daysIn: zoneWords(zone),
  };
  return data(page, { headers: privateHeaders });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = () => [{ title: "A report shared with you | Catharsis" }, { name: "robots", content: "noindex" }];

export default function SharedReport({ loaderData }: Route.ComponentProps) {
  return <SharedReportPage page={loaderData} />;
}
