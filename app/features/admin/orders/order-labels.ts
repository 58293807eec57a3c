/*
 * Order states in words, for the list, its status filter and the order page.
 * Kept beside the order screens (not imported from the table) so the browser
 * bundle does not pull in database code.
 */
export const orderStatusLabels = {
  pending: "Awaiting payment",
  paid: "Paid",
  failed: "Payment failed",
  expired: "Checkout expired",
  refunded: "Refunded",
  "needs-review": "Needs review (amount did not match)",
} as const;

export type OrderStatusValue = keyof typeof orderStatusLabels;
