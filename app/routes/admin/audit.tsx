import { data } from "react-router";
import type { Route } from "./+types/audit";
import { AdminErrorView, adminMeta } from "~/features/admin/admin-error-view";
import { AdminNav } from "~/features/admin/admin-nav";
import { loadAuditPage } from "~/features/admin/audit/audit-page.server";
import { AuditScreen } from "~/features/admin/audit/audit-screen";
import { requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { loadAdminNavCounts } from "~/domains/backoffice/dashboard.server";

const privateHeaders = { "Cache-Control": "private, no-store" };

/** Admins only: a reviewer and a client get 404; a signed-out visitor signs in first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffOrNotFound(request, "audit");
  const [audit, nav] = await Promise.all([loadAuditPage(new URL(request.url)), loadAdminNavCounts()]);
  return data({ audit, nav }, { headers: privateHeaders });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ error }) => adminMeta("Audit log", error);

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminNav counts={loaderData.nav} />
      <AuditScreen audit={loaderData.audit} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
