import { buttonClasses } from "~/components/ui/button";
import { ProgressCharts, type ScaleProgressView } from "./progress-charts";

/** What the clinician's page (/shared/:token) shows: the report named and who shared it, or why not. */
export type SharedReportView =
  | {
      view: "found";
      kindLabel: string;
      sharedBy: string;
      clinicianName: string;
      expiresOn: string;
      downloadUrl: string;
      /** The check-ins since the report (ADR 0069), scale by scale; empty until one is answered. */
      progress?: ScaleProgressView[];
      /** The zone the progress dates are days in, in words ("New York time"): the provider's (ADR 0072). */
      daysIn?: string;
    }
  | { view: "unavailable" }
  | { view: "too-many-attempts"; retryAfterMinutes: number };

export function SharedReportPage({ page }: { page: SharedReportView }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-16 sm:px-6">
      <SharedReportBody page={page} />
    </section>
  );
}

function SharedReportBody({ page }: { page: SharedReportView }) {
  switch (page.view) {
    case "found":
      return (
        <>
          <h1 className="font-serif text-3xl sm:text-4xl">A report shared with you</h1>
          <p className="text-lg">
            Hello {page.clinicianName}. {page.sharedBy} has shared their <strong>{page.kindLabel}</strong> from Catharsis
            with you.
          </p>
          <a href={page.downloadUrl} download className={buttonClasses({ variant: "primary", className: "self-start" })}>
            Download the {page.kindLabel} (PDF)
          </a>
          <p className="text-muted">
            This link works until {page.expiresOn}, unless {page.sharedBy} revokes it sooner. Each opening is recorded
            and {page.sharedBy} can see how often the report was opened. Please do not pass the link on.
          </p>
          <p className="text-muted">
            Catharsis reports support reflection. They are written from the client&apos;s own answers and reviewed by a
            person; they are not a diagnosis.
          </p>
          {page.progress && page.progress.length > 0 ? (
            <section aria-labelledby="shared-progress-heading" className="mt-4 flex flex-col gap-4">
              <h2 id="shared-progress-heading" className="font-serif text-2xl">
                Since the report: short check-ins
              </h2>
              <p className="text-muted">
                {page.sharedBy} answered a few of the same validated scales again after the report. Each sentence says
                whether a change is larger than the scale&apos;s published reliable-change threshold; none is a diagnosis.
                {page.daysIn ? ` Dates are days in ${page.daysIn}.` : null}
              </p>
              <ProgressCharts scales={page.progress} idPrefix="shared-progress" />
            </section>
          ) : null}
        </>
      );
    case "unavailable":
      return (
        <>
          <h1 className="font-serif text-3xl sm:text-4xl">This link is not available</h1>
          <p className="text-lg">
            The link may have expired, or the person who shared it may have withdrawn it. It is also possible that only
            part of the address was copied.
          </p>
          <p className="text-muted">
            If you were expecting a report, please ask the person who shared it to send you a new link. They can make
            one from their account in a minute.
          </p>
        </>
      );
    case "too-many-attempts":
      return (
        <>
          <h1 className="font-serif text-3xl sm:text-4xl">Please wait a moment</h1>
          <p className="text-lg">
            There have been too many attempts to open shared links from your connection. Please try again in{" "}
            {page.retryAfterMinutes === 1 ? "a minute" : `${page.retryAfterMinutes} minutes`}.
          </p>
        </>
      );
  }
}
