import type { SampleCard } from "../report-kind-definition";

/** Its card on /sample-reports; the sample PDF is drafted from June Hartley's fictional answers (app/features/samples). */
export const therapistSummarySample: SampleCard = {
  title: "Therapist Summary Report",
  typeLabel: "Therapist Summary",
  description:
    "A 4-6 page summary of your answers in plain clinical language, plus a one-page brief you can hand to a therapist or doctor at a first appointment.",
};
