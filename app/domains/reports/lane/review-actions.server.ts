import { and, count, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, reportEvents, reportObligations, reports, reportSentBackRevisions, safetyFlagReviews } from "~/db/schema";
import { enqueueReportDraft, enqueueReportRender, draftReportJob, renderReportJob } from "~/jobs/report-lane.server";
import { prepareToEnqueue } from "~/jobs/transactional-enqueue.server";
import { recordStaffAction } from "~/security/staff-audit.server";
import type { ReportKind } from "~/shared/report-kinds";
import type { StaffAuditAction } from "~/shared/staff/staff-audit-actions";
import { reportSectionSchema, type ReportDocument, type ReportSection } from "../document/report-document";
import type { ReportDrafter } from "../document/report-drafter";
import { withQuoteText } from "../document/quote-text";
import { verifyReport, type VerificationFailure } from "../verify/verify-report";
import { storedFailuresSchema } from "../verify/verification-types";
import { riskSentenceIds, type ReportEvidence } from "~/shared/report-evidence";
import { loadEvidence, loadReportRow, openDocument, openEventDetail, recordEvent, sealDocument, type LaneActor } from "./lane-records.server";
import { awaitingReviewMessage, clearSectionReview, loadSectionReviews, recordSectionReview, sectionsAwaitingReview, type SectionReview } from "./section-reviews.server";

/**
 * What a reviewer does to a report in review (step 4). Every action names
 * the revision it was based on: if the report moved on meanwhile (another
 * reviewer, a re-draft) the action is refused, never applied over newer work.
 * Every change is re-verified and goes in the audit log with its diff.
 */
export type ReviewOutcome =
  | { outcome: "saved"; revision: number; failures: VerificationFailure[] }
  | { outcome: "approved" | "sent-back" | "accepted" }
  /**
   * `field`: the refusal is about the approval's risk note, so its message goes beside that field.
   * `failures`: an edit refused because it would not pass verification, with the reasons (ADR 0070).
   */
  | { outcome: "refused"; message: string; field?: "riskNote"; failures?: VerificationFailure[] };

export const RISK_NOTE_MAX_LENGTH = 2000;
export const RISK_NOTE_MISSING =
  "This client wrote sentences the safety screen heard. Write what you read and what you did before approving.";

export const FAILING_EDIT_MESSAGE = "This section was not saved: it would not pass verification. Your text is kept below; fix what is listed and save again.";

export const STALE_MESSAGE = "This report changed while you were working on it. Reload to see the latest version; your text is kept below.";

const refused = (message: string): ReviewOutcome => ({ outcome: "refused", message });

type Writer = Parameters<typeof recordStaffAction>[1];

/** The staff audit row for a review action, in its transaction; the lane's own events keep the diff and the note. */
async function auditReview(tx: Writer, actor: LaneActor, action: StaffAuditAction, reportId: string, detail: string) {
  if (actor.userId === null || !actor.role) return;
  await recordStaffAction({ actor: { userId: actor.userId, email: actor.email, role: actor.role }, action, target: { type: "report", id: reportId }, detail }, tx);
}

async function openForReview(reportId: string, baseRevision: number) {
  const report = await loadReportRow(reportId);
  if (!report) return null;
  const document = openDocument(reportId, report.sealedDocument);
  const evidence = await loadEvidence(report.submissionId);
  if (!document || !evidence) return null;
  return { report, document, evidence, stale: report.revision !== baseRevision || report.stage !== "in-review" };
}

