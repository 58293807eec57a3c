import type { SampleCard } from "../report-kind-definition";

/** Its card on /sample-reports; the sample PDF is drafted from June Hartley's fictional answers (app/features/samples). */
export const catharsisSample: SampleCard = {
  title: "Depression Catharsis Report",
  typeLabel: "Catharsis Report",
  description:
    "A personal report written from the Depression Assessment: the themes in your answers, your strengths, and a 72-hour action plan you can start today.",
};

/** The grief sample's card; its PDF is drafted from Ellen Marsh's fictional grief answers (app/features/samples). */
export const catharsisGriefSample: SampleCard = {
  title: "Grief Catharsis Report",
  typeLabel: "Catharsis Report",
  description:
    "A personal report written from the Death & Grief Assessment: what you told us about the one you lost, what is helping you now, and a 72-hour plan for the days ahead.",
};
