import { data } from "react-router";
import type { Route } from "./+types/clients";
import { AdminErrorView, adminMeta } from "~/features/admin/admin-error-view";
import { AdminNav } from "~/features/admin/admin-nav";
import { loadClientsList } from "~/features/admin/clients/client-page.server";
import { ClientsScreen } from "~/features/admin/clients/clients-screen";
import { requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { loadAdminNavCounts } from "~/domains/backoffice/dashboard.server";

const privateHeaders = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffOrNotFound(request, "clients");
  const [list, nav] = await Promise.all([loadClientsList(new URL(request.url)), loadAdminNavCounts()]);
  return data({ list, nav }, { headers: privateHeaders });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ error }) => adminMeta("Clients", error);

export default function AdminClients({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminNav counts={loaderData.nav} />
      <ClientsScreen list={loaderData.list} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
