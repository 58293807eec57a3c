import { ENNEAGRAM_DURATION, WRITTEN_SURVEY_DURATION } from "~/shared/survey-time";
import { isCategoryId, productLabel, type CategoryId } from "~/shared/categories";
import { getProduct, type Product } from "./products";

/**
 * How the store presents each product: words only. Ids, prices and what a
 * purchase grants stay in products.ts and grants.ts.
 */
export type ProductDetails = {
  summary: string;
  /** For bundles: the reports inside, as the buyer will receive them. */
  includes?: string[];
  features: string[];
};

const catharsisReport = "Catharsis Survey & Report: a 10+ page personal report with a 72-hour action plan";
const rootCauseReport = "Root Cause Analysis: an 8-10 page report with a 90-day plan";
const therapistReport = "Therapist Summary: 4-6 pages plus a 1-page brief for your clinician";
const enneagramReport = "Enneagram Report: your type, what drives you and what holds you back";

export const productDetails: Record<string, ProductDetails> = {
  catharsis: {
    summary: "A guided survey on the topic you choose, turned into a personal report written from your own answers.",
    features: [`A ${WRITTEN_SURVEY_DURATION.replace(" minutes", " minute")} survey, in your own words`, "A 10+ page personal report", "A 72-hour action plan", "Delivered by e-mail within 24 hours"],
  },
  "catharsis-root-cause": {
    summary: "Your Catharsis report, plus a deeper look at what keeps the pattern going.",
    includes: [catharsisReport, rootCauseReport],
    features: ["One survey, two reports", "A 90-day plan for lasting change", "Delivered by e-mail within 24 hours"],
  },
  "catharsis-enneagram": {
    summary: "Your Catharsis report, plus your Enneagram type to understand how you tend to respond.",
    includes: [catharsisReport, enneagramReport],
    features: ["Two surveys, two reports", "See your situation through your personality type", "Delivered by e-mail within 24 hours"],
  },
  "complete-bundle": {
    summary: "Everything you need to understand your situation and share it with a professional.",
    includes: [catharsisReport, rootCauseReport, therapistReport],
    features: ["One survey, three reports", "Ready to hand to a therapist or doctor", "Delivered by e-mail within 24 hours"],
  },
  "catharsis-therapist": {
    summary: "Your Catharsis report, plus a summary written for your therapist or doctor.",
    includes: [catharsisReport, therapistReport],
    features: ["One survey, two reports", "Saves time in your first sessions", "Delivered by e-mail within 24 hours"],
  },
  "therapist-summary": {
    summary: "A clear summary for your therapist or doctor. It builds on a completed Catharsis survey.",
    features: ["4-6 pages plus a 1-page clinician brief", "Plain, professional language", "Delivered by e-mail within 24 hours"],
  },
  "enneagram-report": {
    summary: "Discover your Enneagram type: what motivates you, what you fear, and how you grow.",
    features: [`A ${ENNEAGRAM_DURATION.replace(" minutes", " minute")} questionnaire`, "Your type among the nine, explained", "Delivered by e-mail within 24 hours"],
  },
};

export type PurchasableItem = {
  product: Product;
  category: CategoryId | null;
  /** The name a cart line, a toast and the order summary show. */
  name: string;
};

/** A product bought for a category, or null when the pair is not something the store sells. */
export function purchasableItem(productId: string, category: string | null): PurchasableItem | null {
  const product = getProduct(productId);
  if (!product) return null;
  if (category === null) return product.needsCategory ? null : { product, category, name: product.name };
  if (!product.needsCategory || !isCategoryId(category)) return null;
  return { product, category, name: productLabel(product.name, category) };
}
