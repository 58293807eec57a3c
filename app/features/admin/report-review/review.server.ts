import { z } from "zod";
import type { StaffActor } from "~/security/staff-audit.server";
import { loadStaffClock } from "~/domains/backoffice/staff-time-zone.server";
import type { StaffClock } from "~/shared/staff/staff-time-zone";
import { reportKindLabels } from "~/shared/report-kinds";
import { openSubmission } from "~/domains/assessments/submissions/open-submission.server";
import { reportSectionSchema, type ReportDocument } from "~/domains/reports/document/report-document";
import type { DraftRecord } from "~/domains/reports/document/report-drafter";
import { sectionToMarkup } from "~/domains/reports/document/section-markup";
import { loadReportRow } from "~/domains/reports/lane/lane-records.server";
import { needsRiskNote } from "~/domains/reports/lane/review-actions.server";
import { awaitingReviewMessage, loadSectionReviews, sectionStates } from "~/domains/reports/lane/section-reviews.server";
import { loadReviewView, type ReviewEvent } from "~/domains/reports/lane/review-view.server";
import type { VerificationFailure } from "~/domains/reports/verify/verification-types";
import { riskSentenceIds, type EvidenceSentence, type ReportEvidence } from "~/shared/report-evidence";
import { riskMarkLabel } from "~/domains/assessments/safety/category-labels";
import { assessRisk } from "~/domains/assessments/safety/screen";
import { libraryNotesFor } from "./library/library-notes.server";
import { lineDiff } from "./line-diff";
import type { DraftRecordView, ReportReviewPage, ReviewEventView, ReviewFailure, ReviewQuestion } from "./review-view";
import { reportEventLabels, reportStageLabels, verificationRuleLabels } from "./rule-labels";
import { timeLeft } from "./time-left";

export type Reviewer = StaffActor;

/**
 * The review page for one report. Reading it shows the client's answers, so
 * the reading is recorded first, in the submission's audit of openings (the
 * same record the submission page writes), before anything is decrypted.
 * Null for an unknown report.
 */
export async function loadReportReview(reportId: string, reviewer: Reviewer, now = new Date()): Promise<ReportReviewPage | null> {
  const row = await loadReportRow(reportId);
  if (!row) return null;
  const submission = await openSubmission(row.submissionId, reviewer, now);
  const [view, clock] = await Promise.all([loadReviewView(reportId, row), loadStaffClock()]);
  if (!submission || !view) return null;

  const { report, document, evidence } = view;
  const titles = new Map(document?.sections.map((section) => [section.id, section.title]) ?? []);
  const failures = view.failures.map((failure) => failureView(failure, titles));
  const left = view.dueAt ? timeLeft(view.dueAt, now) : null;
  const inReview = report.stage === "in-review";
  const needsFollowUp = view.safety.flagged && !view.safety.followedUp;
  const states = document ? sectionStates(document, await loadSectionReviews(reportId)) : [];
  const reviews = new Map(states.map((state) => [state.id, state.review]));
  const sectionsAwaiting = states.flatMap((state) => (state.review ? [] : [state.title]));

  return {
    report: {
      id: report.id,
      kindLabel: reportKindLabels[report.kind],
      stage: report.stage,
      stageLabel: reportStageLabels[report.stage] ?? report.stage,
      revision: report.revision,
      dueOn: view.dueAt ? clock.short(view.dueAt) : null,
      dueIso: view.dueAt?.toISOString() ?? null,
      timeLeft: report.stage === "delivered" ? null : (left?.words ?? null),
      overdue: report.stage !== "delivered" && (left?.overdue ?? false),
    },
    client: {
      submissionId: submission.id,
      email: submission.email,
      formName: submission.formName,
      submittedOn: clock.short(submission.submittedAt),
      submittedIso: submission.submittedAt.toISOString(),
      urgent: view.safety.flagged,
      concerns: submission.concerns,
      followedUp: view.safety.followedUp,
      readFirst: submission.readFirst,
      readFirstConcerns: submission.readFirstConcerns,
    },
    document: document
      ? {
          ...documentSummary(document),
          reviewedCount: states.length - sectionsAwaiting.length,
          firstAwaitingId: states.find((state) => !state.review)?.id ?? null,
        }
      : null,
    sections: (document?.sections ?? []).map((section, index, all) => {
      const review = reviews.get(section.id) ?? null;
      return {
        id: section.id,
        title: section.title,
        blocks: section.blocks,
        failures: failures.filter((failure) => failure.sectionId === section.id),
        review: review ? { state: review.state, by: review.actorEmail, at: clock.short(review.recordedAt), atIso: review.recordedAt.toISOString() } : null,
        nextId: all[index + 1]?.id ?? null,
      };
    }),
    questions: evidence ? questionsOf(evidence) : [],
    library: document ? await libraryNotesFor(document.sections, clock) : {},
    failures,
    approval: {
      inReview,
      needsFollowUp,
      needsRiskNote: evidence ? needsRiskNote(evidence) : false,
      sectionsAwaiting,
      blockedBy: [
        ...(inReview ? [] : ["This report is not waiting for review."]),
        ...(failures.length === 1 ? ["Verification found 1 problem. Fix it, then approve."] : []),
        ...(failures.length > 1 ? [`Verification found ${failures.length} problems. Fix them, then approve.`] : []),
        ...(needsFollowUp ? ["The safety screen flagged this submission. Record the safety follow-up on the submission page first."] : []),
        ...(inReview && sectionsAwaiting.length > 0 ? [awaitingReviewMessage(sectionsAwaiting)] : []),
      ],
    },
    events: view.events.map((event) => eventView(event, titles, clock)).reverse(),
    drafts: view.draftRecords.map(draftView),
  };
}

