/** Words /account shows for stored codes. Browser-safe. */
export const assessmentStateLabels = {
  "not-started": "Not started",
  "draft-saved": "Draft saved",
  submitted: "Submitted",
} as const;

export const assessmentActionLabels = {
  "not-started": "Start questionnaire",
  "draft-saved": "Continue questionnaire",
  submitted: "Read your answers",
} as const;

/** Before the answers arrive; after, each report shows its timeline (features/account/report-timeline). */
export const reportStateLabels = {
  "awaiting-answers": "Awaiting your answers",
} as const;

export const orderStatusLabels = {
  paid: "Paid",
  failed: "Payment failed",
  refunded: "Refunded",
} as const;
