import { describe, expect, it } from "vitest";
import type { CartLine } from "./cart-line";
import { addLine, cartTotals, mergeSameProductLines, removeLine, setLineQuantity, subtotalLabel } from "./cart-math";

const item = (product_id: string, category: string | null, price: number) => ({
  product_id,
  service_type: "Bundle",
  service_name: product_id,
  category,
  price,
});
const line = (id: string, quantity: number, price = 1499, category: string | null = "death"): CartLine => ({
  ...item("catharsis", category, price),
  id,
  quantity,
});

describe("adding", () => {
  it("starts a new line at quantity 1", () => {
    expect(addLine([], item("catharsis", "death", 1499), "n1")).toEqual({ lines: [line("n1", 1)], added: true });
  });

  it("adds to the line of the same product and category, and keeps others apart", () => {
    const lines = [line("a", 2)];
    expect(addLine(lines, item("catharsis", "death", 1499), "n").lines).toEqual([line("a", 3)]);
    expect(addLine(lines, item("catharsis", "marriage", 1499), "n").lines).toHaveLength(2);
  });

  it("stops at 10 of one line", () => {
    const lines = [line("a", 10)];
    expect(addLine(lines, item("catharsis", "death", 1499), "n")).toEqual({ lines, added: false });
  });
});

describe("the cap across lines", () => {
  it("merges lines of the same product and category into the first, capped at 10", () => {
    const merged = mergeSameProductLines([line("a", 6), line("b", 2, 1499, "marriage"), line("c", 7)]);
    expect(merged).toEqual([line("a", 10), line("b", 2, 1499, "marriage")]);
  });

  it("keeps other categories of the same product apart, each with its own cap", () => {
    const lines = [line("a", 10), line("b", 10, 1499, "marriage")];
    expect(mergeSameProductLines(lines)).toEqual(lines);
  });

  it("then adds no unit past the cap however the cart was split", () => {
    const merged = mergeSameProductLines([line("a", 5), line("b", 5)]);
    expect(addLine(merged, item("catharsis", "death", 1499), "n1")).toEqual({ lines: [line("a", 10)], added: false });
  });
});

describe("changing quantities", () => {
  it("sets, caps at 10, and removes at 0 or below", () => {
    const lines = [line("a", 2), line("b", 1, 1999, null)];
    expect(setLineQuantity(lines, "a", 5)[0]?.quantity).toBe(5);
    expect(setLineQuantity(lines, "a", 40)[0]?.quantity).toBe(10);
    expect(setLineQuantity(lines, "a", 0)).toEqual([lines[1]]);
    expect(setLineQuantity(lines, "b", -1)).toEqual([lines[0]]);
  });

  it("removes one line", () => {
    expect(removeLine([line("a", 2), line("b", 1)], "a")).toEqual([line("b", 1)]);
  });
});

describe("totals", () => {
  it("sums price times quantity, and counts units for the badge", () => {
    expect(cartTotals([line("a", 2, 1499), line("b", 1, 5999)])).toEqual({ subtotalCents: 8997, totalQuantity: 3 });
    expect(cartTotals([])).toEqual({ subtotalCents: 0, totalQuantity: 0 });
  });

  it("labels the subtotal by distinct lines", () => {
    expect(subtotalLabel(1)).toBe("Subtotal (1 item)");
    expect(subtotalLabel(2)).toBe("Subtotal (2 items)");
  });
});
