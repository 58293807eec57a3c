import { Link } from "react-router";
import { NeedsAttentionBadge } from "../needs-attention-badge";

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
};

/** The provider's list: one row per submission, the form's name linking to its answers. */
export function SubmissionsTable({ rows, caption }: { rows: SubmissionRow[]; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table className="w-full border-collapse text-left">
        <caption className="px-4 pt-4 pb-2 text-left text-muted">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="px-4 py-3">Form</th>
            <th scope="col" className="px-4 py-3">Client e-mail</th>
            <th scope="col" className="px-4 py-3">Submitted</th>
            <th scope="col" className="px-4 py-3">Status</th>
            <th scope="col" className="px-4 py-3">Attention</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={`border-b border-line last:border-b-0 ${row.urgent && !row.followedUp ? "bg-[#fff8f8]" : ""}`}>
              <th scope="row" className="px-4 py-3 align-top font-normal">
                <Link to={`/admin/submissions/${encodeURIComponent(row.id)}`} className="font-semibold text-accent-strong underline">
                  {row.formName}
                  <span className="sr-only"> from {row.email}, {row.submittedOn}</span>
                </Link>
              </th>
              <td className="px-4 py-3 align-top break-all">{row.email}</td>
              <td className="px-4 py-3 align-top whitespace-nowrap">
                <time dateTime={row.submittedIso}>{row.submittedOn}</time>
              </td>
              <td className="px-4 py-3 align-top">{row.statusLabel}</td>
              <td className="px-4 py-3 align-top">{row.urgent ? <NeedsAttentionBadge concerns={row.concerns} followedUp={row.followedUp} /> : <span className="text-muted">None</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
