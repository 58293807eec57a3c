import { formDetails } from "~/domains/assessments/form-details";
import { safetyCategoryLabels } from "~/domains/assessments/safety/category-labels";
import { listReviewQueue, type QueueStage, type ReviewQueueItem } from "~/domains/reports/lane/review-queue.server";
import { formatShortDateTime } from "~/shared/dates";
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

/** Groups the queue by submission, keeping its order (flagged first, then "read first", then the nearest due time). */
export function groupQueue(items: ReviewQueueItem[], now: Date): QueueGroup[] {
  const groups = new Map<string, QueueGroup>();
  for (const item of items) {
    let group = groups.get(item.submissionId);
    if (!group) {
      const left = timeLeft(item.dueAt, now);
      group = {
        submissionId: item.submissionId,
        email: item.email,
        formName: formDetails[item.formType].name,
        submittedOn: formatShortDateTime(item.submittedAt),
        submittedIso: item.submittedAt.toISOString(),
        dueOn: formatShortDateTime(item.dueAt),
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
      stageLabel: stageLabels[item.stage],
      ...verificationOf(item),
    });
  }
  return [...groups.values()];
}

export async function loadReviewQueue(now = new Date()): Promise<QueueGroup[]> {
  return groupQueue(await listReviewQueue(), now);
}