/** Replaces one section with the reviewer's version (already parsed), re-verified. */
export async function editSection(
  reportId: string,
  input: { section: ReportSection; baseRevision: number },
  actor: LaneActor,
  action: "edited" | "redrafted" = "edited",
): Promise<ReviewOutcome> {
  const opened = await openForReview(reportId, input.baseRevision);
  if (!opened) return refused("This report is not available for review.");
  if (opened.stale) return refused(STALE_MESSAGE);
  const index = opened.document.sections.findIndex((section) => section.id === input.section.id);
  if (index < 0) return refused("That section is not in this report.");
  const before = opened.document.sections[index];
  const after = withQuoteText(input.section, opened.evidence);
  const next: ReportDocument = {
    ...opened.document,
    sections: opened.document.sections.map((section, at) => (at === index ? after : section)),
  };
  const verification = verifyReport(next, opened.evidence, { previous: opened.document });
  if (verification.failures.some((failure) => failure.rule === "safety-flag-removed")) {
    return refused("A safety flag cannot be removed from a report. Staff clear a flag on the submission page, with a note.");
  }
  // A flag an earlier re-draft dropped stays on the list of problems until it is back.
  const failures = uniqueFailures([...verification.failures, ...(await verifyAgainstEarlierRevisions(reportId, next, opened.evidence)).failures]);
  // A reviewer's edit that would fail is not stored (issue 29): neither in its own section nor anywhere it adds a problem.
  // A re-draft is kept with its problems: it is new text for the reviewer to read and fix.
  const blocking = action === "edited" ? editFailures(failures, opened.report.verificationFailures, after.id) : [];
  if (blocking.length > 0) return { outcome: "refused", message: FAILING_EDIT_MESSAGE, failures: blocking };
  return saveRevision(opened.report, next, failures, actor, action, { sectionId: after.id, before, after });
}

/** Writes one section again with the configured drafter; the reviewer then reads and edits it. */
export async function redraftSection(
  reportId: string,
  input: { sectionId: string; baseRevision: number },
  drafter: ReportDrafter,
  actor: LaneActor,
): Promise<ReviewOutcome> {
  const opened = await openForReview(reportId, input.baseRevision);
  if (!opened) return refused("This report is not available for review.");
  if (opened.stale) return refused(STALE_MESSAGE);
  const { section } = await drafter.redraftSection({
    kind: opened.report.kind as ReportKind,
    evidence: opened.evidence,
    sectionId: input.sectionId,
    current: opened.document,
  });
  return editSection(reportId, { section, baseRevision: input.baseRevision }, actor, "redrafted");
}

/**
 * The reviewer has read one section and accepts it as it stands. The document
 * does not change, so neither does the revision; the acceptance names the
 * revision read and is refused if the report moved on since.
 */
export async function acceptSection(reportId: string, input: { sectionId: string; baseRevision: number }, actor: LaneActor): Promise<ReviewOutcome> {
  const report = await loadReportRow(reportId);
  const document = report ? openDocument(reportId, report.sealedDocument) : null;
  if (!report || !document) return refused("This report is not available for review.");
  if (report.revision !== input.baseRevision || report.stage !== "in-review") return refused(STALE_MESSAGE);
  if (!document.sections.some((section) => section.id === input.sectionId)) return refused("That section is not in this report.");
  const reviews = await loadSectionReviews(reportId);
  if (reviews.some((review) => review.sectionId === input.sectionId)) return { outcome: "accepted" };
  const accepted = await getDb().transaction(async (tx) => {
    // Locks the report's row at this revision, so an edit or a re-draft racing the acceptance wins or waits.
    const rows = await tx
      .update(reports)
      .set({ updatedAt: new Date() })
      .where(and(eq(reports.id, reportId), eq(reports.revision, input.baseRevision), eq(reports.stage, "in-review")))
      .returning({ id: reports.id });
    if (rows.length === 0) return false;
    await recordSectionReview(tx, { reportId, sectionId: input.sectionId, state: "accepted", revision: input.baseRevision, actor });
    await recordEvent(tx, { reportId, action: "section-accepted", actor, fromRevision: input.baseRevision, detail: { sectionId: input.sectionId } });
    await auditReview(tx, actor, "report.section-accepted", reportId, `section ${input.sectionId}, revision ${input.baseRevision}`);
    return true;
  });
  return accepted ? { outcome: "accepted" } : refused(STALE_MESSAGE);
}

