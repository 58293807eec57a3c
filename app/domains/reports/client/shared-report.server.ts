import { and, desc, eq, gt, isNotNull, isNull } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { reportEvents, reportShareLinks, reports } from "~/db/schema";
import { hitRateLimit, refundRateLimit } from "~/security/rate-limit.server";
import type { ReportKind } from "~/shared/report-kinds";
import { openEventDetail, recordEvent } from "../lane/lane-records.server";
import { clientReportFileName } from "./client-reports.server";
import { logDownload, readDeliveredPdf, type ReportPdf } from "./report-downloads.server";
import { SHARE_CREATED_ACTION } from "./share-links.server";
import { hashShareToken, looksLikeShareToken } from "./share-tokens.server";

/** What the clinician's page shows: which report, and who shared it. */
export type SharedReport = {
  linkId: string;
  reportId: string;
  kind: ReportKind;
  clinicianName: string;
  sharedBy: string;
  expiresAt: Date;
};

export type ShareLookup =
  | { status: "found"; report: SharedReport; pdfKey: string }
  | { status: "unavailable" }
  | { status: "too-many-attempts"; retryAfterSeconds: number };

/**
 * Wrong tokens are counted per client address: 20 in 15 minutes, then the
 * address waits. A found link gives its count back, so a clinician opening
 * the page and the PDF a few times never runs into it.
 */
const GUESS_LIMIT = { limit: 20, windowMs: 15 * 60 * 1000 };

/**
 * The report behind a clinician's link, if the link is live: not revoked,
 * not expired, and its report still delivered. Unknown, revoked and expired
 * links are all "unavailable", alike.
 */
export async function lookUpShareLink(token: string, clientAddress: string, now = new Date()): Promise<ShareLookup> {
  const key = `share-link:ip:${clientAddress}`;
  const hit = await hitRateLimit({ key, ...GUESS_LIMIT }, now);
  if (!hit.allowed) return { status: "too-many-attempts", retryAfterSeconds: hit.retryAfterSeconds };
  const found = looksLikeShareToken(token) ? await liveLink(hashShareToken(token), now) : null;
  if (!found) return { status: "unavailable" };
  await refundRateLimit(key, { windowOpenedAfter: new Date(now.getTime() - GUESS_LIMIT.windowMs) });
  return found;
}

/** Every opening of a live link's page goes in the report's audit log, as the clinician's. */
export async function recordSharePageOpened(report: SharedReport): Promise<void> {
  await recordEvent(getDb(), { reportId: report.reportId, action: "share-page-opened", actor: { userId: null, email: `share-link:${report.linkId}` } });
}

/** The PDF through a live link, logged as an opening by the clinician. */
export async function downloadSharedReport(
  token: string,
  clientAddress: string,
  now = new Date(),
): Promise<ReportPdf | Exclude<ShareLookup, { status: "found" }>> {
  const lookup = await lookUpShareLink(token, clientAddress, now);
  if (lookup.status !== "found") return lookup;
  const { report, pdfKey } = lookup;
  const bytes = await readDeliveredPdf(report.reportId, pdfKey);
  await logDownload({ reportId: report.reportId, userId: null, shareLinkId: report.linkId }, "opened-by-clinician", {
    userId: null,
    email: `share-link:${report.linkId}`,
  });
  return { kind: report.kind, fileName: clientReportFileName(report.kind), bytes };
}

async function liveLink(tokenHash: string, now: Date): Promise<Extract<ShareLookup, { status: "found" }> | null> {
  const [row] = await getDb()
    .select({
      linkId: reportShareLinks.id,
      reportId: reportShareLinks.reportId,
      clinicianName: reportShareLinks.clinicianName,
      expiresAt: reportShareLinks.expiresAt,
      kind: reports.kind,
      pdfKey: reports.pdfKey,
    })
    .from(reportShareLinks)
    .innerJoin(reports, eq(reports.id, reportShareLinks.reportId))
    .where(
      and(
        eq(reportShareLinks.tokenHash, tokenHash),
        isNull(reportShareLinks.revokedAt),
        gt(reportShareLinks.expiresAt, now),
        eq(reports.stage, "delivered"),
        isNotNull(reports.pdfKey),
      ),
    );
  if (!row?.pdfKey) return null;
  return {
    status: "found",
    pdfKey: row.pdfKey,
    report: {
      linkId: row.linkId,
      reportId: row.reportId,
      kind: row.kind as ReportKind,
      clinicianName: row.clinicianName,
      expiresAt: row.expiresAt,
      sharedBy: await sharerOf(row.reportId, row.linkId),
    },
  };
}

/** The first name the client gave when making the link, from the sealed detail of its audit event. */
async function sharerOf(reportId: string, linkId: string): Promise<string> {
  const events = await getDb()
    .select({ id: reportEvents.id, sealedDetail: reportEvents.sealedDetail })
    .from(reportEvents)
    .where(and(eq(reportEvents.reportId, reportId), eq(reportEvents.action, SHARE_CREATED_ACTION)))
    .orderBy(desc(reportEvents.seq));
  for (const event of events) {
    const detail = openEventDetail(event.id, event.sealedDetail) as { shareLinkId?: string; sharedBy?: string } | null;
    if (detail?.shareLinkId === linkId && detail.sharedBy) return detail.sharedBy;
  }
  return "Your client";
}
