import type { SampleCard } from "../report-kind-definition";

/** Its card on /sample-reports; the sample PDF is drafted from June Hartley's fictional answers (app/features/samples). */
export const catharsisSample: SampleCard = {
  title: "Depression Catharsis Report",
  typeLabel: "Catharsis Report",
  description:
    "A personal report written from the Depression Assessment: the themes in your answers, your strengths, and a 72-hour action plan you can start today.",
};
