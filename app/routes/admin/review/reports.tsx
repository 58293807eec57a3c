import { data } from "react-router";
import type { Route } from "./+types/reports";
import { AdminErrorView, adminMeta } from "~/features/admin/admin-error-view";
import { AdminNav } from "~/features/admin/admin-nav";
import { handleFailedDraftAction, loadReviewQueue } from "~/features/admin/report-review/queue.server";
import { ReportQueueTable } from "~/features/admin/report-review/queue-table";
import { redirectWithToast } from "~/components/toast/toast.server";
import { actorOf, requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { loadAdminNavCounts } from "~/domains/backoffice/dashboard.server";

const privateHeaders = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffOrNotFound(request, "reports");
  const [groups, nav] = await Promise.all([loadReviewQueue(), loadAdminNavCounts()]);
  return data({ groups, nav }, { headers: privateHeaders });
}

/** "Try again" or "Draft with the template" for a report whose draft failed; anyone but staff gets the page's 404. */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaffOrNotFound(request, "reports");
  const outcome = await handleFailedDraftAction(await request.formData(), actorOf(staff));
  if (outcome.ok) return redirectWithToast("/admin/reports", { ...outcome.toast, type: "success" }, { headers: privateHeaders });
  return data({ message: outcome.message }, { status: outcome.status, headers: privateHeaders });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ error }) => adminMeta("Reports", error);

export default function AdminReports({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, nav } = loaderData;
  return (
    <>
      <AdminNav counts={nav} />
      <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h1 className="font-serif text-3xl sm:text-4xl">Reports</h1>
        <p className="mt-2 max-w-3xl text-muted">
          Every report a client is still owed. Each is due 24 hours after the questionnaire was sent; a person reads and approves every one before it
          goes out.
        </p>
        {actionData ? (
          <p role="alert" className="mt-6 rounded-md border-l-4 border-red-800 bg-surface px-4 py-3">
            {actionData.message}
          </p>
        ) : null}
        <div className="mt-8">
          {groups.length === 0 ? (
            <p className="rounded-lg border border-dashed border-line bg-surface p-5 text-muted">
              No reports are waiting. When a client sends a questionnaire, the reports it owes appear here.
            </p>
          ) : (
            <ReportQueueTable groups={groups} caption="Reports still owed: flagged submissions first, then the nearest due time." />
          )}
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
