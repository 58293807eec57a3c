import { describe, expect, it } from "vitest";
import { bundleSaving } from "./bundle-savings";
import { getProduct, products, type Product } from "./products";

const product = (id: string): Product => {
  const found = getProduct(id);
  if (!found) throw new Error(`No product ${id}`);
  return found;
};
const price = (id: string) => product(id).priceCents;

describe("bundle savings (docs/product.md: only against parts sold separately on the same page)", () => {
  it("claims no saving for any bundle on /pricing, where every part sold alone is listed", () => {
    // The arithmetic, part by part, from the catalogue's prices:
    // Catharsis + Enneagram: 14.99 + 19.99 = 34.98, and the bundle costs 34.99.
    expect(price("catharsis") + price("enneagram-report")).toBeLessThanOrEqual(price("catharsis-enneagram"));
    // Catharsis + Therapist Summary: 14.99 + 24.99 = 39.98, and the bundle costs 39.99.
    expect(price("catharsis") + price("therapist-summary")).toBeLessThanOrEqual(price("catharsis-therapist"));
    // Root Cause Analysis is not sold alone: the two bundles holding it have no "separately" price.
    expect(getProduct("root-cause")).toBeUndefined();

    const savings = Object.fromEntries(products.map((item) => [item.id, bundleSaving(item, products)]));
    expect(savings).toEqual({
      catharsis: null,
      "catharsis-root-cause": null,
      "catharsis-enneagram": null,
      "complete-bundle": null,
      "catharsis-therapist": null,
      "therapist-summary": null,
      "enneagram-report": null,
    });
  });

  it("states the exact difference when a bundle costs less than its parts", () => {
    const cheaper = { ...product("catharsis-therapist"), priceCents: 3499 };
    expect(bundleSaving(cheaper, products)).toEqual({ separatelyCents: 1499 + 2499, savingsCents: 3998 - 3499 });
    const cheaperEnneagram = { ...product("catharsis-enneagram"), priceCents: 2999 };
    expect(bundleSaving(cheaperEnneagram, products)).toEqual({ separatelyCents: 3498, savingsCents: 499 });
  });

  it("claims nothing against a part the page does not list, nor for a bundle holding Root Cause Analysis", () => {
    const cheaper = { ...product("catharsis-therapist"), priceCents: 3499 };
    expect(bundleSaving(cheaper, [product("catharsis"), cheaper])).toBeNull();
    expect(bundleSaving({ ...product("complete-bundle"), priceCents: 100 }, products)).toBeNull();
    expect(bundleSaving({ ...product("catharsis-root-cause"), priceCents: 100 }, products)).toBeNull();
  });
});

describe("badges (docs/product.md: no badge claims a value the prices do not show)", () => {
  const claimsValue = /value|save|saving|cheap|deal|bargain|off\b/i;
  /** The products whose badge speaks of value that the catalogue's arithmetic does not show. */
  const unearnedBadges = (items: readonly Product[]) =>
    items.filter((item) => item.badge && claimsValue.test(item.badge) && bundleSaving(item, items) === null).map((item) => item.id);

  it("lets a badge speak of value only for a bundle that costs less than its parts sold alone", () => {
    expect(unearnedBadges(products)).toEqual([]);
    // The spec's "Best Value" on the Complete Bundle, which costs more than its parts, is caught.
    const withSpecBadge = products.map((item) => (item.id === "complete-bundle" ? { ...item, badge: "Best Value" } : item));
    expect(unearnedBadges(withSpecBadge)).toEqual(["complete-bundle"]);
  });

  it("calls the Complete Bundle, which costs more than its parts, the most complete rather than the best value", () => {
    // Catharsis 14.99 + Therapist Summary 24.99 = 39.98 for two of its three reports; Root Cause is not sold alone.
    expect(product("complete-bundle").badge).toBe("Most complete");
  });
});
