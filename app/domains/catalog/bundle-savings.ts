import type { ReportKind } from "~/shared/report-kinds";
import { reportsIn } from "./grants";
import { getProduct, type Product } from "./products";

/**
 * The product that sells each report on its own. Root Cause Analysis is sold
 * only inside a bundle, so a bundle holding it has no "separately" price.
 */
const soldAlone: Record<ReportKind, string | null> = {
  catharsis: "catharsis",
  "root-cause": null,
  enneagram: "enneagram-report",
  "therapist-summary": "therapist-summary",
};

export type BundleSaving = {
  /** What the bundle's parts cost bought one by one. */
  separatelyCents: number;
  savingsCents: number;
};

/**
 * What a bundle saves against its parts as sold separately on the same page
 * (docs/product.md, "Catalogue and prices"), or null when it may claim no saving:
 * a single product, a part not sold alone or not shown beside it, or parts
 * that cost no more than the bundle.
 */
export function bundleSaving(product: Product, soldOnPage: readonly Product[]): BundleSaving | null {
  if (product.serviceType !== "Bundle") return null;
  let separatelyCents = 0;
  for (const report of reportsIn(product.id)) {
    const partId = soldAlone[report];
    const part = partId ? getProduct(partId) : undefined;
    if (!part || !soldOnPage.some((shown) => shown.id === part.id)) return null;
    separatelyCents += part.priceCents;
  }
  const savingsCents = separatelyCents - product.priceCents;
  return savingsCents > 0 ? { separatelyCents, savingsCents } : null;
}
