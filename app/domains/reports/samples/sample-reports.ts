import type { ReportKind } from "~/shared/report-kinds";
import { catharsisSample } from "../kinds/catharsis/sample";
import { enneagramSample } from "../kinds/enneagram/sample";
import type { SampleCard } from "../kinds/report-kind-definition";
import { rootCauseSample } from "../kinds/root-cause/sample";
import { therapistSummarySample } from "../kinds/therapist-summary/sample";
import { sampleFileName } from "./sample-file-name";

/** Every report kind has a sample. */
export type SampleReportType = ReportKind;

/** One card on /sample-reports (spec: "Sample report item"). */
export type SampleReport = {
  id: SampleReportType;
  title: string;
  description: string;
  reportType: SampleReportType;
  typeLabel: string;
  /** The name it downloads under, and its key in the "sample-reports" storage bucket. */
  fileName: string;
};

/**
 * Each kind's card (its folder's `sample.ts`), written in the spec's order,
 * which is the order of the cards. Keyed by every kind, so a kind without a
 * sample does not compile. Browser-safe: the PDFs are made by the reports
 * lane from a fictional client's answers (app/features/samples).
 */
const cards: Record<ReportKind, SampleCard> = {
  enneagram: enneagramSample,
  "therapist-summary": therapistSummarySample,
  "root-cause": rootCauseSample,
  catharsis: catharsisSample,
};

export const sampleReports: readonly SampleReport[] = (Object.keys(cards) as ReportKind[]).map((id) => {
  const { title, description, typeLabel } = cards[id];
  return { id, title, description, reportType: id, typeLabel, fileName: sampleFileName(title) };
});

export function findSampleReportByFileName(fileName: string): SampleReport | undefined {
  return sampleReports.find((report) => report.fileName === fileName);
}
