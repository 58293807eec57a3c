import { sampleReports, type SampleReport } from "./sample-reports";

/**
 * The pages of each sample that anyone may look at before signing in: the
 * cover and the first two pages after it (issue 17). Browser-safe: the page
 * builds its pictures' addresses and sizes from this.
 */
export const samplePreviewPages = [1, 2, 3] as const;
export type SamplePreviewPage = (typeof samplePreviewPages)[number];

/** A US Letter page (612 × 792 pt) drawn 640 px wide; the rasterizer's output is checked against this. */
export const samplePageImageSize = { width: 640, height: 828 } as const;

/**
 * Where a preview is served. `edition` names the sample's current edition:
 * an address carrying it never changes content, so browsers may keep it.
 */
export function samplePageImagePath(report: SampleReport, page: SamplePreviewPage, edition?: string): string {
  const path = `/sample-reports/${report.id}/page-${page}.webp`;
  return edition ? `${path}?v=${encodeURIComponent(edition)}` : path;
}

/** The sample and page an address names, or undefined for anything but the known samples × pages. */
export function findSamplePageImage(sampleId: string, image: string): { report: SampleReport; page: SamplePreviewPage } | undefined {
  const report = sampleReports.find((candidate) => candidate.id === sampleId);
  const page = samplePreviewPages.find((candidate) => image === `page-${candidate}.webp`);
  return report && page ? { report, page } : undefined;
}

export function samplePageAlt(report: SampleReport, page: SamplePreviewPage): string {
  return `${report.title} sample, page ${page}${page === 1 ? " (cover)" : ""}`;
}
