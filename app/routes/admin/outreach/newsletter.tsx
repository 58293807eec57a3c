import { data } from "react-router";
import type { Route } from "./+types/newsletter";
import { AdminErrorView, adminMeta } from "~/features/admin/admin-error-view";
import { AdminNav } from "~/features/admin/admin-nav";
import { NewsletterScreen } from "~/features/admin/newsletter/newsletter-screen";
import { requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { loadAdminNavCounts } from "~/domains/backoffice/dashboard.server";
import { isSubscriberStatus } from "~/domains/messaging/newsletter/newsletter-issues";
import { listSubscribers, type SubscriberFilter } from "~/domains/messaging/newsletter/newsletter-issues-audience.server";
import { listNewsletterIssues } from "~/domains/messaging/newsletter/newsletter-issues.server";
import { loadStaffClock } from "~/domains/backoffice/staff-time-zone.server";
import type { StaffClock } from "~/shared/staff/staff-time-zone";

const privateHeaders = { "Cache-Control": "private, no-store" };
const momentIn = (clock: StaffClock) => (date: Date | null) => (date ? { text: clock.short(date), iso: date.toISOString() } : null);

/** `?status=` and `?page=` are read leniently: anything else is the first page of everyone. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffOrNotFound(request, "newsletter");
  const params = new URL(request.url).searchParams;
  const asked = params.get("status");
  const filter: SubscriberFilter = isSubscriberStatus(asked) ? asked : "all";
  const page = Math.min(Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1), 10_000);
  const [list, issues, nav, clock] = await Promise.all([listSubscribers(filter, page), listNewsletterIssues(), loadAdminNavCounts(), loadStaffClock()]);
  const moment = momentIn(clock);
  return data(
    {
      subscribers: {
        filter,
        page: list.page,
        pageCount: list.pageCount,
        counts: list.counts,
        rows: list.rows.map((row) => ({
          id: row.id,
          email: row.email,
          status: row.status,
          signedUp: moment(row.createdAt) ?? { text: "", iso: "" },
          confirmed: moment(row.confirmedAt),
          unsubscribed: moment(row.unsubscribedAt),
        })),
      },
      issues: issues.map((issue) => ({
        id: issue.id,
        subject: issue.subject,
        status: issue.status,
        updated: moment(issue.updatedAt) ?? { text: "", iso: "" },
        sent: moment(issue.sentAt),
        recipients: issue.recipientCount,
      })),
      confirmed: list.counts.confirmed,
      nav,
    },
    { headers: privateHeaders },
  );
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ error }) => adminMeta("Newsletter", error);

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminNav counts={loaderData.nav} />
      <NewsletterScreen issues={loaderData.issues} subscribers={loaderData.subscribers} confirmed={loaderData.confirmed} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