const documentSummary = (document: ReportDocument) => ({
  title: document.title,
  subtitle: document.subtitle,
  isTemplateDraft: document.drafter === "template",
});

function failureView(failure: VerificationFailure, titles: Map<string, string>): ReviewFailure {
  return {
    rule: failure.rule,
    ruleLabel: verificationRuleLabels[failure.rule] ?? failure.rule,
    sectionId: failure.sectionId,
    sectionTitle: failure.sectionId ? (titles.get(failure.sectionId) ?? failure.sectionId) : null,
    sentenceId: failure.sentenceId ?? null,
    message: failure.message,
  };
}

/**
 * A risk sentence's mark: urgent when the urgent screen heard it (alone, or its answer read whole),
 * else read first, labelled with the review tier's categories (the evidence keeps only its tier).
 */
function riskOf(sentence: EvidenceSentence, evidence: ReportEvidence, risky: ReadonlySet<string>): ReviewQuestion["sentences"][number]["risk"] {
  if (!risky.has(sentence.id)) return null;
  if (sentence.safetyCategories.length > 0) return { level: "urgent", label: riskMarkLabel("urgent", sentence.safetyCategories) };
  if (evidence.safety.sentenceIds.includes(sentence.id)) return { level: "urgent", label: riskMarkLabel("urgent", evidence.safety.categories) };
  return { level: "review", label: riskMarkLabel("review", sentence.riskCategories ?? assessRisk(sentence.text).categories) };
}

function questionsOf(evidence: ReportEvidence): ReviewQuestion[] {
  const sentences = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence]));
  const risky = riskSentenceIds(evidence);
  return evidence.questions.map((question) => ({
    id: question.id,
    number: question.number,
    sectionTitle: question.sectionTitle,
    text: question.text,
    sentences: question.sentenceIds.flatMap((id) => {
      const sentence = sentences.get(id);
      if (!sentence) return [];
      return [{ id, text: sentence.text, risk: riskOf(sentence, evidence, risky), rating: sentence.rating ?? null }];
    }),
  }));
}

const sectionChange = z.object({ sectionId: z.string(), before: reportSectionSchema, after: reportSectionSchema });
const noteDetail = z.object({ note: z.string() });
const draftedDetail = z.object({ record: z.object({ drafter: z.string(), provider: z.string(), model: z.string().nullable() }) });
const renderedDetail = z.object({ pages: z.number() });
const approvedDetail = z.object({ sections: z.object({ edited: z.array(z.string()), accepted: z.array(z.string()) }) });
const acceptedDetail = z.object({ sectionId: z.string() });

function eventView(event: ReviewEvent, titles: Map<string, string>, clock: StaffClock): ReviewEventView {
  const change = sectionChange.safeParse(event.detail);
  const note = noteDetail.safeParse(event.detail);
  const accepted = event.action === "section-accepted" ? acceptedDetail.safeParse(event.detail) : null;
  return {
    id: event.id,
    actionLabel: reportEventLabels[event.action] ?? event.action,
    actorEmail: event.actorEmail,
    at: clock.short(event.at),
    atIso: event.at.toISOString(),
    revisions: revisionsOf(event),
    note: note.success ? note.data.note : null,
    changes: change.success
      ? {
          sectionTitle: titles.get(change.data.sectionId) ?? change.data.after.title,
          lines: lineDiff(sectionToMarkup(change.data.before), sectionToMarkup(change.data.after)),
        }
      : null,
    summary: accepted?.success ? (titles.get(accepted.data.sectionId) ?? accepted.data.sectionId) : summaryOf(event.detail),
  };
}

function revisionsOf(event: ReviewEvent): string | null {
  if (event.fromRevision !== null && event.toRevision !== null && event.fromRevision !== event.toRevision) {
    return `revision ${event.fromRevision} → ${event.toRevision}`;
  }
  const revision = event.toRevision ?? event.fromRevision;
  return revision === null ? null : `revision ${revision}`;
}

function summaryOf(detail: unknown): string | null {
  const drafted = draftedDetail.safeParse(detail);
  if (drafted.success) {
    const { drafter, provider, model } = drafted.data.record;
    return drafter === "template" ? "Template drafter (no AI model)" : `Model drafter: ${provider}${model ? `, ${model}` : ""}`;
  }
  const rendered = renderedDetail.safeParse(detail);
  if (rendered.success) return `${rendered.data.pages} pages`;
  const approved = approvedDetail.safeParse(detail);
  if (approved.success) {
    const { edited, accepted } = approved.data.sections;
    return `${edited.length} ${edited.length === 1 ? "section" : "sections"} edited, ${accepted.length} accepted`;
  }
  return null;
}

const numberFormat = new Intl.NumberFormat("en-US");

function draftView(record: DraftRecord): DraftRecordView {
  const tokens =
    record.inputTokens === null && record.outputTokens === null
      ? "Not reported"
      : `${numberFormat.format(record.inputTokens ?? 0)} in, ${numberFormat.format(record.outputTokens ?? 0)} out`;
  return {
    drafter: record.drafter === "template" ? "Template" : "Model",
    provider: record.provider,
    model: record.model ?? "None",
    promptVersion: record.promptVersion,
    tokens,
    duration: record.durationMs < 1000 ? `${Math.round(record.durationMs)} ms` : `${(record.durationMs / 1000).toFixed(1)} s`,
    attempts: record.attempts,
  };
}
