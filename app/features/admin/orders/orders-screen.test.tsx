import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { parseOrderSearch } from "./order-search";
import type { OrdersPage } from "./orders-page.server";
import { OrdersScreen } from "./orders-screen";

function listFor(search: string, rest: Partial<OrdersPage> = {}): OrdersPage {
  const parsed = parseOrderSearch(new URLSearchParams(search));
  return {
    form: { values: parsed.values, errors: parsed.errors },
    zone: "America/Chicago",
    searched: parsed.query !== null,
    filtered: search !== "",
    rows: [],
    page: 1,
    pageCount: 1,
    total: 0,
    ...rest,
  };
}

function render(list: OrdersPage) {
  const Stub = createRoutesStub([{ path: "/admin/orders", Component: () => <OrdersScreen list={list} /> }]);
  return renderToString(<Stub initialEntries={["/admin/orders"]} />);
}

const row = {
  id: "ord_abc",
  email: "june@example.com",
  createdOn: "Jul 15, 2026, 9:00 AM UTC",
  createdIso: "2026-07-15T09:00:00.000Z",
  items: "2 × Catharsis Survey & Report (Marriage)",
  total: "$29.98",
  statusLabel: "Paid",
};

describe("the orders list page", () => {
  it("gives every search field a label, and an invalid date back as typed with its message tied to it", () => {
    const html = render(listFor("email=june&from=2026-02-30"));
    for (const [id, label] of [["orders-order", "Order id"], ["orders-email", "E-mail"], ["orders-status", "Status"], ["orders-from", "From"], ["orders-to", "To"]]) {
      expect(html).toContain(`<label for="${id}" class="font-semibold">${label}</label>`);
    }
    expect(html).toMatch(/<input[^>]*id="orders-from"[^>]*aria-invalid="true"[^>]*aria-describedby="orders-from-hint orders-from-error"[^>]*value="2026-02-30"/);
    expect(html).toContain('<p id="orders-from-error" class="mt-1 font-semibold text-red-800">Enter a date as YYYY-MM-DD, for example 2026-07-15.</p>');
    expect(html).toMatch(/<input[^>]*id="orders-email"[^>]*value="june"/);
    // The days are the staff zone's, and the hint says so.
    expect(html).toContain("Ordered on or after this day (Chicago time), YYYY-MM-DD.");
    // A date the browser's date field would drop comes back in a text field, as typed.
    expect(html).toMatch(/<input[^>]*id="orders-from"[^>]*type="text"/);
    expect(html).toMatch(/<input[^>]*id="orders-to"[^>]*type="date"/);
    expect(html).toContain("Correct the marked field to search.");
    expect(html).not.toContain("<table");
  });

  it("says when nothing matches, and when there are no orders at all", () => {
    expect(render(listFor("email=nobody"))).toContain("No orders match this search.");
    expect(render(listFor(""))).toContain("No orders yet.");
  });

  it("lists orders in a table with a caption and column headers, each order id a link, and pages that keep the search", () => {
    const html = render(listFor("email=june", { rows: [row], total: 26, page: 1, pageCount: 2 }));
    expect(html).toContain("<caption");
    expect(html).toContain("Orders matching the search, newest first: 26 orders, page 1 of 2.");
    for (const header of ["Date", "Order", "E-mail", "Items", "Total", "Status"]) expect(html).toContain(`>${header}</th>`);
    expect(html).toContain('href="/admin/orders/ord_abc"');
    expect(html).toContain('href="/admin/orders?email=june&amp;page=2"');
    expect(html).toContain("2 × Catharsis Survey &amp; Report (Marriage)");
  });
});
