import { data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/account";
import type { loader as rootLoader } from "~/root";
import { AccountSection } from "~/features/account/account-section";
import type { AccountActionResult, AccountIntent, OrderView } from "~/features/account/account-view";
import { AssessmentsList } from "~/features/account/assessments-list";
import { OrdersList } from "~/features/account/orders-list";
import { ProgressCharts, toProgressView } from "~/features/account/progress-charts";
import { ProfileSettings } from "~/features/account/profile-settings";
import { ReportsList } from "~/features/account/reports-list";
import { YourData } from "~/features/account/your-data";
import { redirectWithToast } from "~/components/toast/toast.server";
import { getAccountOverview } from "~/domains/accounts/profile/account-overview.server";
import { loadCheckInProgress } from "~/domains/assessments/check-ins/check-in-progress.server";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  fieldErrors,
} from "~/domains/accounts/profile/account-settings-schema.server";
import { changeEmail } from "~/domains/accounts/profile/change-email.server";
import { changePassword } from "~/domains/accounts/passwords/change-password.server";
import { confirmPassword } from "~/domains/accounts/passwords/confirm-password.server";
import { deleteAccount } from "~/domains/accounts/profile/delete-account.server";
import { requireUser } from "~/domains/accounts/staff/roles.server";
import { signOut } from "~/domains/accounts/sign-in/sign-out.server";
import { signOutEverywhere } from "~/domains/accounts/sign-in/sign-out-everywhere.server";
import { findSitePage } from "~/domains/content/pages";
import { pageMeta } from "~/domains/content/page-meta";
import { logger } from "~/config/logger.server";
import { productLabel } from "~/shared/categories";
import { formatLongDate } from "~/shared/dates";
import { EMAIL_MAX_LENGTH } from "~/shared/email-address";
import { CrisisSupport } from "~/components/content/crisis-support";
import { ClientZone } from "~/components/content/local-time";
import { loadClientTimeZone } from "~/domains/backoffice/staff-time-zone.server";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [overview, zone] = await Promise.all([getAccountOverview(user.id), loadClientTimeZone(request)]);
  const progress = toProgressView(await loadCheckInProgress(user.id), zone);
  const orders: OrderView[] = overview.orders.map((order) => ({
    id: order.id,
    date: formatLongDate(order.createdAt, zone),
    isoDate: order.createdAt.toISOString(),
    status: order.status,
    amountCents: order.amountCents,
    items: order.lines.map((line) => `${productLabel(line.productName, line.category)}${line.quantity > 1 ? ` × ${line.quantity}` : ""}`),
  }));
  return data(
    { email: user.email, zone, orders, assessments: overview.assessments, reports: overview.reports, crisisSupportOpen: overview.crisisSupportOpen, progress },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const intents: AccountIntent[] = ["change-email", "change-password", "sign-out-everywhere", "delete-account"];

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const intent = intents.find((candidate) => candidate === form.get("intent"));
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const fail = (result: Omit<AccountActionResult, "ok">, status = 400) => data<AccountActionResult>({ ...result, ok: false }, { status });
  if (!intent) return fail({ intent: "change-email", message: "Please try again." });

  switch (intent) {
    case "change-email": {
      const values = { newEmail: (field("newEmail") ?? "").slice(0, EMAIL_MAX_LENGTH) };
      const parsed = changeEmailSchema.safeParse({ newEmail: field("newEmail"), currentPassword: field("currentPassword") });
      if (!parsed.success) return fail({ intent, errors: fieldErrors(parsed.error), values });
      const outcome = await changeEmail(request, user, parsed.data);
      if (!outcome.ok) return fail({ intent, errors: outcome.errors, values });
      logger.info({ userId: user.id }, "e-mail change requested");
      return data<AccountActionResult>({
        intent,
        ok: true,
        message: `We have sent a link to ${parsed.data.newEmail}. Your e-mail address changes when you follow it.`,
      });
    }
    case "change-password": {
      const parsed = changePasswordSchema.safeParse({
        currentPassword: field("currentPassword"),
        newPassword: field("newPassword"),
        confirmPassword: field("confirmPassword"),
      });
      if (!parsed.success) return fail({ intent, errors: fieldErrors(parsed.error) });
      const outcome = await changePassword(request, user.id, parsed.data);
      if (!outcome.ok) return fail({ intent, errors: outcome.errors });
      logger.info({ userId: user.id }, "password changed, other sessions ended");
      return redirectWithToast(
        "/account",
        { title: "Password changed", description: "You have been signed out on your other devices." },
        { headers: outcome.headers },
      );
    }
    case "sign-out-everywhere": {
      const headers = await signOutEverywhere(request);
      logger.info({ userId: user.id }, "signed out everywhere");
      return redirectWithToast(
        "/",
        { title: "Signed out everywhere", description: "You have been signed out on all your devices." },
        { headers },
      );
    }
    case "delete-account": {
      const parsed = deleteAccountSchema.safeParse({ currentPassword: field("currentPassword"), understood: field("understood") });
      if (!parsed.success) return fail({ intent, errors: fieldErrors(parsed.error) });
      const password = await confirmPassword(request, user.id, parsed.data.currentPassword);
      if (!password.ok) return fail({ intent, errors: { currentPassword: password.message } });
      await deleteAccount(user.id);
      logger.info({ userId: user.id }, "account deleted");
      // The session row is gone with the account; this clears the browser's cookie.
      const headers = await signOut(request);
      return redirectWithToast(
        "/",
        { title: "Your account has been deleted", description: "We have removed your personal data. Thank you for trusting us." },
        { headers },
      );
    }
  }
}

