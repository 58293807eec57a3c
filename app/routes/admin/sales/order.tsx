import { data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/order";
import type { loader as rootLoader } from "~/root";
import { redirectWithToast } from "~/components/toast/toast.server";
import { AdminErrorView, adminMeta } from "~/features/admin/admin-error-view";
import { AdminNav } from "~/features/admin/admin-nav";
import { loadOrderPage } from "~/features/admin/orders/orders-page.server";
import { OrderScreen } from "~/features/admin/orders/order-screen";
import { resendReceipt } from "~/features/admin/orders/resend-receipt.server";
import { actorOf, requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { loadAdminNavCounts } from "~/domains/backoffice/dashboard.server";
import { refundOrder } from "~/domains/checkout/refund-order.server";

const privateHeaders = { "Cache-Control": "private, no-store" };

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaffOrNotFound(request, "orders");
  const [order, nav] = await Promise.all([loadOrderPage(params.orderId), loadAdminNavCounts()]);
  if (!order) throw new Response("Not Found", { status: 404 });
  return data({ order, nav }, { headers: privateHeaders });
}

/** "Resend the receipt" or "Refund": anyone but an admin gets the page's 404 and nothing is sent or given back. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireStaffOrNotFound(request, "orders");
  const form = await request.formData();
  const here = `/admin/orders/${encodeURIComponent(params.orderId)}`;
  if (form.get("intent") === "refund") {
    if (form.get("confirm") !== "yes") {
      return data({ ok: false as const, intent: "refund" as const, message: "Tick the box to confirm the refund." }, { status: 400, headers: privateHeaders });
    }
    const refunded = await refundOrder(params.orderId, actorOf(admin));
    if (refunded.outcome === "not-found") throw new Response("Not Found", { status: 404 });
    if (refunded.outcome === "not-refundable") {
      const message = refunded.status === "refunded" ? "This order has already been refunded." : "Only a paid order can be refunded.";
      return data({ ok: false as const, intent: "refund" as const, message }, { status: 409, headers: privateHeaders });
    }
    return redirectWithToast(
      here,
      { type: "success", title: "Order refunded", description: "The money is on its way back to the card, and what the order opened is closed." },
      { headers: privateHeaders },
    );
  }
  if (form.get("intent") !== "resend-receipt") throw new Response("Bad Request", { status: 400 });
  const outcome = await resendReceipt(params.orderId, actorOf(admin));
  if (!outcome) throw new Response("Not Found", { status: 404 });
  if (!outcome.ok) return data({ ok: false as const, message: outcome.message }, { status: outcome.status, headers: privateHeaders });
  return redirectWithToast(
    here,
    { type: "success", title: "Receipt sent again", description: `A new copy is on its way to ${outcome.to}.` },
    { headers: privateHeaders },
  );
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ loaderData, error }) => adminMeta(loaderData ? `Order ${loaderData.order.id}` : "Order", error);

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const toast = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  const notice = toast ? [toast.title, toast.description].filter(Boolean).join(". ") : null;
  return (
    <>
      <AdminNav counts={loaderData.nav} />
      <OrderScreen order={loaderData.order} result={actionData} notice={notice} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
