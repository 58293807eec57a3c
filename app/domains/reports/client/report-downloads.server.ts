import { randomUUID } from "node:crypto";
import { getDb } from "~/db/database.server";
import { reportDownloads } from "~/db/schema";
import type { ReportKind } from "~/shared/report-kinds";
import { recordEvent, type LaneActor } from "../lane/lane-records.server";
import { readReportPdf } from "../storage/report-files.server";
import { clientReportFileName, findDeliveredReport } from "./client-reports.server";

/** A PDF on its way to someone, with the name it is saved under. */
export type ReportPdf = { kind: ReportKind; fileName: string; bytes: Buffer };

/**
 * The owner's PDF of a delivered report, with the download logged (a
 * `report_downloads` row and a "downloaded" event); null for anyone else or
 * a report not delivered. A delivered report whose file cannot be read is a
 * fault of ours, so it throws rather than pretend the report is not there.
 */
export async function downloadOwnReport(owner: { id: string; email: string }, reportId: string): Promise<ReportPdf | null> {
  const report = await findDeliveredReport(owner.id, reportId);
  if (!report) return null;
  const bytes = await readDeliveredPdf(report.id, report.pdfKey);
  await logDownload({ reportId: report.id, userId: owner.id, shareLinkId: null }, "downloaded", { userId: owner.id, email: owner.email });
  return { kind: report.kind, fileName: clientReportFileName(report.kind), bytes };
}

export async function readDeliveredPdf(reportId: string, pdfKey: string): Promise<Buffer> {
  const bytes = await readReportPdf(reportId, pdfKey);
  if (!bytes) throw new Error(`The PDF of delivered report ${reportId} could not be read`);
  return bytes;
}

/** One row per download and its audit event, together. */
export async function logDownload(
  download: { reportId: string; userId: string | null; shareLinkId: string | null },
  action: "downloaded" | "opened-by-clinician",
  actor: LaneActor,
): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx.insert(reportDownloads).values({
      id: randomUUID(),
      reportId: download.reportId,
      userId: download.userId,
      shareLinkId: download.shareLinkId,
      viaShareLink: download.shareLinkId !== null,
    });
    await recordEvent(tx, { reportId: download.reportId, action, actor });
  });
}
