/** The figures and claims the spec gives (section 9), worded for the page. */
export type Figure = { value: string; label: string };

/** What clients tell us about Catharsis. */
export const claims: readonly Figure[] = [
  { value: "500+", label: "clients have trusted us with their story" },
  { value: "4.9/5", label: "average rating from our clients" },
  { value: "87%", label: "of clients say their report saved them 1-2 therapy sessions" },
];

/** Why this work matters, and what to expect. */
export const statistics: readonly Figure[] = [
  { value: "40-50%", label: "of marriages in the US end in divorce" },
  { value: "7%", label: "of older adults live with major depression" },
  // A general figure from the spec; worded so it makes no claim about what our reports do.
  { value: "60%", label: "symptom reduction: a general industry figure, not a measured result of our reports" },
  { value: "24 hrs", label: "from finishing your survey to your report in your inbox" },
];

export const figuresNote =
  "The statistics are general industry figures: they describe people in general, not results of our reports. The client figures come from our clients' own feedback. Everyone's path is different: our reports support reflection and are not a diagnosis or a treatment.";
