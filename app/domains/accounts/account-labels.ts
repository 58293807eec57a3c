/** Words /account shows for stored codes. Browser-safe. */
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
