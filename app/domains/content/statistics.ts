/**
 * The general figures the spec gives (section 9), worded for the page. The
 * client figures (clients served, rating, sessions saved) are the provider's
 * to enter: site-content.ts (ADR 44).
 */
export type Figure = { value: string; label: string };

/** Why this work matters, and what to expect. */
export const statistics: readonly Figure[] = [
  { value: "40-50%", label: "of marriages in the US end in divorce" },
  { value: "7%", label: "of older adults live with major depression" },
  // A general figure from the spec; worded so it makes no claim about what our reports do.
  { value: "60%", label: "symptom reduction: a general industry figure, not a measured result of our reports" },
  { value: "24 hrs", label: "from finishing your survey to your report in your inbox" },
];

/** The note under the figures; the middle sentence only while a client figure is shown. */
export function figuresNote(withClientFigures: boolean): string {
  return [
    "The statistics are general industry figures: they describe people in general, not results of our reports.",
    withClientFigures ? "The client figures come from our clients' own feedback." : null,
    "Everyone's path is different: our reports support reflection and are not a diagnosis or a treatment.",
  ]
    .filter(Boolean)
    .join(" ");
}
