import { text } from "node:stream/consumers";
import { logger } from "~/config/logger.server";
import type { FileStorage, StoredFile } from "../storage/file-storage-contract";
import { sampleReports, type SampleReport, type SampleId } from "./sample-reports";

/**
 * Where the sample PDFs come from. They are written from fictional answers
 * by the same lane as a buyer's report, which needs the assessments domain
 * too, so the caller composes it (app/features/samples) and hands it in.
 */
export type SampleSource = {
  /**
   * Names what a render would hold now. A stored file made for another
   * edition is made again, so changed samples reach a store that already
   * has files (production keeps its storage across deploys).
   */
  edition(id: SampleId): Promise<string>;
  render(id: SampleId): Promise<Uint8Array>;
};

/** The spec's "Sample Reports" bucket; each file's key is its download name. */
export const sampleReportsBucket = "sample-reports";

/** Beside each PDF, the edition it was made for. */
const editionKey = (report: SampleReport) => `${report.fileName}.edition`;

async function isCurrent(storage: FileStorage, report: SampleReport, source: SampleSource): Promise<boolean> {
  const stored = await storage.read(sampleReportsBucket, editionKey(report));
  if (!stored || !(await storage.exists(sampleReportsBucket, report.fileName))) return false;
  return (await text(stored.body)) === (await source.edition(report.id));
}

async function renderIfStale(storage: FileStorage, report: SampleReport, source: SampleSource): Promise<void> {
  // A request that missed the file just before another render finished must not render again.
  if (await isCurrent(storage, report, source)) return;
  const started = Date.now();
  const edition = await source.edition(report.id);
  await storage.write(sampleReportsBucket, report.fileName, await source.render(report.id));
  // Written last: a render cut short leaves the old edition, so the next check makes the file again.
  await storage.write(sampleReportsBucket, editionKey(report), new TextEncoder().encode(edition));
  logger.info({ fileName: report.fileName, ms: Date.now() - started }, "sample report generated");
}

// Renders under way, per storage and file: requests arriving before the file
// exists wait for the one render instead of each starting their own.
const inFlight = new WeakMap<FileStorage, Map<string, Promise<void>>>();

function generate(storage: FileStorage, report: SampleReport, source: SampleSource): Promise<void> {
  let renders = inFlight.get(storage);
  if (!renders) inFlight.set(storage, (renders = new Map()));
  const running = renders.get(report.fileName);
  if (running) return running;
  const started = renderIfStale(storage, report, source).finally(() => renders.delete(report.fileName));
  renders.set(report.fileName, started);
  return started;
}

/**
 * Makes every sample PDF that storage lacks or holds for an older edition;
 * current files are kept. Safe to run again. Returns the file names made.
 */
export async function ensureSampleReports(storage: FileStorage, source: SampleSource): Promise<string[]> {
  const generated: string[] = [];
  for (const report of sampleReports) {
    if (await isCurrent(storage, report, source)) continue;
    await generate(storage, report, source);
    generated.push(report.fileName);
  }
  return generated;
}

/**
 * The stored sample, made first if it is missing or from an older edition
 * (production does not run the seed, so the first download there makes it).
 */
export async function openSampleReport(storage: FileStorage, report: SampleReport, source: SampleSource): Promise<StoredFile> {
  if (!(await isCurrent(storage, report, source))) await generate(storage, report, source);
  const stored = await storage.read(sampleReportsBucket, report.fileName);
  if (!stored) throw new Error(`Sample report missing after generation: ${report.fileName}`);
  return stored;
}
