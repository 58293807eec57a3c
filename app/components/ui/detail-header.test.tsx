import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DetailHeader } from "./detail-header";

const render = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe("DetailHeader", () => {
  it("links back to the list, then gives the page its one heading", () => {
    const html = render(<DetailHeader listHref="/admin/orders" listLabel="All orders" title={<>Order {"ord_1"}</>} wrap="break-all" />);
    expect(html).toMatch(/^<p><a class="font-semibold text-accent-strong underline"[^>]* href="\/admin\/orders"[^>]*>All orders<\/a><\/p>/);
    expect(html).toContain('<h1 class="mt-4 font-serif text-3xl sm:text-4xl break-all">Order <!-- -->ord_1</h1>');
  });

  it("leaves the heading's wrapping alone unless asked", () => {
    expect(render(<DetailHeader listHref="/admin/reports" listLabel="All reports" title="Review: Catharsis Report" />)).toContain(
      '<h1 class="mt-4 font-serif text-3xl sm:text-4xl">Review: Catharsis Report</h1>',
    );
  });
});
