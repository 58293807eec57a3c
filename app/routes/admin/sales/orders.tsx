import { data } from "react-router";
import type { Route } from "./+types/orders";
import { AdminErrorView, adminMeta } from "~/features/admin/admin-error-view";
import { AdminNav } from "~/features/admin/admin-nav";
import { loadOrdersPage } from "~/features/admin/orders/orders-page.server";
import { OrdersScreen } from "~/features/admin/orders/orders-screen";
import { requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { loadAdminNavCounts } from "~/domains/backoffice/dashboard.server";

const privateHeaders = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffOrNotFound(request, "orders");
  const [list, nav] = await Promise.all([loadOrdersPage(new URL(request.url)), loadAdminNavCounts()]);
  return data({ list, nav }, { headers: privateHeaders });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ error }) => adminMeta("Orders", error);

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminNav counts={loaderData.nav} />
      <OrdersScreen list={loaderData.list} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
