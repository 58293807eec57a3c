import { data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/client";
import type { loader as rootLoader } from "~/root";
import { redirectWithToast } from "~/components/toast/toast.server";
import { AdminErrorView, adminMeta } from "~/features/admin/admin-error-view";
import { AdminNav } from "~/features/admin/admin-nav";
import { grantAccessFromForm } from "~/features/admin/clients/grant-access.server";
import { loadClientView } from "~/features/admin/clients/client-page.server";
import { ClientScreen } from "~/features/admin/clients/client-screen";
import { resendVerificationEmail } from "~/domains/accounts/profile/resend-verification.server";
import { actorOf, requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { loadAdminNavCounts } from "~/domains/backoffice/dashboard.server";
import { recordStaffAction } from "~/security/staff-audit.server";

const privateHeaders = { "Cache-Control": "private, no-store" };

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaffOrNotFound(request, "clients");
  const [client, nav] = await Promise.all([loadClientView(params.userId), loadAdminNavCounts()]);
  if (!client) throw new Response("Not Found", { status: 404 });
  return data({ client, nav }, { headers: privateHeaders });
}

/** Grant access by hand, or send a new verification link; anyone but an admin gets the page's 404. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireStaffOrNotFound(request, "clients");
  const form = await request.formData();
  const here = `/admin/clients/${encodeURIComponent(params.userId)}`;
  const client = await loadClientView(params.userId);
  if (!client) throw new Response("Not Found", { status: 404 });
  if (form.get("intent") === "grant") {
    const result = await grantAccessFromForm(params.userId, form, actorOf(admin));
    if (!result) throw new Response("Not Found", { status: 404 });
    if (!result.ok) return data(result, { status: 400, headers: privateHeaders });
    const opened = result.forms === 1 ? "1 questionnaire is" : `${result.forms} questionnaires are`;
    return redirectWithToast(here, { type: "success", title: "Access granted", description: `${opened} open for ${client.email}.` }, { headers: privateHeaders });
  }
  if (form.get("intent") === "resend-verification") {
    if (!client.verified) {
      await resendVerificationEmail(client.email);
      await recordStaffAction({ actor: actorOf(admin), action: "verification.resent", target: { type: "client", id: params.userId } });
    }
    return redirectWithToast(here, { type: "success", title: "Verification link sent", description: `A new link is on its way to ${client.email}.` }, { headers: privateHeaders });
  }
  throw new Response("Bad Request", { status: 400 });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ loaderData, error }) => adminMeta(loaderData ? `Client ${loaderData.client.email}` : "Client", error);

export default function AdminClient({ loaderData, actionData }: Route.ComponentProps) {
  const toast = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  const notice = toast ? [toast.title, toast.description].filter(Boolean).join(". ") : null;
  return (
    <>
      <AdminNav counts={loaderData.nav} />
      <ClientScreen client={loaderData.client} result={actionData && !actionData.ok ? actionData : undefined} notice={notice} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
