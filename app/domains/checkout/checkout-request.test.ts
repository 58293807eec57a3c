import { describe, expect, it } from "vitest";
import { MAX_QUANTITY } from "~/shared/order-limits";
import { type Catalogue, parseCheckoutRequest, priceCart } from "./checkout-request";

const products = {
  catharsis: { id: "catharsis", name: "Catharsis Survey & Report", priceCents: 1499, serviceType: "catharsis-survey", needsCategory: true },
  "enneagram-report": { id: "enneagram-report", name: "Enneagram Report", priceCents: 2999, serviceType: "enneagram-report", needsCategory: false },
};
const catalogue: Catalogue = {
  getProduct: (id) => products[id as keyof typeof products],
  grantsFor: () => [],
};

describe("priceCart's quantity cap", () => {
  it("prices up to the cap of one product and category, however many lines carry it", () => {
    const cart = priceCart(
      [
        { productId: "catharsis", category: "marriage", quantity: 6 },
        { productId: "catharsis", category: "marriage", quantity: 4 },
      ],
      catalogue,
    );
    expect(cart).toMatchObject({ ok: true, amountCents: 10 * 1499 });
    expect(cart.ok && cart.lines.map((line) => line.quantity)).toEqual([MAX_QUANTITY]);
  });

  it("refuses more than the cap of one product and category across lines, naming it", () => {
    const cart = priceCart(
      [
        { productId: "catharsis", category: "marriage", quantity: 6 },
        { productId: "enneagram-report", category: null, quantity: 1 },
        { productId: "catharsis", category: "marriage", quantity: 6 },
      ],
      catalogue,
    );
    expect(cart).toEqual({
      ok: false,
      error: "At most 10 of Catharsis Survey & Report (Marriage) fit in one order; this order asks for 12.",
    });
  });

  it("counts each category on its own: another topic is another questionnaire", () => {
    const cart = priceCart(
      [
        { productId: "catharsis", category: "marriage", quantity: 10 },
        { productId: "catharsis", category: "depression", quantity: 10 },
      ],
      catalogue,
    );
    expect(cart).toMatchObject({ ok: true, amountCents: 20 * 1499 });
  });

  it("still refuses a single line above the cap when the request is read", () => {
    expect(parseCheckoutRequest({ items: [{ productId: "catharsis", category: "marriage", quantity: 11 }] })).toEqual({
      ok: false,
      error: "Quantity must be a whole number from 1 to 10.",
    });
  });
});
