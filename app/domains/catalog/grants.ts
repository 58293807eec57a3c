import type { FormType } from "~/shared/form-types";
import type { Grant, ReportKind } from "~/shared/report-kinds";
import { getProduct } from "./products";

/** The four Catharsis survey topics a product is bought for (decisions.md). */
export const categories = [
  { id: "death", label: "Death & Grief" },
  { id: "depression", label: "Depression" },
  { id: "marriage", label: "Marriage" },
  { id: "wellbeing", label: "Overall Mental Wellbeing" },
] as const;
export type CategoryId = (typeof categories)[number]["id"];

export function isCategoryId(value: unknown): value is CategoryId {
  return categories.some((category) => category.id === value);
}

export function categoryLabel(id: CategoryId): string {
  return categories.find((category) => category.id === id)?.label ?? id;
}

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

/**
 * The forms one unit of a product opens and the reports each owes
 * (decisions.md, "What a purchase grants"). Throws on an unknown product or a
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
