import { afterEach, describe, expect, it, vi } from "vitest";
import { CART_ITEMS_KEY, CART_SESSION_KEY, parseCartLines, readCartLines, readCartQuantity, writeCartLines } from "./cart-storage";

const line = (id: string, quantity: number, extra: Record<string, unknown> = {}) => ({
  id,
  product_id: "catharsis",
  service_type: "catharsis-survey",
  service_name: "Catharsis Survey & Report (Death & Grief)",
  category: "death",
  price: 1499,
  quantity,
  ...extra,
});

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === CART_ITEMS_KEY ? value : null),
});

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

afterEach(() => vi.restoreAllMocks());

describe("reading the cart", () => {
  it("is empty when nothing is stored", () => {
    expect(readCartLines(storageWith(null))).toEqual([]);
    expect(readCartQuantity(null)).toBe(0);
  });

  it("counts quantities for the badge, not lines", () => {
    expect(readCartQuantity(storageWith(JSON.stringify([line("a", 2), line("b", 3)])))).toBe(5);
  });

  it("returns the same lines while storage is unchanged (useSyncExternalStore needs it)", () => {
    const raw = JSON.stringify([line("a", 1)]);
    expect(readCartLines(storageWith(raw))).toBe(readCartLines(storageWith(raw)));
  });

  it("drops lines that are not cart lines, and reports them", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const raw = JSON.stringify([
      line("a", 2),
      { id: "b", quantity: 1 },
      line("c", 11),
      line("d", 0),
      line("e", 1, { price: "14.99" }),
      line("f", 1, { category: 7 }),
      line("a", 1),
      null,
      "x",
    ]);
    expect(parseCartLines(raw)).toEqual([line("a", 2)]);
    expect(warn).toHaveBeenCalledWith("Ignoring 8 unreadable cart line(s) in browser storage");
  });

  it("reads corrupt or foreign storage as an empty cart and reports it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(parseCartLines("{not json")).toEqual([]);
    expect(parseCartLines('{"quantity":3}')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("treats storage that throws as empty", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const throwing = { getItem: () => { throw new Error("SecurityError"); } };
    expect(readCartLines(throwing)).toEqual([]);
  });
});

describe("writing the cart", () => {
  it("stores the lines, keeps a cart session id, and removes the key when empty", () => {
    const storage = memoryStorage();
    writeCartLines(storage, [line("a", 1)]);
    expect(JSON.parse(storage.getItem(CART_ITEMS_KEY) ?? "")).toEqual([line("a", 1)]);
    const sessionId = storage.getItem(CART_SESSION_KEY);
    expect(sessionId).toMatch(/^[0-9a-f-]{32,36}$/);

    writeCartLines(storage, []);
    expect(storage.getItem(CART_ITEMS_KEY)).toBeNull();
    expect(storage.getItem(CART_SESSION_KEY)).toBe(sessionId);
  });
});
