import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { getDb } from "~/db/database.server";
import { reportEvents, reportEvidence, reports } from "~/db/schema";
import { openText, sealingKey, sealText } from "~/security/sealing.server";
import { EVIDENCE_VERSION, type ReportEvidence } from "~/shared/report-evidence";
import { reportDocumentSchema, type ReportDocument } from "../document/report-document";
import type { StaffRole } from "~/shared/staff/staff-access";

/**
 * The lane's sealed rows: a submission's evidence, a report's document and
 * the detail of each audit event. Each value is bound to its own row, so a
 * sealed value copied to another row fails to open (app/security/sealing).
 */
const evidenceContext = (submissionId: string) => `report-evidence:${submissionId}`;
const documentContext = (reportId: string) => `report:${reportId}`;
const eventContext = (eventId: string) => `report-event:${eventId}`;

/** Who did something to a report: a staff member, a client, or the lane itself. */
/** `role` is set when a member of staff acts from the back office: their action then goes in the staff audit log too. */
export type LaneActor = { userId: string | null; email: string; role?: StaffRole };
export const LANE_SYSTEM: LaneActor = { userId: null, email: "system" };

type Writer = Pick<Database, "insert" | "update" | "select">;

export async function storeEvidence(tx: Writer, evidence: ReportEvidence): Promise<void> {
  await tx
    .insert(reportEvidence)
    .values({
      submissionId: evidence.submissionId,
      evidenceVersion: evidence.version,
      sealedEvidence: sealText(JSON.stringify(evidence), sealingKey(), evidenceContext(evidence.submissionId)),
      sentenceCount: evidence.sentences.length,
    })
    .onConflictDoNothing();
}

export async function loadEvidence(submissionId: string): Promise<ReportEvidence | null> {
  const [row] = await getDb().select().from(reportEvidence).where(eq(reportEvidence.submissionId, submissionId));
  if (!row) return null;
  if (row.evidenceVersion !== EVIDENCE_VERSION) throw new Error(`Evidence ${row.evidenceVersion} is not readable by this version`);
  return JSON.parse(openText(row.sealedEvidence, sealingKey(), evidenceContext(submissionId))) as ReportEvidence;
}

export function sealDocument(reportId: string, document: ReportDocument): string {
  return sealText(JSON.stringify(document), sealingKey(), documentContext(reportId));
}

export function openDocument(reportId: string, sealed: string | null): ReportDocument | null {
  if (!sealed) return null;
  return reportDocumentSchema.parse(JSON.parse(openText(sealed, sealingKey(), documentContext(reportId))));
}

export type ReportRow = typeof reports.$inferSelect;

export async function loadReportRow(reportId: string): Promise<ReportRow | null> {
  const [row] = await getDb().select().from(reports).where(eq(reports.id, reportId));
  return row ?? null;
}

export type LaneEvent = {
  reportId: string;
  action: string;
  actor: LaneActor;
  fromRevision?: number | null;
  toRevision?: number | null;
  /** Sealed: a diff or a reviewer's note may quote the client. */
  detail?: unknown;
};

export async function recordEvent(tx: Writer, event: LaneEvent): Promise<void> {
  const id = randomUUID();
  await tx.insert(reportEvents).values({
    id,
    reportId: event.reportId,
    action: event.action,
    actorUserId: event.actor.userId,
    actorEmail: event.actor.email,
    fromRevision: event.fromRevision ?? null,
    toRevision: event.toRevision ?? null,
    sealedDetail: event.detail === undefined ? null : sealText(JSON.stringify(event.detail), sealingKey(), eventContext(id)),
  });
}

export function openEventDetail(eventId: string, sealed: string | null): unknown {
  return sealed ? JSON.parse(openText(sealed, sealingKey(), eventContext(eventId))) : null;
}
