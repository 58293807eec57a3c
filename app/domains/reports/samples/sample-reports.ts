import type { ReportKind } from "~/shared/report-kinds";
import { catharsisGriefSample, catharsisSample } from "../kinds/catharsis/sample";
import { enneagramSample } from "../kinds/enneagram/sample";
import type { SampleCard } from "../kinds/report-kind-definition";
import { rootCauseSample } from "../kinds/root-cause/sample";
import { therapistSummarySample } from "../kinds/therapist-summary/sample";
import { sampleFileName } from "./sample-file-name";

/**
 * Every sample, by id: one per report kind, named as the kind, and a second
 * Catharsis Report written from the grief form (issue 34), since grief is
 * what many of our clients come with and June's depression answers do not
 * show what a grief report reads like.
 */
export const sampleIds = ["enneagram", "therapist-summary", "root-cause", "catharsis", "catharsis-grief"] as const;
export type SampleId = (typeof sampleIds)[number];

/** One card on /sample-reports (spec: "Sample report item"). */
export type SampleReport = {
  id: SampleId;
  title: string;
  description: string;
  /** The kind of report the sample is. */
  reportType: ReportKind;
  typeLabel: string;
  /** The name it downloads under, and its key in the "sample-reports" storage bucket. */
  fileName: string;
};

/**
 * Each sample's card (its kind folder's `sample.ts`) and kind, in the order
 * of the cards: the spec's order, the grief sample beside the other
 * Catharsis Report. Keyed by every id, so a sample without a card does not
 * compile. Browser-safe: the PDFs are made by the reports lane from a
 * fictional client's answers (app/features/samples).
 */
const cards: Record<SampleId, SampleCard & { kind: ReportKind }> = {
  enneagram: { ...enneagramSample, kind: "enneagram" },
  "therapist-summary": { ...therapistSummarySample, kind: "therapist-summary" },
  "root-cause": { ...rootCauseSample, kind: "root-cause" },
  catharsis: { ...catharsisSample, kind: "catharsis" },
  "catharsis-grief": { ...catharsisGriefSample, kind: "catharsis" },
};

export const sampleReports: readonly SampleReport[] = sampleIds.map((id) => {
  const { title, description, typeLabel, kind } = cards[id];
  return { id, title, description, reportType: kind, typeLabel, fileName: sampleFileName(title) };
});

export function findSampleReportByFileName(fileName: string): SampleReport | undefined {
  return sampleReports.find((report) => report.fileName === fileName);
}
