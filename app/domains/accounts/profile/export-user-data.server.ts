import { asc, eq, inArray } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import {
  accounts,
  assessmentDrafts,
  assessmentSubmissions,
  reportDownloads,
  reportObligations,
  reports,
  reportShareLinks,
  contactMessageReplies,
  contactMessages,
  emailLog,
  entitlements,
  formAccess,
  newsletterSubscribers,
  orderLines,
  orders,
  questionnaireReminders,
  reminderOptOuts,
  checkInOptOuts,
  checkIns,
  sessions,
  users,
} from "~/db/schema";
import { mineOrUnclaimed, sameEmail } from "./row-ownership.server";

/** A stored questionnaire (draft or sent) as the export finds it: still sealed. */
export type SealedAssessment = {
  kind: "draft" | "submission" | "check-in";
  /** The submission id; for a draft, its entitlement id. */
  id: string;
  entitlementId: string;
  sealedAnswers: string;
};

/**
 * Opens sealed answers for the export. Decryption belongs to the assessments
 * domain, which this one may not import, so the route hands it in; null when
 * a value cannot be opened (the export shows null for it rather than failing).
 */
export type OpenSealedAssessment = (row: SealedAssessment) => unknown;

const answersNotIncluded = () => null;

/**
 * Everything the store holds about one person, as the JSON file /account
 * offers for download: the account, how they sign in (never the password
 * hash or tokens), sessions, orders, what the orders grant, e-mails sent to
 * them, newsletter and contact rows with their address, and the
 * questionnaires they saved or sent with their answers decrypted (it is their
 * own writing: the right of access covers it). Orders, contact messages and
 * e-mails sent follow the account (their user id), whatever address it had
 * then; rows no account has claimed yet (a guest's) are found by the current
 * address (`mineOrUnclaimed`, ADR 22).
 * Null when the user does not exist.
 */
