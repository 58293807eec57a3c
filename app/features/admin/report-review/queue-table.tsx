import { Link } from "react-router";
import { StackingTable, type StackingColumn } from "~/components/ui/stacking-table";
import { NeedsAttentionBadge, ReadFirstBadge } from "../needs-attention-badge";
import type { QueueGroup, QueueReportRow } from "./queue.server";

type QueueRow = { group: QueueGroup; report: QueueReportRow };

const columns: StackingColumn<QueueRow>[] = [
  {
    header: "Report",
    rowHeader: true,
    className: "font-normal",
    cell: ({ group, report }) =>
      report.reviewPath ? (
        <Link to={report.reviewPath} className="font-semibold text-accent-strong underline">
          {report.kindLabel}
          <span className="sr-only"> for {group.email}</span>
        </Link>
      ) : (
        <span className="font-semibold">{report.kindLabel}</span>
      ),
  },
  { header: "Stage", cell: ({ report }) => report.stageLabel },
  {
    header: "Verification",
    cell: ({ report }) => <span className={report.verificationFails ? "font-semibold text-red-800" : undefined}>{report.verificationLabel}</span>,
  },
  {
    header: "Time left",
    className: "md:whitespace-nowrap",
    cell: ({ group }) => (
      <>
        <span className={group.overdue ? "font-semibold text-red-800" : undefined}>{group.timeLeft}</span>
        <br />
        <span className="text-sm text-muted">
          due <time dateTime={group.dueIso}>{group.dueOn}</time>
        </span>
      </>
    ),
  },
];

/** Who sent it, which form, what they are owed, and whether the safety screen flagged it or asks for it to be read first: the heading of a submission's reports. */
function GroupHeading({ group }: { group: QueueGroup }) {
  return (
    <span className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
      <span className="flex flex-col gap-1">
        <span className="font-semibold break-all">{group.email}</span>
        <span className="text-muted">
          {group.formName}, sent <time dateTime={group.submittedIso}>{group.submittedOn}</time>
        </span>
        <span>Owed: {group.owed.join(", ")}</span>
      </span>
      {group.urgent ? <NeedsAttentionBadge concerns={group.concerns} followedUp={group.followedUp} /> : null}
      {group.readFirst ? <ReadFirstBadge concerns={group.readFirstConcerns} followedUp={group.followedUp} /> : null}
    </span>
  );
}

/**
 * The review queue: one row group per client submission (who, which form,
 * what they are owed, whether the safety screen flagged it), then a row per
 * report with its stage, verification and time left against the promise.
 * Below 768 px (200% zoom) each report becomes a block of labelled lines.
 */
export function ReportQueueTable({ groups, caption }: { groups: QueueGroup[]; caption: string }) {
  return (
    <StackingTable
      caption={caption}
      columns={columns}
      groups={groups.map((group) => ({
        key: group.submissionId,
        heading: <GroupHeading group={group} />,
        headingClassName: group.urgent && !group.followedUp ? "bg-[#fff8f8]" : group.readFirst && !group.followedUp ? "bg-[#fffbf0]" : "bg-paper",
        rows: group.reports.map((report) => ({ group, report })),
      }))}
      rowKey={({ report }) => report.reportId}
      stackBelow="md"
    />
  );
}
