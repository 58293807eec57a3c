import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { reportStateLabels } from "~/domains/accounts/profile/account-labels";
import { EmptyState, StatusBadge } from "./account-section";
import { copySuffix, reportSharePath, type ReportView } from "./account-view";
import { ReportTimeline } from "./report-timeline";
import { reportTitle } from "~/shared/report-kinds";

function reportCardTitle(report: ReportView): string {
  return `${reportTitle(report.kind, report.formType)}${copySuffix(report.copy)}`;
}

export function ReportsList({ reports }: { reports: ReportView[] }) {
  if (reports.length === 0) {
    return <EmptyState>Your reports will be listed here, with where each one has got to.</EmptyState>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {reports.map((report) => (
        <li key={report.id} className="rounded-lg border border-line bg-surface p-5">
          <ReportCard report={report} />
        </li>
      ))}
    </ul>
  );
}

function ReportCard({ report }: { report: ReportView }) {
  const title = reportCardTitle(report);
  if (report.state === "awaiting-answers" || !report.reportId) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold">{title}</h3>
          <p className="text-muted">We start once you send the questionnaire above.</p>
        </div>
        <p>
          <span className="sr-only">Status: </span>
          <StatusBadge tone="neutral">{reportStateLabels["awaiting-answers"]}</StatusBadge>
        </p>
      </div>
    );
  }
  return (
    <article aria-labelledby={`report-${report.id}`} className="flex flex-col gap-4">
      <h3 id={`report-${report.id}`} className="text-lg font-semibold">
        {title}
      </h3>
      <ReportTimeline state={report.state} dueAt={report.dueAt} late={report.late} title={title} />
      {report.state === "ready" && report.downloadUrl ? (
        <div className="flex flex-wrap gap-3">
          <a href={report.downloadUrl} download className={buttonClasses({ variant: "primary" })}>
            Download PDF<span className="sr-only"> of {title}</span>
          </a>
          <Link to={reportSharePath(report.reportId)} className={buttonClasses({ variant: "secondary" })}>
            Share with a clinician<span className="sr-only">: {title}</span>
          </Link>
        </div>
      ) : null}
    </article>
  );
}