export async function exportUserData(userId: string, now = new Date(), openSealed: OpenSealedAssessment = answersNotIncluded) {
  const db = getDb();
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      role: users.role,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const email = user.email.trim().toLowerCase();

  const signInMethods = await db
    .select({ providerId: accounts.providerId, createdAt: accounts.createdAt, updatedAt: accounts.updatedAt })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  const sessionRows = await db
    .select({
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));

  const orderRows = await db
    .select()
    .from(orders)
    .where(mineOrUnclaimed(orders.userId, orders.email, userId, email))
    .orderBy(asc(orders.createdAt));
  const orderIds = orderRows.map((order) => order.id);
  const lineRows = orderIds.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)) : [];
  const entitlementRows = await db
    .select()
    .from(entitlements)
    .where(mineOrUnclaimed(entitlements.userId, entitlements.email, userId, email))
    .orderBy(asc(entitlements.createdAt));
  const accessRows = await db
    .select()
    .from(formAccess)
    .where(mineOrUnclaimed(formAccess.userId, formAccess.email, userId, email))
    .orderBy(asc(formAccess.createdAt));

  const emailsSent = await db
    .select({ template: emailLog.template, subject: emailLog.subject, recipient: emailLog.recipient, sentAt: emailLog.sentAt })
    .from(emailLog)
    .where(mineOrUnclaimed(emailLog.userId, emailLog.recipient, userId, email))
    .orderBy(asc(emailLog.sentAt));
  const newsletter = await db
    .select({
      email: newsletterSubscribers.email,
      status: newsletterSubscribers.status,
      createdAt: newsletterSubscribers.createdAt,
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(sameEmail(newsletterSubscribers.email, email));
  const contact = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      phone: contactMessages.phone,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(mineOrUnclaimed(contactMessages.userId, contactMessages.email, userId, email))
    .orderBy(asc(contactMessages.createdAt));
  const contactIds = contact.map((message) => message.id);
  // The replies the provider sent to these messages are the person's too: they were written to them.
  const replies = contactIds.length
    ? await db
        .select({ messageId: contactMessageReplies.messageId, body: contactMessageReplies.body, sentAt: contactMessageReplies.sentAt })
        .from(contactMessageReplies)
        .where(inArray(contactMessageReplies.messageId, contactIds))
        .orderBy(asc(contactMessageReplies.sentAt))
    : [];
  const assessments = await exportAssessments(userId, email, openSealed);
  const [optOut] = await db.select({ optedOutAt: reminderOptOuts.optedOutAt }).from(reminderOptOuts).where(eq(reminderOptOuts.userId, userId));
  const remindersSent = await db
    .select({ entitlementId: questionnaireReminders.entitlementId, kind: questionnaireReminders.kind, sentAt: questionnaireReminders.sentAt })
    .from(questionnaireReminders)
    .where(eq(questionnaireReminders.userId, userId))
    .orderBy(asc(questionnaireReminders.sentAt));
  const checkInRows = await db.select().from(checkIns).where(eq(checkIns.userId, userId)).orderBy(asc(checkIns.dueAt));
  const [checkInOptOut] = await db.select({ optedOutAt: checkInOptOuts.optedOutAt }).from(checkInOptOuts).where(eq(checkInOptOuts.userId, userId));

  return {
    exportedAt: now.toISOString(),
    about:
      "Everything Catharsis holds about you, as of the time above. Your password is kept only as a one-way hash, which is left out. Questionnaire answers and reports are listed under \"assessments\".",
    user,
    signInMethods,
    sessions: sessionRows,
    orders: orderRows.map((order) => ({ ...order, lines: lineRows.filter((line) => line.orderId === order.id) })),
    entitlements: entitlementRows,
    formAccess: accessRows,
    // Delivered reports join these when the reports work stores them.
    assessments,
    emailsSent,
    newsletter,
    // The questionnaire reminders sent, and when the person asked for no more.
    questionnaireReminders: { optedOutAt: optOut?.optedOutAt ?? null, sent: remindersSent },
    // The check-ins after a report (ADR 0069), with what was answered, and when the person asked for no more.
    checkIns: {
      optedOutAt: checkInOptOut?.optedOutAt ?? null,
      checkIns: checkInRows.map((row) => ({
        submissionId: row.submissionId,
        wave: row.wave,
        dueAt: row.dueAt,
        state: row.state,
        invitedAt: row.invitedAt,
        answeredAt: row.answeredAt,
        scores: row.scores,
        riskScreenOutcome: row.riskScreenOutcome,
        answers: row.sealedAnswers ? openSealed({ kind: "check-in", id: row.id, entitlementId: row.submissionId, sealedAnswers: row.sealedAnswers }) : null,
      })),
    },
    contactMessages: contact.map((message) => ({
      ...message,
      replies: replies.filter((reply) => reply.messageId === message.id).map(({ body, sentAt }) => ({ body, sentAt })),
    })),
  };
}

/**
 * Drafts are always the user's own; sent copies follow row-ownership's rule (guest copies by e-mail).
 * Staff safety follow-ups (`safety_flag_reviews`) are left out: they are the
 * provider's clinical notes about the client, not data the client gave, and
 * the export does not list the safety screen's flag either; releasing them
 * is the provider's decision on a request, not the automatic export. A staff
 * member's own export leaves them out too: the notes are about clients.
 */
async function exportAssessments(userId: string, email: string, openSealed: OpenSealedAssessment) {
  const db = getDb();
  const drafts = await db
    .select()
    .from(assessmentDrafts)
    .where(eq(assessmentDrafts.userId, userId))
    .orderBy(asc(assessmentDrafts.updatedAt));
  const submissions = await db
    .select()
    .from(assessmentSubmissions)
    .where(mineOrUnclaimed(assessmentSubmissions.userId, assessmentSubmissions.email, userId, email))
    .orderBy(asc(assessmentSubmissions.submittedAt));
  const reportsBySubmission = await exportReports(submissions.map((submission) => submission.id));
  return {
    drafts: drafts.map((draft) => ({
      formType: draft.formType,
      questionsVersion: draft.bankVersion,
      answeredCount: draft.answeredCount,
      savedAt: draft.updatedAt,
      answers: openSealed({ kind: "draft", id: draft.entitlementId, entitlementId: draft.entitlementId, sealedAnswers: draft.sealedAnswers }),
    })),
    submissions: submissions.map((submission) => ({
      id: submission.id,
      formType: submission.formType,
      questionsVersion: submission.bankVersion,
      email: submission.email,
      status: submission.status,
      submittedAt: submission.submittedAt,
      answers: openSealed({
        kind: "submission",
        id: submission.id,
        entitlementId: submission.entitlementId,
        sealedAnswers: submission.sealedAnswers,
      }),
      reports: reportsBySubmission.get(submission.id) ?? [],
    })),
  };
}

/**
 * The reports each submission owes: where each stands, when it was due and
 * delivered, how often it was downloaded, and the clinicians it was shared
 * with (names and addresses the client gave us). The PDFs themselves are
 * downloaded from /account.
 */
async function exportReports(submissionIds: string[]) {
  if (submissionIds.length === 0) return new Map<string, unknown[]>();
  const byReport = new Map<string, { kind: string; status: string; dueAt: Date; stage: string | null; deliveredAt: Date | null }>();
  const bySubmission = new Map<string, string[]>();
  const db = getDb();
  const owed = await db
    .select({ id: reportObligations.id, submissionId: reportObligations.submissionId, kind: reportObligations.kind, status: reportObligations.status, dueAt: reportObligations.dueAt, stage: reports.stage, deliveredAt: reports.deliveredAt })
    .from(reportObligations)
    .leftJoin(reports, eq(reports.id, reportObligations.id))
    .where(inArray(reportObligations.submissionId, submissionIds))
    .orderBy(asc(reportObligations.id));
  for (const row of owed) {
    byReport.set(row.id, row);
    bySubmission.set(row.submissionId, [...(bySubmission.get(row.submissionId) ?? []), row.id]);
  }
  const ids = [...byReport.keys()];
  const downloads = ids.length ? await db.select({ reportId: reportDownloads.reportId, at: reportDownloads.downloadedAt, viaShareLink: reportDownloads.viaShareLink }).from(reportDownloads).where(inArray(reportDownloads.reportId, ids)) : [];
  const links = ids.length ? await db.select().from(reportShareLinks).where(inArray(reportShareLinks.reportId, ids)).orderBy(asc(reportShareLinks.createdAt)) : [];
  const exported = new Map<string, unknown[]>();
  for (const [submissionId, reportIds] of bySubmission) {
    exported.set(
      submissionId,
      reportIds.map((id) => {
        const report = byReport.get(id)!;
        return {
          kind: report.kind,
          status: report.status === "owed" ? (report.stage ?? "received") : report.status,
          dueAt: report.dueAt,
          deliveredAt: report.deliveredAt,
          downloads: downloads.filter((download) => download.reportId === id).map((download) => ({ at: download.at, byClinician: download.viaShareLink })),
          sharedWith: links
            .filter((link) => link.reportId === id)
            .map((link) => ({ clinicianName: link.clinicianName, clinicianEmail: link.clinicianEmail, createdAt: link.createdAt, expiresAt: link.expiresAt, revokedAt: link.revokedAt })),
        };
      }),
    );
  }
  return exported;
}

export type UserDataExport = NonNullable<Awaited<ReturnType<typeof exportUserData>>>;
