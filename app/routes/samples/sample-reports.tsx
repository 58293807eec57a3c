import type { Route } from "./+types/sample-reports";
import { BackLink } from "~/features/account/back-link";
import { SampleReportPreview } from "~/features/account/sample-report-preview";
import { logger } from "~/config/logger.server";
import { CallToAction, onDarkPrimary } from "~/components/content/call-to-action";
import { ButtonLink } from "~/components/ui/button";
import { getCurrentUser } from "~/domains/accounts/current-user.server";
import { findSitePage } from "~/domains/content/pages";
import { pageMeta } from "~/domains/content/page-meta";
import { sampleReports, type SampleReport } from "~/domains/reports/samples/sample-reports";
import { laneSamples } from "~/features/samples/sample-reports.server";
import { Link } from "react-router";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  // Every visitor sees each sample's first pages as pictures (issues 17 and 34); signed in, each also downloads.
  return { signedIn: Boolean(user), previews: await Promise.all(sampleReports.map(withEdition)) };
}

/** The edition goes into the pictures' addresses, so browsers may keep them until the sample changes. */
async function withEdition(report: SampleReport): Promise<{ report: SampleReport; edition?: string }> {
  try {
    return { report, edition: await laneSamples.edition(report.id) };
  } catch (error) {
    // The pictures are still served at their plain address; the page should not fail for want of a cache key.
    logger.error({ err: error, sample: report.id }, "sample edition unavailable");
    return { report };
  }
}

export default function SampleReportsPage({ loaderData }: Route.ComponentProps) {
  const heading = findSitePage("/sample-reports")?.heading;
  return (
    <>
      <section className="mx-auto max-w-5xl px-4 pt-8 pb-4 sm:px-6">
        <BackLink />
        <h1 className="mt-4 font-serif text-4xl text-ink">{heading}</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted">
          See exactly what you will receive before you choose. Each sample is a complete report, written for a
          fictional client from fictional answers.
        </p>
        {loaderData.signedIn ? null : <SignInPrompt />}
        <ul className="mt-10 flex flex-col gap-8">
          {loaderData.previews.map(({ report, edition }, index) => (
            <li key={report.id}>
              <SampleReportPreview report={report} edition={edition} first={index === 0} download={loaderData.signedIn} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-sm text-muted">
          Our reports support reflection; they are not a diagnosis or a crisis service. If you are in crisis, call or
          text 988, or text HOME to 741741.
        </p>
      </section>
      <CallToAction
        id="sample-reports-next"
        heading="Ready for your own report?"
        actions={
          <Link to="/pricing" className={onDarkPrimary}>
            View Pricing &amp; Get Started
          </Link>
        }
      >
        Your report is written from your own answers and arrives by e-mail within 24 hours.
      </CallToAction>
    </>
  );
}

function SignInPrompt() {
  return (
    <div className="mt-10 max-w-2xl rounded-2xl border border-line bg-surface p-6 sm:p-8">
      <h2 className="font-serif text-2xl text-ink">Create an account or sign in to view the samples</h2>
      <p className="mt-3 text-muted">
        Our four sample reports are free to read and download. A free account also keeps your orders, questionnaires
        and reports together in one place.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <ButtonLink to={`/auth?redirect=${encodeURIComponent("/sample-reports")}`}>Sign In or Create Account</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Return to Home
        </ButtonLink>
      </div>
    </div>
  );
}
