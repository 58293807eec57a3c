import type { SafetyCategory } from "./safety/categories";

/**
 * The screener's categories in plain words for the provider's e-mail and
 * pages. "Possible", because a phrase list flags words, not people: a human
 * reads the answers before anything is concluded. A category stored by an
 * older screen that this list no longer knows still reads as words.
 */
const labels: Record<SafetyCategory, string> = {
  "suicidal-thoughts": "possible suicidal thoughts",
  "self-harm": "possible self-harm",
  "harm-to-others": "possible intent to harm others",
  abuse: "possible abuse",
  "danger-at-home": "possible danger at home",
  "neglect-of-dependant": "possible neglect of someone in their care",
};

export function safetyCategoryLabel(category: string): string {
  return (labels as Record<string, string>)[category] ?? `possible ${category.replace(/[-_]+/g, " ").trim().toLowerCase()}`;
}

/** Distinct labels in the order given ("possible suicidal thoughts, possible abuse"). */
export function safetyCategoryLabels(categories: readonly string[]): string[] {
  return [...new Set(categories.map(safetyCategoryLabel))];
}

export const submissionStatusLabels = {
  received: "Received",
  "in-review": "In review",
  completed: "Completed",
} as const;
