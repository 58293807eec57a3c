import type { SafetyCategory } from "./categories";
import { ASQ_ACUTE_CATEGORY, ASQ_POSITIVE_CATEGORY, PHQ9_RISK_CATEGORY } from "~/shared/scale-scores";

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

/** Not a phrase the screen found but an answer on a scale (issue 18): said as what the client chose. */
const scaleLabels: Record<string, string> = {
  [PHQ9_RISK_CATEGORY]: "PHQ-9 item 9 above zero (thoughts of being better off dead or of self-harm)",
  [ASQ_POSITIVE_CATEGORY]: "ASQ suicide risk screen positive (a yes to questions 1–4; no thoughts of suicide right now)",
  [ASQ_ACUTE_CATEGORY]: "ASQ suicide risk screen acute positive (thoughts of killing themselves right now)",
};

export function safetyCategoryLabel(category: string): string {
  return (labels as Record<string, string>)[category] ?? scaleLabels[category] ?? `possible ${category.replace(/[-_]+/g, " ").trim().toLowerCase()}`;
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

/** A marked sentence's label on staff pages (ADR 0059): "Urgent: possible abuse", "Read first: possible suicidal thoughts". */
export function riskMarkLabel(level: "urgent" | "review", categories: readonly string[]): string {
  const words = safetyCategoryLabels(categories);
  return `${level === "urgent" ? "Urgent" : "Read first"}: ${words.length > 0 ? words.join(", ") : "the safety screen heard this"}`;
}
