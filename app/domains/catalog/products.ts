/**
 * The catalogue: the single source of truth for what the store sells and what
 * it costs, in integer cents (see docs/product.md). Commerce builds
 * the cart and checkout on it; pages format their prices from it.
 */
export type ServiceType = "catharsis-survey" | "Bundle" | "therapist-summary" | "enneagram-report";

export type Product = {
  id: string;
  name: string;
  priceCents: number;
  serviceType: ServiceType;
  /** Bought for one Catharsis survey topic (all but the Enneagram Report). */
  needsCategory: boolean;
  badge?: string;
};

export const products: readonly Product[] = [
  { id: "catharsis", name: "Catharsis Survey & Report", priceCents: 1499, serviceType: "catharsis-survey", needsCategory: true },
  { id: "catharsis-root-cause", name: "Catharsis + Root Cause Analysis", priceCents: 2999, serviceType: "Bundle", needsCategory: true },
  { id: "catharsis-enneagram", name: "Catharsis + Enneagram", priceCents: 3499, serviceType: "Bundle", needsCategory: true },
  { id: "complete-bundle", name: "Complete Bundle", priceCents: 5999, serviceType: "Bundle", needsCategory: true, badge: "Most complete" },
  { id: "catharsis-therapist", name: "Catharsis + Therapist Summary", priceCents: 3999, serviceType: "Bundle", needsCategory: true },
  { id: "therapist-summary", name: "Therapist Summary", priceCents: 2499, serviceType: "therapist-summary", needsCategory: true },
  { id: "enneagram-report", name: "Enneagram Report", priceCents: 1999, serviceType: "enneagram-report", needsCategory: false },
];

export function getProduct(id: string): Product | undefined {
  return products.find((product) => product.id === id);
}
