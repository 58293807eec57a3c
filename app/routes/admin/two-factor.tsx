import { data, redirect } from "react-router";
import type { Route } from "./+types/two-factor";
import { redirectWithToast } from "~/components/toast/toast.server";
import { AdminErrorView, adminMeta } from "~/features/admin/admin-error-view";
import { TwoFactorSetupScreen, type SetupActionResult } from "~/features/admin/two-factor/two-factor-setup-screen";
import { actorOf, requireStaffMemberOrNotFound } from "~/domains/accounts/staff/roles.server";
import { safeRedirectPath } from "~/domains/accounts/sign-in/safe-redirect";
import { beginTwoFactorSetup, confirmTwoFactorSetup, pendingTwoFactorSetup } from "~/domains/accounts/staff/staff-two-factor.server";
import { recordStaffAction } from "~/security/staff-audit.server";
import { codeSchemas } from "~/shared/staff/second-factor-codes";
import { staffLanding, TWO_FACTOR_SETUP_PATH } from "~/shared/staff/staff-access";

const privateHeaders = { "Cache-Control": "private, no-store" };

/**
 * Where staff without a second factor land before any admin page opens
 * (ADR 46): the password again, then a QR code, the key to type, ten backup
 * codes, and the first code from the app. Clients get 404; signed-out visitors sign in first.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaffMemberOrNotFound(request);
  const returnTo = safeRedirectPath(new URL(request.url).searchParams.get("redirect"));
  if (staff.twoFactorEnabled) throw redirect(returnTo ?? staffLanding[staff.role]);
  const pending = await pendingTwoFactorSetup(staff);
  return data({ email: staff.email, returnTo, pending }, { headers: privateHeaders });
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaffMemberOrNotFound(request);
  const form = await request.formData();
  const returnTo = safeRedirectPath(form.get("redirectTo"));
  const fail = (result: SetupActionResult, status = 400) => data(result, { status, headers: privateHeaders });

  if (form.get("intent") === "begin") {
    const password = String(form.get("password") ?? "");
    if (!password || password.length > 128) return fail({ step: "begin", message: "Please type your password." });
    const begun = await beginTwoFactorSetup(request, password);
    if (!begun.ok) return fail({ step: "begin", message: begun.message });
    // The page itself shows the waiting set-up, so a reload or a wrong code keeps the QR code in view.
    throw redirect(`${TWO_FACTOR_SETUP_PATH}${returnTo ? `?redirect=${encodeURIComponent(returnTo)}` : ""}`, { headers: privateHeaders });
  }

  const typed = String(form.get("code") ?? "").slice(0, 20);
  const code = codeSchemas.app.safeParse(typed);
  if (!code.success) return fail({ step: "confirm", message: code.error.issues[0]?.message ?? "Please type the code.", code: typed });
  const confirmed = await confirmTwoFactorSetup(request, code.data);
  if (!confirmed.ok) return fail({ step: "confirm", message: confirmed.message, code: typed }, confirmed.status);
  await recordStaffAction({ actor: actorOf(staff), action: "staff.two-factor-set-up", target: { type: "staff-account", id: staff.id } });
  confirmed.headers.set("Cache-Control", "private, no-store");
  return redirectWithToast(
    returnTo ?? staffLanding[staff.role],
    { type: "success", title: "Two-step sign-in is on", description: "From now on you sign in with your password and a code from the app." },
    { headers: confirmed.headers },
  );
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ error }) => adminMeta("Set Up Two-Step Sign-In", error);

export default function AdminTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  return <TwoFactorSetupScreen {...loaderData} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
