import { buffer } from "node:stream/consumers";
import { logger } from "~/config/logger.server";
import { openSampleReport, sampleReportsBucket, type SampleSource } from "./ensure-sample-reports.server";
import type { FileStorage, StoredFile } from "../storage/file-storage-contract";
import { rasterizePdfPages } from "../pdf/rasterize-pdf-pages.server";
import { samplePageImageSize, samplePreviewPages, type SamplePreviewPage } from "./sample-page-images";
import type { SampleReport } from "./sample-reports";

export type Rasterize = typeof rasterizePdfPages;

/** Beside the sample's PDF, one picture per preview page and edition: a new edition is drawn again. */
const pageKeyPrefix = (report: SampleReport) => `${report.fileName}.page-`;
const pageKey = (report: SampleReport, page: SamplePreviewPage, edition: string) => `${pageKeyPrefix(report)}${page}.${edition}.webp`;

async function drawPages(storage: FileStorage, report: SampleReport, edition: string, source: SampleSource, rasterize: Rasterize) {
  // A request that missed the pictures just before another drawing finished must not draw again.
  const current = await Promise.all(samplePreviewPages.map((page) => storage.exists(sampleReportsBucket, pageKey(report, page, edition))));
  if (current.every(Boolean)) return;
  const started = Date.now();
  // The stored PDF, made first if needed: the pictures show exactly the file a download gets.
  const pdf = await buffer((await openSampleReport(storage, report, source)).body);
  const images = await rasterize(new Uint8Array(pdf), samplePreviewPages, { width: samplePageImageSize.width });
  for (const image of images) {
    await storage.write(sampleReportsBucket, pageKey(report, image.pageNumber as SamplePreviewPage, edition), image.bytes);
  }
  // Earlier editions' pictures are no longer served.
  const keep = new Set(samplePreviewPages.map((page) => pageKey(report, page, edition)));
  for (const file of await storage.list(sampleReportsBucket)) {
    if (file.key.startsWith(pageKeyPrefix(report)) && !keep.has(file.key)) await storage.remove(sampleReportsBucket, file.key);
  }
  logger.info({ fileName: report.fileName, pages: images.length, ms: Date.now() - started }, "sample report pages drawn");
}

// Drawings under way, per storage, sample and edition: the three pages of a
// sample are drawn together, so a page is never drawn twice at once.
const inFlight = new WeakMap<FileStorage, Map<string, Promise<void>>>();

function draw(storage: FileStorage, report: SampleReport, edition: string, source: SampleSource, rasterize: Rasterize): Promise<void> {
  let drawings = inFlight.get(storage);
  if (!drawings) inFlight.set(storage, (drawings = new Map()));
  const key = `${report.fileName} ${edition}`;
  const running = drawings.get(key);
  if (running) return running;
  const started = drawPages(storage, report, edition, source, rasterize).finally(() => drawings.delete(key));
  drawings.set(key, started);
  return started;
}

/**
 * A preview page of a sample as a stored WebP picture, drawn from the stored
 * PDF on the first request for its edition (production does not run the
 * seed), with the edition it shows.
 */
export async function openSamplePageImage(
  storage: FileStorage,
  report: SampleReport,
  page: SamplePreviewPage,
  source: SampleSource,
  rasterize: Rasterize = rasterizePdfPages,
): Promise<{ edition: string; file: StoredFile }> {
  const edition = await source.edition(report.id);
  const key = pageKey(report, page, edition);
  let file = await storage.read(sampleReportsBucket, key);
  if (!file) {
    await draw(storage, report, edition, source, rasterize);
    file = await storage.read(sampleReportsBucket, key);
  }
  if (!file) throw new Error(`Sample page missing after drawing: ${key}`);
  return { edition, file };
}
