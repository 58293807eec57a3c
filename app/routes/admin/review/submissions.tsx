import { data } from "react-router";
import type { Route } from "./+types/submissions";
import { Pager } from "~/components/ui/pager";
import { AdminErrorView, adminMeta } from "~/features/admin/admin-error-view";
import { AdminNav } from "~/features/admin/admin-nav";
import { SubmissionsTable } from "~/features/admin/submissions/submissions-table";
import { requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { loadAdminNavCounts } from "~/domains/backoffice/dashboard.server";
import { listSubmissions } from "~/domains/assessments/submissions/list-submissions.server";
import { loadStaffClock } from "~/domains/backoffice/staff-time-zone.server";

const privateHeaders = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffOrNotFound(request, "submissions");
  const requested = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10);
  const [list, nav, clock] = await Promise.all([listSubmissions(Number.isFinite(requested) ? requested : 1), loadAdminNavCounts(), loadStaffClock()]);
  return data(
    {
      nav,
      page: list.page,
      pageCount: list.pageCount,
      total: list.total,
      rows: list.items.map((item) => ({
        id: item.id,
        formName: item.formName,
        email: item.email,
        submittedOn: clock.short(item.submittedAt),
        submittedIso: item.submittedAt.toISOString(),
        statusLabel: item.statusLabel,
        urgent: item.urgent,
        followedUp: item.followedUp,
        concerns: item.concerns,
        readFirst: item.readFirst,
        readFirstConcerns: item.readFirstConcerns,
      })),
    },
    { headers: privateHeaders },
  );
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ error }) => adminMeta("Submissions", error);

export default function AdminSubmissions({ loaderData }: Route.ComponentProps) {
  const { rows, page, pageCount, total, nav } = loaderData;
  const caption =
    pageCount > 1
      ? `Submissions needing attention first, then the newest: page ${page} of ${pageCount} (${total} in all).`
      : "Submissions needing attention first, then those to read first, then the newest.";
  return (
    <>
      <AdminNav counts={nav} />
      <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h1 className="font-serif text-3xl sm:text-4xl">Submissions</h1>
        <p className="mt-2 max-w-3xl text-muted">Questionnaires clients have sent. Opening one shows the answers and records that you opened it.</p>
        <div className="mt-8">
          {rows.length === 0 ? (
            <p className="rounded-lg border border-dashed border-line bg-surface p-5 text-muted">
              No submissions yet. When a client sends a questionnaire, it appears here.
            </p>
          ) : (
            <SubmissionsTable rows={rows} caption={caption} />
          )}
        </div>
        <Pager label="Pages of submissions" page={page} pageCount={pageCount} hrefFor={(to) => `?page=${to}`} />
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
