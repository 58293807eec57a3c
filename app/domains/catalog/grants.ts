import type { CategoryId } from "~/shared/categories";
import type { FormType } from "~/shared/form-types";
import type { Grant, ReportKind } from "~/shared/report-kinds";
import { getProduct } from "./products";

const formForCategory: Record<CategoryId, FormType> = {
  death: "death-grief",
  depression: "depression",
  marriage: "marriage",
  wellbeing: "mental-health-wellbeing",
};

/** What one unit of each product owes on its category's form, and on the Enneagram form. */
const contents: Record<string, { categoryForm: ReportKind[]; enneagramForm: ReportKind[] }> = {
  catharsis: { categoryForm: ["catharsis"], enneagramForm: [] },
  "catharsis-root-cause": { categoryForm: ["catharsis", "root-cause"], enneagramForm: [] },
  "catharsis-enneagram": { categoryForm: ["catharsis"], enneagramForm: ["enneagram"] },
  "complete-bundle": { categoryForm: ["catharsis", "root-cause", "therapist-summary"], enneagramForm: [] },
  "catharsis-therapist": { categoryForm: ["catharsis", "therapist-summary"], enneagramForm: [] },
  "therapist-summary": { categoryForm: ["therapist-summary"], enneagramForm: [] },
  "enneagram-report": { categoryForm: [], enneagramForm: ["enneagram"] },
};

/** Every report one unit of a product owes, across its forms: a bundle's parts. */
export function reportsIn(productId: string): ReportKind[] {
  const content = contents[productId];
  if (!content) throw new Error(`Unknown product: ${productId}`);
  return [...content.categoryForm, ...content.enneagramForm];
}

/**
 * The forms one unit of a product opens and the reports each owes
 * (docs/product.md, "What a purchase grants"). Throws on an unknown product or a
 * category that does not fit it: callers validate first.
 */
export function grantsFor(productId: string, category: CategoryId | null): Grant[] {
  const product = getProduct(productId);
  const content = contents[productId];
  if (!product || !content) throw new Error(`Unknown product: ${productId}`);
  if (product.needsCategory !== (category !== null)) throw new Error(`Category does not fit ${productId}`);
  const grants: Grant[] = [];
  if (category && content.categoryForm.length > 0) {
    grants.push({ formType: formForCategory[category], reportsOwed: content.categoryForm });
  }
  if (content.enneagramForm.length > 0) grants.push({ formType: "enneagram", reportsOwed: content.enneagramForm });
  return grants;
}
