import type { SampleCard } from "../report-kind-definition";

/** Its card on /sample-reports; the sample PDF is drafted from June Hartley's fictional answers (app/features/samples). */
export const enneagramSample: SampleCard = {
  title: "Enneagram Results Report",
  typeLabel: "Enneagram Report",
  description:
    "All nine of your Enneagram scores, then your main type and wing, any near-ties, what motivates you, and how you tend to act under stress and at your best, with practical steps for growth.",
};