/** Times on the page are the client's own, starting from the zone the loader read (ADR 0072). */
export default function AccountPage(props: Route.ComponentProps) {
  return (
    <ClientZone zone={props.loaderData.zone}>
      <AccountContents {...props} />
    </ClientZone>
  );
}

function AccountContents({ loaderData, actionData }: Route.ComponentProps) {
  const heading = findSitePage("/account")?.heading;
  const pendingToast = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  const contents = [
    ["orders", "Orders"],
    ["questionnaires", "Questionnaires"],
    ["reports", "Reports"],
    ...(loaderData.progress.length > 0 ? ([["progress", "Over time"]] as const) : []),
    ["profile", "Profile"],
    ["your-data", "Your data"],
  ] as const;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-12 sm:px-6">
      <header>
        <h1 className="font-serif text-3xl text-ink sm:text-4xl">{heading}</h1>
        <p className="mt-3 text-lg text-muted">
          Your orders, questionnaires and reports in one place, and everything about your account and your data.
        </p>
        {pendingToast ? (
          // The toast shows this too; without JavaScript, this is where it is read.
          <p className="mt-4 rounded-md border-l-4 border-accent-strong bg-accent-soft px-4 py-3">
            <strong>{pendingToast.title}</strong>
            {pendingToast.description ? ` ${pendingToast.description}` : null}
          </p>
        ) : null}
        <nav aria-label="On this page" className="mt-6">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {contents.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`} className="font-semibold text-accent-strong underline">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      {loaderData.crisisSupportOpen ? (
        // Until a person has followed up the answers that worried us, help stays in sight here.
        <CrisisSupport heading="Support is here now" />
      ) : null}

      <AccountSection id="orders" title="Orders">
        <OrdersList orders={loaderData.orders} />
      </AccountSection>

      <AccountSection id="questionnaires" title="Questionnaires" intro="The questions you answer for your reports: each report is written from your answers.">
        <AssessmentsList assessments={loaderData.assessments} />
      </AccountSection>

      <AccountSection
        id="reports"
        title="Reports"
        intro="Each report you have bought, and where it has got to. Reports support reflection; they are not a diagnosis or a crisis service. If you are in crisis, call or text 988, or text HOME to 741741."
      >
        <ReportsList reports={loaderData.reports} />
      </AccountSection>

      {loaderData.progress.length > 0 ? (
        <AccountSection
          id="progress"
          title="Over time"
          intro="Your scores from the questionnaire behind your report and from each check-in since. Each sentence says whether a change is larger than what the scale treats as ordinary ups and downs. This is not a diagnosis."
        >
          <ProgressCharts scales={loaderData.progress} />
        </AccountSection>
      ) : null}

      <AccountSection id="profile" title="Profile">
        <ProfileSettings email={loaderData.email} actionData={actionData} />
      </AccountSection>

      <AccountSection id="your-data" title="Your data">
        <YourData actionData={actionData} />
      </AccountSection>
    </div>
  );
}