async function saveRevision(
  report: NonNullable<Awaited<ReturnType<typeof loadReportRow>>>,
  document: ReportDocument,
  failures: VerificationFailure[],
  actor: LaneActor,
  action: "edited" | "redrafted",
  diff: { sectionId: string; before: ReportSection | undefined; after: ReportSection },
): Promise<ReviewOutcome> {
  const revision = report.revision + 1;
  const saved = await getDb().transaction(async (tx) => {
    const rows = await tx
      .update(reports)
      .set({ revision, sealedDocument: sealDocument(report.id, document), verificationFailures: failures, verifiedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(reports.id, report.id), eq(reports.revision, report.revision), eq(reports.stage, "in-review")))
      .returning({ id: reports.id });
    if (rows.length === 0) return false;
    await recordEvent(tx, { reportId: report.id, action, actor, fromRevision: report.revision, toRevision: revision, detail: diff });
    // An edit is the reviewer's own reading of the section (saved unchanged, it is an acceptance, not an edit);
    // a re-draft is new text nobody has read yet.
    if (action === "edited") {
      const state = JSON.stringify(diff.before) === JSON.stringify(diff.after) ? "accepted" : "edited";
      await recordSectionReview(tx, { reportId: report.id, sectionId: diff.sectionId, state, revision, actor });
    }
    else await clearSectionReview(tx, report.id, diff.sectionId);
    const audited = action === "redrafted" ? "report.redrafted" : "report.edited";
    await auditReview(tx, actor, audited, report.id, `section ${diff.sectionId}, revision ${report.revision} to ${revision}`);
    return true;
  });
  return saved ? { outcome: "saved", revision, failures } : refused(STALE_MESSAGE);
}

/** Whether staff have recorded the safety follow-up a flagged submission needs before any of its reports is approved. */
export async function safetyFollowUpState(submissionId: string): Promise<{ flagged: boolean; followedUp: boolean }> {
  const db = getDb();
  const [submission] = await db.select({ urgent: assessmentSubmissions.urgent }).from(assessmentSubmissions).where(eq(assessmentSubmissions.id, submissionId));
  const [reviews] = await db.select({ n: count() }).from(safetyFlagReviews).where(eq(safetyFlagReviews.submissionId, submissionId));
  return { flagged: submission?.urgent ?? false, followedUp: (reviews?.n ?? 0) > 0 };
}

/** Whether approving a report written from this evidence needs the reviewer's risk note: it has a sentence either tier heard. */
export const needsRiskNote = (evidence: Pick<ReportEvidence, "sentences" | "safety">) => riskSentenceIds(evidence).size > 0;

type Opened = NonNullable<Awaited<ReturnType<typeof openForReview>>>;
export type ApprovalReady = { opened: Opened; riskNote: string; withRiskNote: boolean; reviews: SectionReview[] };

/**
 * Everything approval checks, in the order a reviewer meets them; the
 * approval's summary runs the same checks before it asks to confirm. Refused
 * while verification fails, for a flagged submission until its safety
 * follow-up is on record, when the client wrote a sentence either tier of the
 * screen heard, without `riskNote` (what the reviewer read and did, ADR 0059),
 * and until every section is edited or accepted (ADR 0063).
 */
