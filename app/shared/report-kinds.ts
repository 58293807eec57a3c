import type { FormType } from "./form-types";

/** The reports an answered form can owe. Stored as text: add a kind here, never rename one. */
export const reportKinds = ["catharsis", "root-cause", "enneagram", "therapist-summary"] as const;
export type ReportKind = (typeof reportKinds)[number];

export const reportKindLabels: Record<ReportKind, string> = {
  catharsis: "Catharsis Report",
  "root-cause": "Root Cause Analysis",
  enneagram: "Enneagram Report",
  "therapist-summary": "Therapist Summary",
};

/** What one unit of a product opens: a form, and the reports its answers owe (frozen on the order line). */
export type Grant = { formType: FormType; reportsOwed: ReportKind[] };
