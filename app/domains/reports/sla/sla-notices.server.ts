import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull, lte, ne, or } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, emailLog, entitlements, reportEvents, reportObligations, reports, users } from "~/db/schema";
import type { ReportStage } from "~/db/tables/reports";
import { sendEmailJob, type EmailPayload } from "~/jobs/send-email.server";
import { enqueueInTransaction, prepareToEnqueue, type Transaction } from "~/jobs/transactional-enqueue.server";
import type { ReportKind } from "~/shared/report-kinds";
import { SLA_WARNING_MS, slaNoticesDue, type SlaNotice } from "./sla-decision";

/** A report (or an obligation whose report has not started) with notices to send now. */
export type SlaCase = {
  /** The report's id, which is its obligation's. */
  reportId: string;
  hasReport: boolean;
  kind: ReportKind;
  stage: ReportStage | null;
  submissionId: string;
  /** Null for access granted by hand in the back office. */
  orderId: string | null;
  dueAt: Date;
  /** Where the client hears from us: the account's address now, else the one on the submission. */
  client: { email: string; userId: string | null };
  notices: SlaNotice[];
};

/** Enough for one run even on a bad day; the next run, five minutes on, takes the rest. */
const BATCH = 500;

/** Owed reports due within four hours, not delivered, with a notice still to send. */
export async function findSlaCases(now: Date): Promise<SlaCase[]> {
  const rows = await getDb()
    .select({
      reportId: reportObligations.id,
      kind: reportObligations.kind,
      obligationStatus: reportObligations.status,
      dueAt: reportObligations.dueAt,
      submissionId: reportObligations.submissionId,
      orderId: entitlements.orderId,
      report: reports.id,
      stage: reports.stage,
      slaWarnedAt: reports.slaWarnedAt,
      slaOverdueAt: reports.slaOverdueAt,
      clientToldLateAt: reports.clientToldLateAt,
      submissionEmail: assessmentSubmissions.email,
      userId: users.id,
      userEmail: users.email,
    })
    .from(reportObligations)
    .innerJoin(assessmentSubmissions, eq(assessmentSubmissions.id, reportObligations.submissionId))
    .innerJoin(entitlements, eq(entitlements.id, assessmentSubmissions.entitlementId))
    .leftJoin(reports, eq(reports.id, reportObligations.id))
    .leftJoin(users, eq(users.id, assessmentSubmissions.userId))
    .where(
      and(
        eq(reportObligations.status, "owed"),
        // A refunded copy owes nothing, even before its obligations are cancelled.
        eq(entitlements.status, "active"),
        lte(reportObligations.dueAt, new Date(now.getTime() + SLA_WARNING_MS)),
        or(isNull(reports.id), ne(reports.stage, "delivered")),
        or(isNull(reports.id), isNull(reports.slaOverdueAt), isNull(reports.clientToldLateAt)),
      ),
    )
    .orderBy(asc(reportObligations.dueAt))
    .limit(BATCH);

  return rows.flatMap((row) => {
    const notices = slaNoticesDue({ ...row, stage: row.stage }, now);
    if (notices.length === 0) return [];
    return [
      {
        reportId: row.reportId,
        hasReport: row.report !== null,
        kind: row.kind,
        stage: row.stage,
        submissionId: row.submissionId,
        orderId: row.orderId,
        dueAt: row.dueAt,
        client: { email: row.userEmail ?? row.submissionEmail, userId: row.userId },
        notices,
      },
    ];
  });
}

const stamps = {
  "due-soon": { column: "slaWarnedAt", event: "sla-warned" },
  overdue: { column: "slaOverdueAt", event: "sla-overdue" },
  "client-late": { column: "clientToldLateAt", event: "client-told-late" },
} as const;

/**
 * Sends each notice's e-mail at most once. With a report row, the notice's
 * column is set only where it is still empty, and the e-mail is queued in
 * that same transaction: a second run that overlaps waits on the row, then
 * finds the column set and queues nothing, and a rolled-back run queues
 * nothing either. Without a row (the answers were never prepared, which the
 * provider most needs to hear) nothing can be stamped, so the e-mail log is
 * asked instead; the key (with the report id) stops a repeat at sending too.
 * Returns the notices queued by this call.
 */
export async function recordSlaNotices(
  slaCase: SlaCase,
  emails: ReadonlyMap<SlaNotice, EmailPayload>,
  now: Date,
): Promise<SlaNotice[]> {
  await prepareToEnqueue(sendEmailJob);
  return getDb().transaction(async (tx) => {
    const queued: SlaNotice[] = [];
    for (const notice of slaCase.notices) {
      const email = emails.get(notice);
      if (!email) continue;
      const claimed = slaCase.hasReport ? await stamp(tx, slaCase.reportId, notice, now) : await notSentYet(tx, email.idempotencyKey);
      if (!claimed) continue;
      await enqueueInTransaction(tx, sendEmailJob, email, { singletonKey: email.idempotencyKey });
      queued.push(notice);
    }
    return queued;
  });
}

async function stamp(tx: Transaction, reportId: string, notice: SlaNotice, now: Date): Promise<boolean> {
  const { column, event } = stamps[notice];
  const updated = await tx
    .update(reports)
    .set({ [column]: now })
    .where(and(eq(reports.id, reportId), isNull(reports[column]), ne(reports.stage, "delivered")))
    .returning({ id: reports.id });
  if (updated.length === 0) return false;
  await tx.insert(reportEvents).values({ id: randomUUID(), reportId, action: event, actorEmail: "system", createdAt: now });
  return true;
}

async function notSentYet(tx: Transaction, idempotencyKey: string): Promise<boolean> {
  const [sent] = await tx.select({ id: emailLog.id }).from(emailLog).where(eq(emailLog.idempotencyKey, idempotencyKey));
  return !sent;
}
