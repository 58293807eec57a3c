import { afterEach, describe, expect, it, vi } from "vitest";
import type { CartLine } from "~/domains/cart/cart-line";
import { resolveLines } from "./cart-actions";

const stored = (overrides: Partial<CartLine>): CartLine => ({
  id: "a",
  product_id: "catharsis",
  service_type: "catharsis-survey",
  service_name: "Catharsis Survey & Report (Marriage)",
  category: "marriage",
  price: 1499,
  quantity: 1,
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

describe("resolveLines", () => {
  it("takes name, type and price from the catalogue, not from storage", () => {
    const line = stored({ price: 1, service_name: "Free report", service_type: "x", quantity: 3 });
    expect(resolveLines([line])).toEqual([stored({ quantity: 3 })]);
  });

  it("drops what the store does not sell, and says so", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const lines = [
      stored({ id: "ok" }),
      stored({ id: "unknown", product_id: "free-report" }),
      stored({ id: "no-topic", category: null }),
      stored({ id: "bad-topic", category: "anger" }),
      stored({ id: "topic-on-enneagram", product_id: "enneagram-report", category: "death" }),
    ];
    expect(resolveLines(lines).map((line) => line.id)).toEqual(["ok"]);
    expect(warn).toHaveBeenCalledWith("Ignoring 4 cart line(s) the store does not sell");
  });

  it("makes one line of the same product and category, at most 10, so the cart shows what checkout accepts", () => {
    const lines = [stored({ id: "a", quantity: 7 }), stored({ id: "b", quantity: 7 }), stored({ id: "c", category: "death", quantity: 2 })];
    expect(resolveLines(lines).map((line) => [line.id, line.category, line.quantity])).toEqual([
      ["a", "marriage", 10],
      ["c", "death", 2],
    ]);
  });
});
