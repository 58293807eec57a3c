import { describe, expect, it, vi } from "vitest";
import { CART_ITEMS_KEY, readCartQuantity } from "./cart-storage";

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === CART_ITEMS_KEY ? value : null),
});

describe("readCartQuantity", () => {
  it("is 0 for an empty cart", () => {
    expect(readCartQuantity(storageWith(null))).toBe(0);
  });

  it("adds up quantities, not lines", () => {
    const lines = [{ id: "a", quantity: 2 }, { id: "b", quantity: 3 }];
    expect(readCartQuantity(storageWith(JSON.stringify(lines)))).toBe(5);
  });

  it("drops lines that are not cart lines instead of breaking the page", () => {
    const lines = [{ id: "a", quantity: 2 }, { quantity: "9" }, null, { quantity: 400 }, "x"];
    expect(readCartQuantity(storageWith(JSON.stringify(lines)))).toBe(2);
  });

  it("reads corrupt storage as an empty cart and reports it", () => {
    const report = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(readCartQuantity(storageWith("{not json"))).toBe(0);
    expect(readCartQuantity(storageWith('{"quantity":3}'))).toBe(0);
    expect(report).toHaveBeenCalledTimes(2);
    report.mockRestore();
  });
});
