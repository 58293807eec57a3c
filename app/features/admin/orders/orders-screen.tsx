import { Pager, pageSuffix } from "~/components/ui/pager";
import { orderSearchHref } from "./order-search";
import type { OrdersPage } from "./orders-page.server";
import { OrdersSearchForm } from "./orders-search-form";
import { OrdersTable } from "./orders-table";

/** /admin/orders: the search, then its results, newest first, a page at a time. */
export function OrdersScreen({ list }: { list: OrdersPage }) {
  const { form, zone, rows, page, pageCount, total, searched, filtered } = list;
  const what = filtered ? "Orders matching the search" : "All orders";
  const caption = `${what}, newest first: ${total === 1 ? "1 order" : `${total} orders`}${pageSuffix(page, pageCount)}.`;
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl sm:text-4xl">Orders</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Every checkout, paid or not. Open an order to see its lines, payment, what it granted and the reports it led to, or to send its receipt again.
      </p>
      <OrdersSearchForm form={form} zone={zone} />
      <div className="mt-8" aria-live="polite">
        {!searched ? (
          <p className="rounded-lg border-l-4 border-red-800 bg-surface p-5 font-semibold text-red-800">Correct the marked field to search.</p>
        ) : (
          <OrdersTable
            rows={rows}
            caption={caption}
            empty={filtered ? "No orders match this search. Try fewer or wider terms." : "No orders yet. When someone starts a checkout, the order appears here."}
          />
        )}
      </div>
      {searched ? (
        <Pager label="Pages of orders" page={page} pageCount={pageCount} hrefFor={(to) => orderSearchHref(form.values, to)} />
      ) : null}
    </section>
  );
}
