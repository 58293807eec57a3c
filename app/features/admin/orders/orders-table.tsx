import { linkColumn, StackingTable, type StackingColumn } from "~/components/ui/stacking-table";
import type { OrderRow } from "./orders-page.server";

const columns: StackingColumn<OrderRow>[] = [
  { header: "Date", className: "md:whitespace-nowrap", cell: (row) => <time dateTime={row.createdIso}>{row.createdOn}</time> },
  linkColumn({ header: "Order", href: (row) => `/admin/orders/${encodeURIComponent(row.id)}`, text: (row) => row.id, wrap: "break-all" }),
  { header: "E-mail", className: "break-all", cell: (row) => row.email },
  { header: "Items", cell: (row) => row.items },
  { header: "Total", className: "md:text-right md:whitespace-nowrap", headerClassName: "md:text-right", cell: (row) => row.total },
  { header: "Status", cell: (row) => row.statusLabel },
];

/**
 * The orders list: a table with headers on a wide screen; below 768 px (a phone, a tablet, 200% zoom on a laptop) each
 * order becomes a block of labelled lines, so nothing scrolls sideways at
 * 320 px. The order id links to its page; with no order, `empty` says why.
 */
export function OrdersTable({ rows, caption, empty }: { rows: OrderRow[]; caption: string; empty: string }) {
  return <StackingTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.id} stackBelow="lg" empty={empty} />;
}
