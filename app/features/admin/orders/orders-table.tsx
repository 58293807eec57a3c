import { Link } from "react-router";
import type { OrderRow } from "./orders-page.server";

const cell = "px-4 py-3 align-top max-md:block max-md:py-1";
/** The column's name in front of each value where the header row is hidden (a phone, 200% zoom). */
const narrowLabel = "font-semibold md:hidden";

/**
 * The orders list: a table with headers on a wide screen; below 768 px (a phone, a tablet, 200% zoom on a laptop) each
 * order becomes a block of labelled lines, so nothing scrolls sideways at
 * 320 px. The order id links to its page.
 */
export function OrdersTable({ rows, caption }: { rows: OrderRow[]; caption: string }) {
  return (
    <div className="rounded-lg border border-line bg-surface">
      <table className="w-full border-collapse text-left">
        <caption className="px-4 pt-4 pb-2 text-left text-muted">{caption}</caption>
        <thead className="max-md:sr-only">
          <tr className="border-b border-line">
            <th scope="col" className="px-4 py-3">Date</th>
            <th scope="col" className="px-4 py-3">Order</th>
            <th scope="col" className="px-4 py-3">E-mail</th>
            <th scope="col" className="px-4 py-3">Items</th>
            <th scope="col" className="px-4 py-3 md:text-right">Total</th>
            <th scope="col" className="px-4 py-3">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-line last:border-b-0 max-md:block max-md:py-2">
              <td className={`${cell} md:whitespace-nowrap`}>
                <span className={narrowLabel}>Date: </span>
                <time dateTime={row.createdIso}>{row.createdOn}</time>
              </td>
              <th scope="row" className={`${cell} font-normal`}>
                <span className={narrowLabel}>Order: </span>
                <Link to={`/admin/orders/${encodeURIComponent(row.id)}`} className="font-semibold break-all text-accent-strong underline">
                  {row.id}
                </Link>
              </th>
              <td className={`${cell} break-all`}>
                <span className={narrowLabel}>E-mail: </span>
                {row.email}
              </td>
              <td className={cell}>
                <span className={narrowLabel}>Items: </span>
                {row.items}
              </td>
              <td className={`${cell} md:text-right md:whitespace-nowrap`}>
                <span className={narrowLabel}>Total: </span>
                {row.total}
              </td>
              <td className={cell}>
                <span className={narrowLabel}>Status: </span>
                {row.statusLabel}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
