import type { ReportStage } from "~/db/tables/reports";

/**
 * The 24-hour promise (docs/product.md, "Reports"), watched by the `report-sla`
 * job: the provider hears when a report has four hours left and again when it
 * is late, and the client is told, once and honestly, that theirs is late.
 */
export const SLA_WARNING_MS = 4 * 60 * 60 * 1000;

/** "due-soon" and "overdue" go to the provider's inbox; "client-late" to the client. */
export const slaNotices = ["due-soon", "overdue", "client-late"] as const;
export type SlaNotice = (typeof slaNotices)[number];

export type SlaState = {
  obligationStatus: "owed" | "delivered" | "cancelled";
  /** null while the report has no row yet (its answers are still being prepared). */
  stage: ReportStage | null;
  dueAt: Date;
  slaWarnedAt: Date | null;
  slaOverdueAt: Date | null;
  clientToldLateAt: Date | null;
};

/**
 * Which notices are due now and not yet sent. A report found already late
 * (the job was down through its last four hours) gets the overdue notices
 * only: a "due in 4 hours" after the deadline would be wrong.
 */
export function slaNoticesDue(state: SlaState, now: Date): SlaNotice[] {
  if (state.obligationStatus !== "owed" || state.stage === "delivered") return [];
  if (now.getTime() >= state.dueAt.getTime()) {
    const due: SlaNotice[] = [];
    if (!state.slaOverdueAt) due.push("overdue");
    if (!state.clientToldLateAt) due.push("client-late");
    return due;
  }
  if (state.dueAt.getTime() - now.getTime() <= SLA_WARNING_MS && !state.slaWarnedAt) return ["due-soon"];
  return [];
}

/** The e-mail log's key for a notice: one message per report and notice, however many runs see it. */
export function slaEmailKey(notice: SlaNotice, reportId: string): string {
  return `report-sla:${notice}:${reportId}`;
}

/** "3 h 55 min", "25 min": how far a moment is from now, for the provider's e-mail. */
export function describeInterval(milliseconds: number): string {
  const minutes = Math.max(0, Math.round(Math.abs(milliseconds) / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const stageLabels: Record<ReportStage, string> = {
  drafting: "Being drafted",
  "in-review": "Waiting for review",
  "sent-back": "Sent back for a new draft",
  approved: "Approved, being rendered and delivered",
  delivered: "Delivered",
};

/** Where a report is, in words for the provider's e-mail. */
export function describeStage(stage: ReportStage | null): string {
  return stage ? stageLabels[stage] : "Not started: the answers have not been prepared for drafting";
}