export async function checkApproval(reportId: string, input: { baseRevision: number; riskNote?: string }): Promise<ApprovalReady | Extract<ReviewOutcome, { outcome: "refused" }>> {
  const opened = await openForReview(reportId, input.baseRevision);
  if (!opened) return { outcome: "refused", message: "This report is not available for review." };
  if (opened.stale) return { outcome: "refused", message: STALE_MESSAGE };
  const [obligation] = await getDb().select({ status: reportObligations.status }).from(reportObligations).where(eq(reportObligations.id, reportId));
  if (obligation?.status !== "owed") return { outcome: "refused", message: "This report is no longer owed (its order was refunded, or it was already delivered)." };
  // Re-run here, on the stored revision, with the revisions before it: never the page's word for it.
  const verification = await verifyAgainstEarlierRevisions(reportId, opened.document, opened.evidence);
  if (!verification.ok) return { outcome: "refused", message: "This draft does not pass verification yet. Fix the problems listed, then approve." };
  const safety = await safetyFollowUpState(opened.report.submissionId);
  if (safety.flagged && !safety.followedUp) {
    return { outcome: "refused", message: "This submission was flagged by the safety screen. Record the safety follow-up on the submission page before approving." };
  }
  const riskNote = input.riskNote?.trim() ?? "";
  const withRiskNote = needsRiskNote(opened.evidence);
  if (withRiskNote && riskNote === "") return { outcome: "refused", message: RISK_NOTE_MISSING, field: "riskNote" };
  if (riskNote.length > RISK_NOTE_MAX_LENGTH) {
    return { outcome: "refused", message: `Keep the note to ${RISK_NOTE_MAX_LENGTH.toLocaleString("en-US")} characters or fewer.`, field: "riskNote" };
  }
  const reviews = await loadSectionReviews(reportId);
  const awaiting = sectionsAwaitingReview(opened.document, reviews);
  if (awaiting.length > 0) return { outcome: "refused", message: awaitingReviewMessage(awaiting) };
  return { opened, riskNote, withRiskNote, reviews };
}

/**
 * Approves the reviewed revision and queues its PDF, once `checkApproval`
 * passes. The document is approved as it stands; the PDF made from it bears
 * no draft stamp and says how it was prepared (ADR 0063).
 */
export async function approveReport(reportId: string, input: { baseRevision: number; riskNote?: string }, actor: LaneActor): Promise<ReviewOutcome> {
  const ready = await checkApproval(reportId, input);
  if ("outcome" in ready) return ready;
  const { opened, riskNote, withRiskNote, reviews } = ready;
  const revision = opened.report.revision;
  const sectionsOf = (state: SectionReview["state"]) => reviews.filter((review) => review.state === state).map((review) => review.sectionId);
  const sections = { edited: sectionsOf("edited"), accepted: sectionsOf("accepted") };

  await prepareToEnqueue(renderReportJob);
  const approved = await getDb().transaction(async (tx) => {
    const rows = await tx
      .update(reports)
      .set({ stage: "approved", approvedAt: new Date(), approvedBy: actor.email, updatedAt: new Date() })
      .where(and(eq(reports.id, reportId), eq(reports.revision, input.baseRevision), eq(reports.stage, "in-review")))
      .returning({ id: reports.id });
    if (rows.length === 0) return false;
    await recordEvent(tx, {
      reportId,
      action: "approved",
      actor,
      fromRevision: input.baseRevision,
      toRevision: revision,
      // The note may quote the client: sealed in the event, never in the staff log.
      detail: { sections, ...(withRiskNote ? { note: riskNote } : {}) },
    });
    const counts = `${sectionCount(sections.edited.length)} edited, ${sections.accepted.length} accepted`;
    await auditReview(tx, actor, "report.approved", reportId, `revision ${revision}, ${counts}${withRiskNote ? ", with a note on the sentences the safety screen heard" : ""}`);
    await enqueueReportRender(tx, reportId, revision);
    return true;
  });
  return approved ? { outcome: "approved" } : refused(STALE_MESSAGE);
}

const sectionCount = (n: number) => (n === 1 ? "1 section" : `${n} sections`);

