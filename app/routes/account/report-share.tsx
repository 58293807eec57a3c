import { data, Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/report-share";
import type { loader as rootLoader } from "~/root";
import { AccountSection } from "~/features/account/account-section";
import { handleShareAction, shareLinkViews } from "~/features/account/share-report-actions.server";
import { ShareReportForm } from "~/features/account/share-report-form";
import { ShareReportLinks } from "~/features/account/share-report-links";
import { requireUser } from "~/domains/accounts/staff/roles.server";
import { loadClientTimeZone } from "~/domains/backoffice/staff-time-zone.server";
import { findDeliveredReport } from "~/domains/reports/client/client-reports.server";
import { reportTitle } from "~/shared/report-kinds";

const privateHeaders = { "Cache-Control": "private, no-store" };

/**
 * /account/reports/:reportId/share: the client shares a delivered report of
 * theirs with a clinician and manages the links. Someone else's report, or
 * one not delivered, is a 404 like any unknown address.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const report = await findDeliveredReport(user.id, params.reportId);
  if (!report) throw new Response("Not Found", { status: 404 });
  return data({ title: reportTitle(report.kind, report.formType), links: await shareLinkViews(user.id, report.id, await loadClientTimeZone(request)) }, { headers: privateHeaders });
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  return handleShareAction(user, params.reportId, await request.formData(), await loadClientTimeZone(request));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = () => [{ title: "Share a report with a clinician | Catharsis" }, { name: "robots", content: "noindex" }];

export default function AccountReportShare({ loaderData, actionData }: Route.ComponentProps) {
  const pendingToast = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-12 sm:px-6">
      <header>
        <p>
          <Link to="/account#reports" className="font-semibold text-accent-strong underline">
            Back to your reports
          </Link>
        </p>
        <h1 className="mt-4 font-serif text-3xl text-ink sm:text-4xl">Share with a clinician</h1>
        <p className="mt-3 text-lg text-muted">
          Your {loaderData.title}. Make a link for a therapist, counselor or doctor: they can download the report
          without an account until the link expires or you revoke it, and you can see each time it is opened.
        </p>
        {pendingToast ? (
          // The toast shows this too; without JavaScript, this is where it is read.
          <p className="mt-4 rounded-md border-l-4 border-accent-strong bg-accent-soft px-4 py-3">
            <strong>{pendingToast.title}</strong>
            {pendingToast.description ? ` ${pendingToast.description}` : null}
          </p>
        ) : null}
      </header>

      <AccountSection id="new-link" title="Make a link">
        <ShareReportForm result={actionData} />
      </AccountSection>

      <AccountSection id="links" title="Your links">
        <ShareReportLinks links={loaderData.links} result={actionData} />
      </AccountSection>
    </div>
  );
}
