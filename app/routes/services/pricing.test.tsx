import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { formatPrice } from "~/domains/catalog/format-price";
import { getProduct, products } from "~/domains/catalog/products";
import Pricing from "./pricing";

/**
 * Each bundle's parts as the catalogue sells them alone (docs/product.md): null
 * when a part (Root Cause Analysis) has no price of its own.
 */
const partsSoldAlone: Record<string, string[] | null> = {
  "catharsis-root-cause": null,
  "catharsis-enneagram": ["catharsis", "enneagram-report"],
  "complete-bundle": null,
  "catharsis-therapist": ["catharsis", "therapist-summary"],
};

/** The saving /pricing may show for a product, by the catalogue's arithmetic, or null for none. */
function expectedSaving(productId: string): string | null {
  const parts = partsSoldAlone[productId];
  const bundle = getProduct(productId);
  if (!parts || !bundle) return null;
  const separately = parts.reduce((sum, id) => sum + (getProduct(id)?.priceCents ?? Number.NaN), 0);
  return separately > bundle.priceCents ? formatPrice(separately - bundle.priceCents) : null;
}

/** Each product card's heading and text, as the server renders /pricing. */
function cards(html: string): { name: string; text: string }[] {
  return [...html.matchAll(/<article[^>]*>(.*?)<\/article>/gs)].map(([, inner = ""]) => ({
    name: (/<h2[^>]*>(.*?)<\/h2>/s.exec(inner)?.[1] ?? "").replace(/<[^>]+>/g, "").trim(),
    text: inner.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " "),
  }));
}

describe("/pricing's savings", () => {
  const rendered = cards(
    renderToString(
      <MemoryRouter initialEntries={["/pricing"]}>
        <Pricing />
      </MemoryRouter>,
    ),
  );

  it("shows every catalogue product once", () => {
    expect(rendered.map((card) => card.name)).toEqual(products.map((product) => product.name.replace("&", "&amp;")));
  });

  it("shows a saving only where the bundle costs less than its parts on the page, and exactly that difference", () => {
    for (const product of products) {
      const card = rendered.find((each) => each.name === product.name.replace("&", "&amp;"));
      const shown = /Save (\$[\d.,]+)/.exec(card?.text ?? "")?.[1] ?? null;
      expect({ product: product.id, saving: shown }).toEqual({ product: product.id, saving: expectedSaving(product.id) });
      if (!shown) expect(card?.text).not.toMatch(/save \$|bought separately|list price/i);
    }
  });

  it("says what each bundle includes, whether or not it saves anything", () => {
    for (const product of products.filter((each) => each.serviceType === "Bundle")) {
      const card = rendered.find((each) => each.name === product.name.replace("&", "&amp;"));
      expect(card?.text).toContain("Includes");
      expect(card?.text).toContain("Catharsis Survey &amp; Report: a 10+ page personal report");
    }
  });
});
