import { z } from "zod";
import { formDetails } from "~/domains/assessments/form-details";
import { draftFailedWithTemplate, retryFailedDraft } from "~/domains/reports/lane/draft-failure.server";
import type { LaneActor } from "~/domains/reports/lane/lane-records.server";
import { safetyCategoryLabels } from "~/domains/assessments/safety/category-labels";
import { listReviewQueue, type QueueStage, type ReviewQueueItem } from "~/domains/reports/lane/review-queue.server";
import { loadStaffClock } from "~/domains/backoffice/staff-time-zone.server";
import { staffClock, type StaffClock } from "~/shared/staff/staff-time-zone";
import { reportKindLabels } from "~/shared/report-kinds";
import { timeLeft } from "./time-left";

export type QueueReportRow = {
  reportId: string;
  /** Null while the report does not exist yet: there is nothing to open. */
  reviewPath: string | null;
  kindLabel: string;
  stageLabel: string;
  /** "Passes", "2 problems", or "Not checked yet". */
  verificationLabel: string;
  verificationFails: boolean;
  /** Set when the last drafting failed: the provider's reason, and staff may try again or draft with the template. */
  draftFailure: { reason: string; failedOn: string; failedIso: string } | null;
};

/** One client's submission and every report it is still owed, with the time left on its promise. */
export type QueueGroup = {
  submissionId: string;
  email: string;
  formName: string;
  submittedOn: string;
  submittedIso: string;
  dueOn: string;
  dueIso: string;
  timeLeft: string;
  overdue: boolean;
  urgent: boolean;
  followedUp: boolean;
  concerns: string[];
  /** Not urgent, but a sentence only the review tier heard: "Read first", with what it may be about. */
  readFirst: boolean;
  readFirstConcerns: string[];
  owed: string[];
  reports: QueueReportRow[];
};

const stageLabels: Record<QueueStage, string> = {
  received: "Received: preparing",
  drafting: "Being drafted",
  "in-review": "Ready for review",
  "sent-back": "Sent back",
  approved: "Approved, rendering",
};

function verificationOf(item: ReviewQueueItem): Pick<QueueReportRow, "verificationLabel" | "verificationFails"> {
  if (item.failureCount === null || item.stage === "received" || item.stage === "drafting") {
    return { verificationLabel: "Not checked yet", verificationFails: false };
  }
  if (item.failureCount === 0) return { verificationLabel: "Passes", verificationFails: false };
  return { verificationLabel: item.failureCount === 1 ? "1 problem" : `${item.failureCount} problems`, verificationFails: true };
}

/** Groups the queue by submission, keeping its order (flagged first, then "read first", then the nearest due time); times in the staff clock's zone. */
export function groupQueue(items: ReviewQueueItem[], now: Date, clock: StaffClock = staffClock("UTC")): QueueGroup[] {
  const groups = new Map<string, QueueGroup>();
  for (const item of items) {
    let group = groups.get(item.submissionId);
    if (!group) {
      const left = timeLeft(item.dueAt, now);
      group = {
        submissionId: item.submissionId,
        email: item.email,
        formName: formDetails[item.formType].name,
        submittedOn: clock.short(item.submittedAt),
        submittedIso: item.submittedAt.toISOString(),
        dueOn: clock.short(item.dueAt),
        dueIso: item.dueAt.toISOString(),
        timeLeft: left.words,
        overdue: left.overdue,
        urgent: item.urgent,
        followedUp: item.followedUp,
        concerns: safetyCategoryLabels(item.safetyCategories),
        readFirst: item.readFirst,
        readFirstConcerns: safetyCategoryLabels(item.reviewRiskCategories),
        owed: [],
        reports: [],
      };
      groups.set(item.submissionId, group);
    }
    group.owed.push(reportKindLabels[item.kind]);
    group.reports.push({
      reportId: item.reportId,
      reviewPath: item.hasReport ? `/admin/reports/${encodeURIComponent(item.reportId)}` : null,
      kindLabel: reportKindLabels[item.kind],
      stageLabel: item.draftFailure ? "Drafting failed" : stageLabels[item.stage],
      ...verificationOf(item),
      draftFailure: item.draftFailure
        ? { reason: item.draftFailure.reason, failedOn: clock.short(item.draftFailure.failedAt), failedIso: item.draftFailure.failedAt.toISOString() }
        : null,
    });
  }
  return [...groups.values()];
}

export async function loadReviewQueue(now = new Date()): Promise<QueueGroup[]> {
  const [items, clock] = await Promise.all([listReviewQueue(), loadStaffClock()]);
  return groupQueue(items, now, clock);
}

/** The queue's two answers to a failed draft, told apart by `intent`; the report id is a hidden field nobody types. */
const failedDraftFormSchema = z.object({
  intent: z.enum(["retry-draft", "template-draft"]),
  reportId: z.string().min(1).max(200),
});

export type FailedDraftActionResult =
  | { ok: true; toast: { title: string; description: string } }
  | { ok: false; status: number; message: string };

export async function handleFailedDraftAction(form: FormData, actor: LaneActor): Promise<FailedDraftActionResult> {
  const parsed = failedDraftFormSchema.safeParse({ intent: form.get("intent"), reportId: form.get("reportId") });
  if (!parsed.success) return { ok: false, status: 400, message: "This form was not complete. Reload the page and try again." };
  const { intent, reportId } = parsed.data;
  if (intent === "retry-draft") {
    const outcome = await retryFailedDraft(reportId, actor);
    if (outcome.outcome === "refused") return { ok: false, status: 409, message: outcome.message };
    return { ok: true, toast: { title: "Drafting again", description: "The report is queued for the drafter. It shows here as ready for review when it is done." } };
  }
  const outcome = await draftFailedWithTemplate(reportId, actor);
  if (outcome.outcome === "refused") return { ok: false, status: 409, message: outcome.message };
  return { ok: true, toast: { title: "Drafted with the template", description: "It is ready for review, marked as a template draft until each section is accepted or edited and it is approved." } };
}
