import { data, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/report";
import { redirectWithToast } from "~/components/toast/toast.server";
import { AdminErrorView, adminMeta } from "~/features/admin/admin-error-view";
import { AdminNav } from "~/features/admin/admin-nav";
import { ReportReviewScreen } from "~/features/admin/report-review/review-screen";
import { handleReviewAction } from "~/features/admin/report-review/review-actions.server";
import { loadReportReview } from "~/features/admin/report-review/review.server";
import type { ReviewActionResult } from "~/features/admin/report-review/review-view";
import { actorOf, requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { loadAdminNavCounts } from "~/domains/backoffice/dashboard.server";

const privateHeaders = { "Cache-Control": "private, no-store" };

/** Every load shows the client's answers, and is recorded as an opening of the submission by this member of staff. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaffOrNotFound(request, "reports");
  const review = await loadReportReview(params.reportId, actorOf(staff));
  if (!review) throw new Response("Not Found", { status: 404 });
  return data({ review, nav: await loadAdminNavCounts() }, { headers: privateHeaders });
}

/**
 * Edit, re-draft, approve or send back. Anyone but staff gets the page's
 * 404 and nothing is read or written. A refusal answers its message with
 * the reviewer's text; a success goes back to the page (or, once the report
 * has left review, to the queue) with a toast.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaffOrNotFound(request, "reports");
  const outcome = await handleReviewAction(params.reportId, await request.formData(), actorOf(staff));
  if (!outcome) throw new Response("Not Found", { status: 404 });
  if (outcome.ok) {
    // Back to the section just changed, so the reviewer reads the new version where they left off.
    const next = outcome.next.queue ? "/admin/reports" : `/admin/reports/${encodeURIComponent(params.reportId)}#section-${outcome.next.sectionId}`;
    return redirectWithToast(next, { ...outcome.toast, type: "success" }, { headers: privateHeaders });
  }
  const { status, ...result } = outcome;
  return data<ReviewActionResult>(result, { status, headers: privateHeaders });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

// Only this page's own forms reload it: any other revalidation (the chat widget's) would record an opening nobody made.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formAction, defaultShouldRevalidate }) => {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  // Report ids hold a colon, which one side may carry percent-encoded ("%3A") and the other not.
  const samePage = formAction !== undefined && decodeURIComponent(new URL(formAction, currentUrl).pathname) === decodeURIComponent(currentUrl.pathname);
  return samePage ? defaultShouldRevalidate : false;
};

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  adminMeta(loaderData ? `Review: ${loaderData.review.report.kindLabel}` : "Report review", error);

export default function AdminReport({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminNav counts={loaderData.nav} />
      <ReportReviewScreen review={loaderData.review} result={actionData} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
