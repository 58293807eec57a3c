import catharsisCover from "./covers/depression-catharsis-report.svg";
import enneagramCover from "./covers/enneagram-results-report.svg";
import rootCauseCover from "./covers/root-cause-analysis-report.svg";
import therapistSummaryCover from "./covers/therapist-summary-report.svg";
import { sampleFileName } from "./sample-file-name";

export const sampleReportTypes = ["enneagram", "therapist-summary", "root-cause", "catharsis"] as const;
export type SampleReportType = (typeof sampleReportTypes)[number];

/** One card on /sample-reports (spec: "Sample report item"). */
export type SampleReport = {
  id: SampleReportType;
  title: string;
  description: string;
  reportType: SampleReportType;
  typeLabel: string;
  /** The name it downloads under, and its key in the "sample-reports" storage bucket. */
  fileName: string;
  /** A picture of the PDF's first page (see docs/decisions, sample report covers). */
  imageUrl: string;
};

const sample = (
  id: SampleReportType,
  title: string,
  typeLabel: string,
  imageUrl: string,
  description: string,
): SampleReport => ({ id, title, description, reportType: id, typeLabel, fileName: sampleFileName(title), imageUrl });

/**
 * The four samples, in the spec's order. Browser-safe: the PDFs are made by
 * the reports lane from a fictional client's answers (app/features/samples).
 */
export const sampleReports: readonly SampleReport[] = [
  sample(
    "enneagram",
    "Enneagram Results Report",
    "Enneagram Report",
    enneagramCover,
    "All nine of your Enneagram scores, then your main type and wing, any near-ties, what motivates you, and how you tend to act under stress and at your best, with practical steps for growth.",
  ),
  sample(
    "therapist-summary",
    "Therapist Summary Report",
    "Therapist Summary",
    therapistSummaryCover,
    "A 4-6 page summary of your answers in plain clinical language, plus a one-page brief you can hand to a therapist or doctor at a first appointment.",
  ),
  sample(
    "root-cause",
    "Root Cause Analysis Report",
    "Root Cause Analysis",
    rootCauseCover,
    "A six-step look beneath the surface at what drives the patterns in your life, in an 8-10 page report with a 90-day plan.",
  ),
  sample(
    "catharsis",
    "Depression Catharsis Report",
    "Catharsis Report",
    catharsisCover,
    "A personal report written from the Depression Assessment: the themes in your answers, your strengths, and a 72-hour action plan you can start today.",
  ),
];

export function findSampleReportByFileName(fileName: string): SampleReport | undefined {
  return sampleReports.find((report) => report.fileName === fileName);
}
