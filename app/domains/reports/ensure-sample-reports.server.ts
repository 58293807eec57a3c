import { logger } from "~/config/logger.server";
import type { FileStorage, StoredFile } from "./file-storage.server";
import { renderSampleReport } from "./render-sample-report.server";
import { sampleReports, type SampleReport } from "./sample-reports";

/** The spec's "Sample Reports" bucket; each file's key is its download name. */
export const sampleReportsBucket = "sample-reports";

async function renderIfMissing(storage: FileStorage, report: SampleReport): Promise<void> {
  // A request that missed the file just before another render finished must not render again.
  if (await storage.exists(sampleReportsBucket, report.fileName)) return;
  const started = Date.now();
  await storage.write(sampleReportsBucket, report.fileName, await renderSampleReport(report.reportType));
  logger.info({ fileName: report.fileName, ms: Date.now() - started }, "sample report generated");
}

// Renders under way, per storage and file: requests arriving before the file
// exists wait for the one render instead of each starting their own.
const inFlight = new WeakMap<FileStorage, Map<string, Promise<void>>>();

function generate(storage: FileStorage, report: SampleReport): Promise<void> {
  let renders = inFlight.get(storage);
  if (!renders) inFlight.set(storage, (renders = new Map()));
  const running = renders.get(report.fileName);
  if (running) return running;
  const started = renderIfMissing(storage, report).finally(() => renders.delete(report.fileName));
  renders.set(report.fileName, started);
  return started;
}

/**
 * Generates every sample PDF that storage lacks; files already there are kept
 * (the reports pipeline may replace them later). Safe to run again.
 */
export async function ensureSampleReports(storage: FileStorage): Promise<string[]> {
  const generated: string[] = [];
  for (const report of sampleReports) {
    if (await storage.exists(sampleReportsBucket, report.fileName)) continue;
    await generate(storage, report);
    generated.push(report.fileName);
  }
  return generated;
}

/**
 * The stored sample, generated first if it is missing (production does not run
 * the seed, so the first download there makes the file).
 */
export async function openSampleReport(storage: FileStorage, report: SampleReport): Promise<StoredFile> {
  const stored = await storage.read(sampleReportsBucket, report.fileName);
  if (stored) return stored;
  await generate(storage, report);
  const generated = await storage.read(sampleReportsBucket, report.fileName);
  if (!generated) throw new Error(`Sample report missing after generation: ${report.fileName}`);
  return generated;
}
