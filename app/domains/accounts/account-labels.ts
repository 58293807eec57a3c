/** Words /account shows for stored codes. Browser-safe. */
export const assessmentLinks = {
  marriage: { label: "Marriage", path: "/marriage-report-form" },
  "death-grief": { label: "Death & Grief", path: "/death-grief-form" },
  depression: { label: "Depression", path: "/depression-form" },
  "mental-health-wellbeing": { label: "Mental Health & Wellbeing", path: "/mental-health-wellbeing-form" },
  enneagram: { label: "Enneagram", path: "/forms/enneagram" },
} as const;
export type AssessmentFormType = keyof typeof assessmentLinks;

export const assessmentStateLabels = {
  "not-started": "Not started",
  "draft-saved": "Draft saved",
  submitted: "Submitted",
} as const;

export const assessmentActionLabels = {
  "not-started": "Start questionnaire",
  "draft-saved": "Continue questionnaire",
  submitted: "View questionnaire",
} as const;

export const reportKindLabels = {
  catharsis: "Catharsis Report",
  "root-cause": "Root Cause Analysis",
  enneagram: "Enneagram Report",
  "therapist-summary": "Therapist Summary",
} as const;

export const reportStateLabels = {
  "awaiting-answers": "Awaiting your answers",
  "in-preparation": "In preparation",
  delivered: "Delivered",
} as const;

export const orderStatusLabels = {
  paid: "Paid",
  failed: "Payment failed",
  refunded: "Refunded",
} as const;
