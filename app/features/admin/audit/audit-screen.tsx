import { Pager, pageSuffix } from "~/components/ui/pager";
import { StackingTable, type StackingColumn } from "~/components/ui/stacking-table";
import { AuditFilters } from "./audit-filters";
import type { AuditPageData, AuditRowView } from "./audit-page.server";
import { auditSearchHref } from "./audit-search";

// Five columns of ids and addresses do not fit beside each other below a wide screen: each row becomes a block there (lg).
const columns: StackingColumn<AuditRowView>[] = [
  { header: "When", className: "break-words", cell: (row) => <time dateTime={row.when.iso}>{row.when.text}</time> },
  {
    header: "Staff member",
    className: "break-words break-all",
    cell: (row) => (
      <>
        {row.staff} <span className="text-muted">({row.role})</span>
      </>
    ),
  },
  { header: "Action", rowHeader: true, className: "break-words font-semibold", cell: (row) => row.action },
  {
    header: "On",
    className: "break-words",
    cell: (row) => (
      <>
        {row.target} <code className="break-all">{row.targetId}</code>
      </>
    ),
  },
  { header: "Detail", className: "break-words", cell: (row) => row.detail ?? <span className="text-muted">None</span> },
];

/**
 * /admin/audit: who among the staff read answers or changed money, access
 * or reports, newest first. On a narrow screen each row becomes a block with
 * its labels, so nothing scrolls sideways (at 640 px or 200% zoom).
 */
export function AuditScreen({ audit }: { audit: AuditPageData }) {
  const { form, rows, total, page, pageCount } = audit;
  const filtered = Object.values(form.values).some((value) => value.trim() !== "");
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl sm:text-4xl">Audit log</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Every time a member of staff opened a client&apos;s answers, changed a report, refunded an order, granted access, or wrote to a client or to the
        newsletter. Entries cannot be changed or removed here.
      </p>
      <AuditFilters form={form} zone={audit.zone} staffOptions={audit.staffOptions} />
      <div className="mt-8" aria-live="polite">
        <StackingTable
          caption={
            <>
              {filtered ? "Entries matching the filters" : "All entries"}, newest first: {total === 1 ? "1 entry" : `${total} entries`}
              {pageSuffix(page, pageCount)}.
            </>
          }
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          stackBelow="lg"
          empty={Object.keys(form.errors).length > 0 ? "Fix the filters above to see entries." : filtered ? "No entries match these filters." : "Nothing recorded yet."}
        />
      </div>
      <Pager label="Pages of the audit log" page={page} pageCount={pageCount} hrefFor={(next) => auditSearchHref(form.values, next)} />
    </section>
  );
}
