import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { linkColumn, StackingTable, type StackingColumn } from "./stacking-table";

type Fruit = { id: string; name: string; count: number; box: string };

const columns: StackingColumn<Fruit>[] = [
  { header: "Fruit", rowHeader: true, className: "font-normal", cell: (row) => <a href={`/fruit/${row.id}`}>{row.name}</a> },
  { header: "Count", label: "How many", headerClassName: "md:text-right", className: "md:text-right", cell: (row) => row.count },
];
const fruit: Fruit[] = [
  { id: "f1", name: "Pear", count: 3, box: "a" },
  { id: "f2", name: "Plum", count: 0, box: "a" },
];

describe("StackingTable", () => {
  it("draws a captioned table whose headers hide below the breakpoint, each value after its column's label there", () => {
    const html = renderToString(<StackingTable caption="Fruit, ripest first." columns={columns} rows={fruit} rowKey={(row) => row.id} stackBelow="md" className="mt-4" />);
    expect(html).toMatch(/^<div class="rounded-lg border border-line bg-surface mt-4"><table class="w-full border-collapse text-left"><caption[^>]*>Fruit, ripest first.<\/caption>/);
    expect(html).toContain('<thead class="max-md:sr-only">');
    expect(html).toContain('<th scope="col" class="px-4 py-3">Fruit</th>');
    expect(html).toContain('<th scope="col" class="px-4 py-3 md:text-right">Count</th>');
    // The first column names the row; the stacked label can differ from the header.
    expect(html).toContain('<th scope="row" class="px-4 py-3 align-top max-md:block max-md:py-1 font-normal"><span class="font-semibold md:hidden">Fruit: </span><a href="/fruit/f1">Pear</a></th>');
    expect(html).toContain('<td class="px-4 py-3 align-top max-md:block max-md:py-1 md:text-right"><span class="font-semibold md:hidden">How many: </span>0</td>');
    expect(html.match(/<tr class="border-b border-line last:border-b-0 max-md:block max-md:py-2">/g)).toHaveLength(2);
  });

  it("uses the breakpoint it is given", () => {
    const html = renderToString(<StackingTable caption="Fruit" columns={columns} rows={fruit} rowKey={(row) => row.id} stackBelow="lg" />);
    expect(html).toContain('<thead class="max-lg:sr-only">');
    expect(html).toContain('<span class="font-semibold lg:hidden">Fruit: </span>');
    expect(html).not.toContain("md:hidden");
  });

  it("says why there is nothing in a dashed box in the table's place, when given the words", () => {
    const none = renderToString(<StackingTable caption="Fruit" columns={columns} rows={[]} rowKey={(row) => row.id} stackBelow="md" empty="No fruit yet." className="mt-4" />);
    expect(none).toBe('<p class="rounded-lg border border-dashed border-line bg-surface p-5 text-muted mt-4">No fruit yet.</p>');
    expect(renderToString(<StackingTable caption="Fruit" columns={columns} groups={[]} rowKey={(row) => row.id} stackBelow="md" empty="No boxes." />)).toContain("No boxes.");
    expect(renderToString(<StackingTable caption="Fruit" columns={columns} rows={fruit} rowKey={(row) => row.id} stackBelow="md" empty="No fruit yet." />)).not.toContain("No fruit yet.");
  });

  it("keeps a caption for screen readers only when asked, where a heading above already says it", () => {
    const html = renderToString(<StackingTable caption="The order's lines" captionHidden columns={columns} rows={fruit} rowKey={(row) => row.id} stackBelow="sm" />);
    expect(html).toContain('<caption class="sr-only">The order&#x27;s lines</caption>');
  });

  it("puts each group in its own tbody under a heading row that spans every column, and adds a row's own classes", () => {
    const html = renderToString(
      <StackingTable
        caption="Fruit by box"
        columns={columns}
        groups={[{ key: "a", heading: "Box A", headingClassName: "bg-paper", rows: fruit }]}
        rowKey={(row) => row.id}
        rowClassName={(row) => (row.count === 0 ? "bg-[#fff8f8]" : "")}
        stackBelow="sm"
      />,
    );
    expect(html.match(/<tbody/g)).toHaveLength(1);
    expect(html).toContain('<tr class="bg-paper max-sm:block max-sm:py-2"><th scope="rowgroup" colSpan="2"');
    expect(html).toContain(">Box A</th></tr>");
    expect(html).toContain('<tr class="border-t border-line max-sm:block max-sm:py-2 bg-[#fff8f8]">');
  });

  it("names each row with a link to its page through linkColumn", () => {
    const linked = [linkColumn<Fruit>({ header: "Fruit", href: (row) => `/fruit/${row.id}`, text: (row) => row.name, wrap: "break-words" }), columns[1]!];
    const html = renderToString(
      <MemoryRouter>
        <StackingTable caption="Fruit" columns={linked} rows={fruit} rowKey={(row) => row.id} stackBelow="sm" />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<th scope="row" class="[^"]* font-normal"><span class="font-semibold sm:hidden">Fruit: <\/span><a class="font-semibold text-accent-strong underline break-words"[^>]* href="\/fruit\/f1"[^>]*>Pear<\/a><\/th>/);
  });
});
