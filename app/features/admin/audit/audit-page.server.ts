import { listAuditedStaff, listStaffAuditEvents } from "~/domains/backoffice/staff-audit.server";
import { loadStaffClock } from "~/domains/backoffice/staff-time-zone.server";
import { staffAuditActionLabels, staffAuditTargetLabels } from "~/shared/staff/staff-audit-actions";
import { parseAuditSearch, type AuditSearchForm } from "./audit-search";

export type AuditRowView = {
  id: string;
  when: { text: string; iso: string };
  staff: string;
  role: string;
  action: string;
  target: string;
  targetId: string;
  detail: string | null;
};

export type AuditPageData = {
  form: AuditSearchForm;
  /** The staff zone, whose days the filters name. */
  zone: string;
  staffOptions: { value: string; label: string }[];
  rows: AuditRowView[];
  total: number;
  page: number;
  pageCount: number;
};

/** /admin/audit: the filters as typed, the staff who appear in the log, and one page of it. */
export async function loadAuditPage(url: URL): Promise<AuditPageData> {
  const parsed = parseAuditSearch(url.searchParams);
  const clock = await loadStaffClock();
  const [staff, list] = await Promise.all([
    listAuditedStaff(),
    parsed.query ? listStaffAuditEvents(parsed.query, clock.zone) : Promise.resolve({ rows: [], total: 0, page: 1, pageCount: 1 }),
  ]);
  return {
    form: { values: parsed.values, errors: parsed.errors },
    zone: clock.zone,
    staffOptions: staff.map((member) => ({ value: member.userId, label: member.email })),
    rows: list.rows.map((row) => ({
      id: row.id,
      when: { text: clock.short(row.createdAt), iso: row.createdAt.toISOString() },
      staff: row.actorEmail,
      role: row.actorRole === "admin" ? "Admin" : "Reviewer",
      action: staffAuditActionLabels[row.action] ?? row.action,
      target: staffAuditTargetLabels[row.targetType] ?? row.targetType,
      targetId: row.targetId,
      detail: row.detail,
    })),
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
  };
}
