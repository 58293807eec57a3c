import { Pager } from "~/components/ui/pager";
import { AuditFilters } from "./audit-filters";
import type { AuditPageData } from "./audit-page.server";
import { auditSearchHref } from "./audit-search";

// Five columns of ids and addresses do not fit beside each other below a wide screen: each row becomes a block there.
const cell = "px-4 py-3 align-top break-words max-lg:block max-lg:py-1";
const narrowLabel = "font-semibold lg:hidden";

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
      <AuditFilters form={form} staffOptions={audit.staffOptions} />
      <div className="mt-8" aria-live="polite">
        {rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line bg-surface p-5 text-muted">
            {Object.keys(form.errors).length > 0 ? "Fix the filters above to see entries." : filtered ? "No entries match these filters." : "Nothing recorded yet."}
          </p>
        ) : (
          <div className="rounded-lg border border-line bg-surface">
            <table className="w-full border-collapse text-left">
              <caption className="px-4 pt-4 pb-2 text-left text-muted">
                {filtered ? "Entries matching the filters" : "All entries"}, newest first: {total === 1 ? "1 entry" : `${total} entries`}
                {pageCount > 1 ? `, page ${page} of ${pageCount}` : ""}.
              </caption>
              <thead className="max-lg:sr-only">
                <tr className="border-b border-line">
                  <th scope="col" className="px-4 py-3">When</th>
                  <th scope="col" className="px-4 py-3">Staff member</th>
                  <th scope="col" className="px-4 py-3">Action</th>
                  <th scope="col" className="px-4 py-3">On</th>
                  <th scope="col" className="px-4 py-3">Detail</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-b border-line last:border-b-0 max-lg:block max-lg:py-2">
                    <td className={cell}>
                      <span className={narrowLabel}>When: </span>
                      <time dateTime={row.when.iso}>{row.when.text}</time>
                    </td>
                    <td className={`${cell} break-all`}>
                      <span className={narrowLabel}>Staff member: </span>
                      {row.staff} <span className="text-muted">({row.role})</span>
                    </td>
                    <th scope="row" className={`${cell} font-semibold`}>
                      <span className={narrowLabel}>Action: </span>
                      {row.action}
                    </th>
                    <td className={cell}>
                      <span className={narrowLabel}>On: </span>
                      {row.target} <code className="break-all">{row.targetId}</code>
                    </td>
                    <td className={cell}>
                      <span className={narrowLabel}>Detail: </span>
                      {row.detail ?? <span className="text-muted">None</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <Pager label="Pages of the audit log" page={page} pageCount={pageCount} hrefFor={(next) => auditSearchHref(form.values, next)} />
    </section>
  );
}
