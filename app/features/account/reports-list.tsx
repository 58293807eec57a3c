import { buttonClasses } from "~/components/ui/button";
import { reportStateLabels } from "~/domains/accounts/account-labels";
import { EmptyState, StatusBadge } from "./account-section";
import { copySuffix, type ReportView } from "./account-view";
import { formTopicLabels } from "~/shared/form-types";
import { reportKindLabels } from "~/shared/report-kinds";

const stateTone = { "awaiting-answers": "neutral", "in-preparation": "progress", delivered: "done" } as const;

const stateHelp = {
  "awaiting-answers": "We start once you send the questionnaire above.",
  "in-preparation": "We are writing it now. It arrives by e-mail within 24 hours of your answers.",
  delivered: "Ready to read. We have also sent it to you by e-mail.",
} as const;

function reportTitle(report: ReportView): string {
  const kind = reportKindLabels[report.kind];
  const topic = report.kind === "enneagram" ? "" : ` (${formTopicLabels[report.formType]})`;
  return `${kind}${topic}${copySuffix(report.copy)}`;
}

export function ReportsList({ reports }: { reports: ReportView[] }) {
  if (reports.length === 0) {
    return <EmptyState>Your reports will be listed here, with where each one has got to.</EmptyState>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {reports.map((report) => {
        const title = reportTitle(report);
        return (
          <li key={report.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-surface p-5">
            <div>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-muted">{stateHelp[report.state]}</p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <span className="sr-only">Status: </span>
              <StatusBadge tone={stateTone[report.state]}>{reportStateLabels[report.state]}</StatusBadge>
              {report.downloadUrl ? (
                <a href={report.downloadUrl} download className={buttonClasses({ variant: "primary" })}>
                  Download<span className="sr-only"> {title}</span>
                </a>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
