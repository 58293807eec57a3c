import { describe, expect, it } from "vitest";
import { productDetails, purchasableItem } from "./product-details";
import { getProduct, products } from "./products";

describe("product presentation", () => {
  it("describes every product, and lists the parts of every bundle", () => {
    for (const product of products) {
      expect(productDetails[product.id]?.summary).toBeTruthy();
      expect(Boolean(productDetails[product.id]?.includes)).toBe(product.serviceType === "Bundle");
    }
  });
});

describe("purchasableItem", () => {
  it("names a product with its category, and the Enneagram Report alone", () => {
    expect(purchasableItem("catharsis", "death")).toEqual({
      product: getProduct("catharsis"),
      category: "death",
      name: "Catharsis Survey & Report (Death & Grief)",
    });
    expect(purchasableItem("enneagram-report", null)?.name).toBe("Enneagram Report");
  });

  it("refuses unknown products and categories that do not fit", () => {
    expect(purchasableItem("free-report", null)).toBeNull();
    expect(purchasableItem("catharsis", null)).toBeNull();
    expect(purchasableItem("catharsis", "anger")).toBeNull();
    expect(purchasableItem("enneagram-report", "death")).toBeNull();
  });
});