/** Sends the draft back to be drafted again, with the reviewer's note for the drafter. */
export async function sendBackReport(
  reportId: string,
  input: { baseRevision: number; note: string },
  actor: LaneActor,
): Promise<ReviewOutcome> {
  await prepareToEnqueue(draftReportJob);
  const sent = await getDb().transaction(async (tx) => {
    const rows = await tx
      .update(reports)
      .set({ stage: "sent-back", updatedAt: new Date() })
      .where(and(eq(reports.id, reportId), eq(reports.revision, input.baseRevision), eq(reports.stage, "in-review")))
      .returning({ id: reports.id, sealedDocument: reports.sealedDocument });
    if (rows.length === 0) return false;
    await recordEvent(tx, { reportId, action: "sent-back", actor, fromRevision: input.baseRevision, detail: { note: input.note } });
    // The revision sent back is kept: the next draft replaces it, and approval checks the new
    // draft against it (a flag it carried must still be there). Copied as sealed, for this report.
    const [sentBack] = rows;
    if (sentBack?.sealedDocument) {
      await tx.insert(reportSentBackRevisions).values({ reportId, revision: input.baseRevision, sealedDocument: sentBack.sealedDocument }).onConflictDoNothing();
    }
    // The note may quote the client: only the revision goes in the staff log.
    await auditReview(tx, actor, "report.sent-back", reportId, `revision ${input.baseRevision}`);
    await enqueueReportDraft(tx, reportId, input.baseRevision);
    return true;
  });
  return sent ? { outcome: "sent-back" } : refused(STALE_MESSAGE);
}


const sectionChangeDetail = z.object({ before: reportSectionSchema });

/**
 * The report's earlier revisions, as far as they are kept: each revision sent
 * back for a re-draft, and the current document with each edited section as it
 * was before the edit. Enough for the one rule that looks back, that a safety
 * flag, once in a report, stays in it.
 */
async function earlierRevisions(reportId: string, current: ReportDocument): Promise<ReportDocument[]> {
  const db = getDb();
  const sentBack = await db.select({ sealedDocument: reportSentBackRevisions.sealedDocument }).from(reportSentBackRevisions).where(eq(reportSentBackRevisions.reportId, reportId));
  const edits = await db
    .select({ id: reportEvents.id, sealedDetail: reportEvents.sealedDetail })
    .from(reportEvents)
    .where(and(eq(reportEvents.reportId, reportId), inArray(reportEvents.action, ["edited", "redrafted"])));
  const beforeEdits = edits.flatMap((event) => {
    const change = sectionChangeDetail.safeParse(openEventDetail(event.id, event.sealedDetail));
    if (!change.success) return [];
    const before = change.data.before;
    return [{ ...current, sections: current.sections.map((section) => (section.id === before.id ? before : section)) }];
  });
  return [...sentBack.flatMap((row) => openDocument(reportId, row.sealedDocument) ?? []), ...beforeEdits];
}

/** The full verification of `document`, once on its own and once against each earlier revision. */
async function verifyAgainstEarlierRevisions(reportId: string, document: ReportDocument, evidence: ReportEvidence) {
  const earlier = await earlierRevisions(reportId, document);
  const failures = uniqueFailures([
    ...verifyReport(document, evidence).failures,
    ...earlier.flatMap((previous) => verifyReport(document, evidence, { previous }).failures),
  ]);
  return { ok: failures.length === 0, failures };
}

/** The failures an edit is answerable for: those in its own section, and those the report did not have before it. */
function editFailures(failures: VerificationFailure[], stored: unknown, sectionId: string): VerificationFailure[] {
  // Compared field by field: jsonb does not keep the order of an object's keys.
  const key = (failure: VerificationFailure) => JSON.stringify([failure.rule, failure.sectionId, failure.sentenceId ?? null, failure.message]);
  const before = new Set((storedFailuresSchema.safeParse(stored).data ?? []).map(key));
  return failures.filter((failure) => failure.sectionId === sectionId || !before.has(key(failure)));
}

function uniqueFailures(failures: VerificationFailure[]): VerificationFailure[] {
  return [...new Map(failures.map((failure) => [JSON.stringify(failure), failure])).values()];
}
