import { data } from "react-router";
import type { Route } from "./+types/admin-dashboard";
import { AdminErrorView, adminMeta } from "~/features/admin/admin-error-view";
import { AdminNav } from "~/features/admin/admin-nav";
import { DashboardScreen } from "~/features/admin/dashboard/dashboard-screen";
import { requireAdminOrNotFound } from "~/domains/accounts/roles.server";
import { loadAdminNavCounts, loadDashboardFigures } from "~/domains/backoffice/dashboard.server";

const privateHeaders = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminOrNotFound(request);
  const now = new Date();
  const [figures, nav] = await Promise.all([loadDashboardFigures(now), loadAdminNavCounts()]);
  return data({ figures, nav, generatedIso: now.toISOString() }, { headers: privateHeaders });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ error }) => adminMeta("Dashboard", error);

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminNav counts={loaderData.nav} />
      <DashboardScreen figures={loaderData.figures} generatedIso={loaderData.generatedIso} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
