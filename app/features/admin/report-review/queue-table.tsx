import { Link } from "react-router";
import { NeedsAttentionBadge } from "../needs-attention-badge";
import type { QueueGroup } from "./queue.server";

const cell = "px-4 py-3 align-top";

/**
 * The review queue: one row group per client submission (who, which form,
 * what they are owed, whether the safety screen flagged it), then a row per
 * report with its stage, verification and time left against the promise.
 */
export function ReportQueueTable({ groups, caption }: { groups: QueueGroup[]; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table className="w-full border-collapse text-left">
        <caption className="px-4 pt-4 pb-2 text-left text-muted">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className={cell}>Report</th>
            <th scope="col" className={cell}>Stage</th>
            <th scope="col" className={cell}>Verification</th>
            <th scope="col" className={cell}>Time left</th>
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.submissionId} className="border-b-4 border-line last:border-b-0">
            <tr className={group.urgent && !group.followedUp ? "bg-[#fff8f8]" : "bg-paper"}>
              <th scope="rowgroup" colSpan={4} className={`${cell} font-normal`}>
                <span className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
                  <span className="flex flex-col gap-1">
                    <span className="font-semibold break-all">{group.email}</span>
                    <span className="text-muted">
                      {group.formName}, sent <time dateTime={group.submittedIso}>{group.submittedOn}</time>
                    </span>
                    <span>Owed: {group.owed.join(", ")}</span>
                  </span>
                  {group.urgent ? <NeedsAttentionBadge concerns={group.concerns} followedUp={group.followedUp} /> : null}
                </span>
              </th>
            </tr>
            {group.reports.map((report) => (
              <tr key={report.reportId} className="border-t border-line">
                <th scope="row" className={`${cell} font-normal`}>
                  {report.reviewPath ? (
                    <Link to={report.reviewPath} className="font-semibold text-accent-strong underline">
                      {report.kindLabel}
                      <span className="sr-only"> for {group.email}</span>
                    </Link>
                  ) : (
                    <span className="font-semibold">{report.kindLabel}</span>
                  )}
                </th>
                <td className={cell}>{report.stageLabel}</td>
                <td className={`${cell} ${report.verificationFails ? "font-semibold text-red-800" : ""}`}>{report.verificationLabel}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  <span className={group.overdue ? "font-semibold text-red-800" : undefined}>{group.timeLeft}</span>
                  <br />
                  <span className="text-sm text-muted">
                    due <time dateTime={group.dueIso}>{group.dueOn}</time>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
