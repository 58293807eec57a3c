import { data } from "react-router";
import type { Route } from "./+types/guidance";
import { redirectWithToast } from "~/components/toast/toast.server";
import { AdminErrorView, adminMeta } from "~/features/admin/admin-error-view";
import { AdminNav } from "~/features/admin/admin-nav";
import { loadGuidancePage, submitGuidanceReview } from "~/features/admin/guidance/guidance-page.server";
import { GuidanceScreen } from "~/features/admin/guidance/guidance-screen";
import { actorOf, requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { loadAdminNavCounts } from "~/domains/backoffice/dashboard.server";

const privateHeaders = { "Cache-Control": "private, no-store" };

/** The guidance library and its review (ADR 0071): admins only, like the site's content. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffOrNotFound(request, "content");
  const [view, nav] = await Promise.all([loadGuidancePage(new URL(request.url)), loadAdminNavCounts()]);
  return data({ view, nav }, { headers: privateHeaders });
}

/** "Mark reviewed": back to the same list with a toast; a refusal stays on the page with its message. */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaffOrNotFound(request, "content");
  const result = await submitGuidanceReview(await request.formData(), actorOf(staff));
  if (!result.ok) return data(result, { status: result.entryId ? 409 : 400, headers: privateHeaders });
  // Back to the list the form was on: only its own filters, whatever else the request's address carries.
  const from = new URL(request.url).searchParams;
  const kept = new URLSearchParams(["group", "state", "page"].flatMap((key) => (from.get(key) ? [[key, from.get(key)!]] : [])));
  const title = result.outcome === "reviewed" ? "Marked reviewed" : "Already reviewed";
  return redirectWithToast(`/admin/guidance${kept.size > 0 ? `?${kept.toString()}` : ""}`, { type: "success", title }, { headers: privateHeaders });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ error }) => adminMeta("Guidance library", error);

export default function AdminGuidance({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminNav counts={loaderData.nav} />
      <GuidanceScreen view={loaderData.view} result={actionData} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
