import { data } from "react-router";
import type { Route } from "./+types/messages";
import { AdminErrorView, adminMeta } from "~/features/admin/admin-error-view";
import { AdminNav } from "~/features/admin/admin-nav";
import { MessagesScreen } from "~/features/admin/messages/messages-screen";
import { requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { loadAdminNavCounts } from "~/domains/backoffice/dashboard.server";
import { isContactStatus } from "~/domains/messaging/contact/contact-inbox";
import { listContactMessages } from "~/domains/messaging/contact/contact-inbox.server";
import { loadStaffClock } from "~/domains/backoffice/staff-time-zone.server";

const privateHeaders = { "Cache-Control": "private, no-store" };

/** `?status=` and `?page=` are read leniently: anything else is the first page of new messages. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffOrNotFound(request, "messages");
  const params = new URL(request.url).searchParams;
  const asked = params.get("status");
  const status = isContactStatus(asked) ? asked : "new";
  const page = Math.min(Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1), 10_000);
  const [list, nav, clock] = await Promise.all([listContactMessages(status, page), loadAdminNavCounts(), loadStaffClock()]);
  const rows = list.rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    received: clock.short(row.createdAt),
    receivedIso: row.createdAt.toISOString(),
    replies: row.replies,
  }));
  return data({ inbox: { status, rows, page: list.page, pageCount: list.pageCount, counts: list.counts }, nav }, { headers: privateHeaders });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ error }) => adminMeta("Messages", error);

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminNav counts={loaderData.nav} />
      <MessagesScreen inbox={loaderData.inbox} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
