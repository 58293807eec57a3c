import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { reportDownloads, reportShareLinks } from "~/db/schema";
import { recordEvent } from "../lane/lane-records.server";
import { findDeliveredReport, type ClientReport } from "./client-reports.server";
import type { ShareLinkForm } from "./share-link-form.server";
import { newShareToken } from "./share-tokens.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The audit event a link's creation leaves; its sealed detail names who shared (see sharerOf). */
export const SHARE_CREATED_ACTION = "shared-with-clinician";

export type ShareLinkSummary = {
  id: string;
  clinicianName: string;
  clinicianEmail: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  /** How many times the PDF was opened through the link. */
  openings: number;
};

export type CreatedShareLink = {
  report: ClientReport;
  linkId: string;
  /** Shown to the client once and e-mailed to the clinician; only its hash is stored. */
  token: string;
  expiresAt: Date;
};

/**
 * Makes a link for one clinician to a report its owner has received, with
 * the consent version they ticked. Null when the report is not theirs or
 * not delivered. The name the client gave for themselves goes, sealed, in
 * the audit event (the link row has no place for it): the clinician's page
 * and e-mail say who shared the report.
 */
export async function createShareLink(
  owner: { id: string; email: string },
  reportId: string,
  form: ShareLinkForm,
  now = new Date(),
): Promise<CreatedShareLink | null> {
  const report = await findDeliveredReport(owner.id, reportId);
  if (!report) return null;
  const { token, hash } = newShareToken();
  const linkId = randomUUID();
  const expiresAt = new Date(now.getTime() + form.expiresInDays * DAY_MS);
  await getDb().transaction(async (tx) => {
    await tx.insert(reportShareLinks).values({
      id: linkId,
      reportId: report.id,
      userId: owner.id,
      tokenHash: hash,
      clinicianName: form.clinicianName,
      clinicianEmail: form.clinicianEmail,
      consentVersion: form.consent,
      expiresAt,
      createdAt: now,
    });
    await recordEvent(tx, {
      reportId: report.id,
      action: SHARE_CREATED_ACTION,
      actor: { userId: owner.id, email: owner.email },
      detail: { shareLinkId: linkId, sharedBy: form.sharedBy },
    });
  });
  return { report, linkId, token, expiresAt };
}

/** The owner's links to one report, newest first, with how often each was opened. */
export async function listShareLinks(ownerId: string, reportId: string): Promise<ShareLinkSummary[]> {
  const db = getDb();
  const links = await db
    .select()
    .from(reportShareLinks)
    .where(and(eq(reportShareLinks.reportId, reportId), eq(reportShareLinks.userId, ownerId)))
    .orderBy(desc(reportShareLinks.createdAt));
  if (links.length === 0) return [];
  const openings = await db
    .select({ linkId: reportDownloads.shareLinkId, openings: count() })
    .from(reportDownloads)
    .where(inArray(reportDownloads.shareLinkId, links.map((link) => link.id)))
    .groupBy(reportDownloads.shareLinkId);
  return links.map((link) => ({
    id: link.id,
    clinicianName: link.clinicianName,
    clinicianEmail: link.clinicianEmail,
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
    revokedAt: link.revokedAt,
    openings: openings.find((row) => row.linkId === link.id)?.openings ?? 0,
  }));
}

/** Ends a link at once. False when it is not the owner's link to this report, or was already revoked. */
export async function revokeShareLink(owner: { id: string; email: string }, reportId: string, linkId: string, now = new Date()): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const revoked = await tx
      .update(reportShareLinks)
      .set({ revokedAt: now })
      .where(
        and(
          eq(reportShareLinks.id, linkId),
          eq(reportShareLinks.reportId, reportId),
          eq(reportShareLinks.userId, owner.id),
          isNull(reportShareLinks.revokedAt),
        ),
      )
      .returning({ id: reportShareLinks.id });
    if (revoked.length === 0) return false;
    await recordEvent(tx, { reportId, action: "share-link-revoked", actor: { userId: owner.id, email: owner.email }, detail: { shareLinkId: linkId } });
    return true;
  });
}
