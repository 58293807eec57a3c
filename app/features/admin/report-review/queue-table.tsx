import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
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
  { header: "Stage", cell: ({ report }) => (report.draftFailure ? <FailedDraft report={report} /> : report.stageLabel) },
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

/**
 * A draft that failed (ADR 0061): said plainly, with the provider's reason
 * as the drafter recorded it, and the two ways on. The reason is the
 * server's words, never the client's.
 */
function FailedDraft({ report }: { report: QueueReportRow }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("reportId") === report.reportId;
  const failure = report.draftFailure;
  if (!failure) return null;
  return (
    <div className="flex flex-col gap-2">
      <span className="font-semibold text-red-800">{report.stageLabel}</span>
      <span className="text-sm break-words">
        <time dateTime={failure.failedIso}>{failure.failedOn}</time>: {failure.reason}
      </span>
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="reportId" value={report.reportId} />
        <Button type="submit" name="intent" value="retry-draft" disabled={busy}>
          Try again<span className="sr-only"> to draft the {report.kindLabel}</span>
        </Button>
        <Button type="submit" name="intent" value="template-draft" variant="secondary" disabled={busy}>
          Draft with the template<span className="sr-only"> for the {report.kindLabel}</span>
        </Button>
      </Form>
    </div>
  );
}

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
