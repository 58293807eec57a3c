import { linkColumn, StackingTable, type StackingColumn } from "~/components/ui/stacking-table";
import { NeedsAttentionBadge, ReadFirstBadge } from "../needs-attention-badge";

export type SubmissionRow = {
  id: string;
  formName: string;
  email: string;
  submittedOn: string;
  submittedIso: string;
  statusLabel: string;
  urgent: boolean;
  followedUp: boolean;
  concerns: string[];
  readFirst: boolean;
  readFirstConcerns: string[];
};

const columns: StackingColumn<SubmissionRow>[] = [
  linkColumn({
    header: "Form",
    href: (row) => `/admin/submissions/${encodeURIComponent(row.id)}`,
    text: (row) => (
      <>
        {row.formName}
        <span className="sr-only"> from {row.email}, {row.submittedOn}</span>
      </>
    ),
  }),
  { header: "Client e-mail", className: "break-all", cell: (row) => row.email },
  { header: "Submitted", className: "lg:whitespace-nowrap", cell: (row) => <time dateTime={row.submittedIso}>{row.submittedOn}</time> },
  { header: "Status", cell: (row) => row.statusLabel },
  {
    header: "Attention",
    cell: (row) =>
      row.urgent ? (
        <NeedsAttentionBadge concerns={row.concerns} followedUp={row.followedUp} />
      ) : row.readFirst ? (
        <ReadFirstBadge concerns={row.readFirstConcerns} followedUp={row.followedUp} />
      ) : (
        <span className="text-muted">None</span>
      ),
  },
];

/**
 * The provider's list: one row per submission, the form's name linking to its
 * answers, an open safety flag tinted. Its five columns need about 770 px, so
 * below 1024 px (a tablet, 200% zoom) each submission becomes a block of labelled lines.
 */
export function SubmissionsTable({ rows, caption }: { rows: SubmissionRow[]; caption: string }) {
  return (
    <StackingTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowClassName={(row) => (row.urgent && !row.followedUp ? "bg-[#fff8f8]" : row.readFirst && !row.followedUp ? "bg-[#fffbf0]" : "")}
      stackBelow="lg"
    />
  );
}
