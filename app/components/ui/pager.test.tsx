import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Pager } from "./pager";

function render(page: number, pageCount: number) {
  return renderToString(
    <MemoryRouter>
      <Pager label="Pages of orders" page={page} pageCount={pageCount} hrefFor={(to) => `/admin/orders?q=ann&page=${to}`} />
    </MemoryRouter>,
  );
}

describe("Pager", () => {
  it("draws nothing when everything fits on one page", () => {
    expect(render(1, 1)).toBe("");
  });

  it("offers only the next page from the first, keeping the list's own search in the link", () => {
    const html = render(1, 3);
    expect(html).toContain('aria-label="Pages of orders"');
    expect(html).toContain("Page <!-- -->1<!-- --> of <!-- -->3");
    expect(html).not.toContain("Previous page");
    expect(html).toContain('href="/admin/orders?q=ann&amp;page=2"');
  });

  it("offers both neighbours in the middle and only the previous page on the last", () => {
    const middle = render(2, 3);
    expect(middle).toContain('href="/admin/orders?q=ann&amp;page=1"');
    expect(middle).toContain('href="/admin/orders?q=ann&amp;page=3"');
    const last = render(3, 3);
    expect(last).toContain("Previous page");
    expect(last).not.toContain("Next page");
  });
});
