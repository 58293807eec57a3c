import type { SampleCard } from "../report-kind-definition";

/** Its card on /sample-reports; the sample PDF is drafted from June Hartley's fictional answers (app/features/samples). */
export const rootCauseSample: SampleCard = {
  title: "Root Cause Analysis Report",
  typeLabel: "Root Cause Analysis",
  description:
    "A six-step look beneath the surface at what drives the patterns in your life, in an 8-10 page report with a 90-day plan.",
};
