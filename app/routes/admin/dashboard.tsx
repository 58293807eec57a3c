import { data, redirect } from "react-router";
import type { Route } from "./+types/dashboard";
import { AdminErrorView, adminMeta } from "~/features/admin/admin-error-view";
import { AdminNav } from "~/features/admin/admin-nav";
import { DashboardScreen } from "~/features/admin/dashboard/dashboard-screen";
import { getCurrentUser } from "~/domains/accounts/current-user.server";
import { requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { loadAdminNavCounts, loadDashboardFigures } from "~/domains/backoffice/dashboard.server";
import { loadStaffClock } from "~/domains/backoffice/staff-time-zone.server";
import { staffLanding } from "~/shared/staff/staff-access";

const privateHeaders = { "Cache-Control": "private, no-store" };

/** The figures are money: a reviewer is sent on to the report queue (ADR 43); anyone else but an admin gets 404. */
export async function loader({ request }: Route.LoaderArgs) {
  if ((await getCurrentUser(request))?.role === "reviewer") throw redirect(staffLanding.reviewer);
  await requireStaffOrNotFound(request, "dashboard");
  const now = new Date();
  const clock = await loadStaffClock();
  const [figures, nav] = await Promise.all([loadDashboardFigures(now, clock.zone), loadAdminNavCounts()]);
  const generated = { iso: now.toISOString(), at: clock.short(now), zone: clock.zone };
  return data({ figures, nav, generated }, { headers: privateHeaders });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ error }) => adminMeta("Dashboard", error);

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminNav counts={loaderData.nav} />
      <DashboardScreen figures={loaderData.figures} generated={loaderData.generated} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
