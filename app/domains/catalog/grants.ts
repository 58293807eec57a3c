import type { CategoryId } from "~/shared/categories";
import type { FormType } from "~/shared/form-types";
import { reportKindFacts, type Grant, type ReportKind } from "~/shared/report-kinds";
import { getProduct } from "./products";

const formForCategory: Record<CategoryId, FormType> = {
  death: "death-grief",
  depression: "depression",
  marriage: "marriage",
  wellbeing: "mental-health-wellbeing",
};

/** The reports one unit of each product owes, those written from the topic's form first. */
const contents: Record<string, ReportKind[]> = {
  catharsis: ["catharsis"],
  "catharsis-root-cause": ["catharsis", "root-cause"],
  "catharsis-enneagram": ["catharsis", "enneagram"],
  "complete-bundle": ["catharsis", "root-cause", "therapist-summary"],
  "catharsis-therapist": ["catharsis", "therapist-summary"],
  "therapist-summary": ["therapist-summary"],
  "enneagram-report": ["enneagram"],
};

/** A product's reports on its category's form, and on the Enneagram form: each kind says which form it is written from. */
function byForm(owed: readonly ReportKind[]) {
  const from = (form: "topic-form" | "enneagram-form") => owed.filter((kind) => reportKindFacts[kind].writtenFrom === form);
  return { categoryForm: from("topic-form"), enneagramForm: from("enneagram-form") };
}

/** Every report one unit of a product owes, across its forms: a bundle's parts. */
export function reportsIn(productId: string): ReportKind[] {
  const owed = contents[productId];
  if (!owed) throw new Error(`Unknown product: ${productId}`);
  const { categoryForm, enneagramForm } = byForm(owed);
  return [...categoryForm, ...enneagramForm];
}

/**
 * The forms one unit of a product opens and the reports each owes
 * (docs/product.md, "What a purchase grants"). Throws on an unknown product or a
 * category that does not fit it: callers validate first.
 */
export function grantsFor(productId: string, category: CategoryId | null): Grant[] {
  const product = getProduct(productId);
  const owed = contents[productId];
  if (!product || !owed) throw new Error(`Unknown product: ${productId}`);
  const content = byForm(owed);
  if (product.needsCategory !== (category !== null)) throw new Error(`Category does not fit ${productId}`);
  const grants: Grant[] = [];
  if (category && content.categoryForm.length > 0) {
    grants.push({ formType: formForCategory[category], reportsOwed: content.categoryForm });
  }
  if (content.enneagramForm.length > 0) grants.push({ formType: "enneagram", reportsOwed: content.enneagramForm });
  return grants;
}
