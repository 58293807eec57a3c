import { Form } from "react-router";
import { Pager, pageSuffix } from "~/components/ui/pager";
import { Button } from "~/components/ui/button";
import { linkColumn, StackingTable, type StackingColumn } from "~/components/ui/stacking-table";
import type { ClientListRow } from "./client-views";

const columns: StackingColumn<ClientListRow>[] = [
  linkColumn({ header: "E-mail", href: (row) => `/admin/clients/${encodeURIComponent(row.id)}`, text: (row) => row.email, wrap: "break-all" }),
  { header: "Joined", cell: (row) => <time dateTime={row.created.iso}>{row.created.text}</time> },
  { header: "Verified", cell: (row) => (row.verified ? "Yes" : "Not yet") },
  { header: "Paid orders", cell: (row) => row.paidOrders },
  { header: "Open questionnaires", cell: (row) => row.openForms },
];

export type ClientsScreenData = { query: string; rows: ClientListRow[]; page: number; pageCount: number; total: number };

export function clientsHref(query: string, page = 1): string {
  const search = new URLSearchParams();
  if (query) search.set("q", query);
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return `/admin/clients${text ? `?${text}` : ""}`;
}

/** /admin/clients: search by e-mail, newest accounts first, each opening the client's page. */
export function ClientsScreen({ list }: { list: ClientsScreenData }) {
  const { query, rows, page, pageCount, total } = list;
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl sm:text-4xl">Clients</h1>
      <p className="mt-2 max-w-3xl text-muted">Clients&apos; accounts. Open one to see its orders, access, answers sent and reports, to grant access by hand, or to send a new verification link.</p>
      <Form method="get" role="search" aria-label="Search clients" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="flex flex-col">
          <label htmlFor="client-search" className="font-semibold">
            E-mail contains
          </label>
          <input id="client-search" name="q" type="search" defaultValue={query} maxLength={254} className="mt-1 min-h-11 rounded-md border border-muted bg-white px-3 text-base" />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      <div className="mt-8" aria-live="polite">
        <StackingTable
          caption={
            <>
              {query ? `Clients whose address contains "${query}"` : "All clients"}, newest first: {total === 1 ? "1 client" : `${total} clients`}
              {pageSuffix(page, pageCount)}.
            </>
          }
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          stackBelow="sm"
          empty={query ? "No client's address contains that. Try fewer letters." : "No clients yet. Accounts appear here when people sign up."}
        />
      </div>
      <Pager label="Pages of clients" page={page} pageCount={pageCount} hrefFor={(to) => clientsHref(query, to)} />
    </section>
  );
}
