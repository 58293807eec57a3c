import { z } from "zod";
import { readSearchParams, searchDay, searchQuery } from "~/shared/search-params";
import { staffAuditActions } from "~/shared/staff/staff-audit-actions";
import type { StaffAuditSearch } from "~/domains/backoffice/staff-audit.server";

/*
 * The audit page's filters, read from the address (a GET form) so a view can
 * be bookmarked and paged. What was chosen is given back as chosen; a field
 * that cannot be used gets a message beside it and nothing is listed.
 */
export type AuditField = "staff" | "action" | "from" | "to";
export type AuditSearchForm = { values: Record<AuditField, string>; errors: Partial<Record<AuditField, string>> };
export type ParsedAuditSearch = AuditSearchForm & { query: StaffAuditSearch | null };

const fields = {
  staff: z.string().max(100, "Choose a staff member from the list."),
  action: z.enum(staffAuditActions, { message: "Choose an action from the list." }),
  from: searchDay,
  to: searchDay,
} satisfies Record<AuditField, z.ZodType>;

export function parseAuditSearch(params: URLSearchParams): ParsedAuditSearch {
  const { values, errors, clean, page } = readSearchParams(params, fields, { maxLength: 200, dateRange: { from: "from", to: "to" } });
  if (!clean) return { values, errors, query: null };
  return {
    values,
    errors,
    query: { actorUserId: clean.staff, action: clean.action, from: clean.from, to: clean.to, page },
  };
}

/** The address of another page of the same filters. */
export function auditSearchHref(values: AuditSearchForm["values"], page: number): string {
  const search = searchQuery(values, page);
  return `/admin/audit${search ? `?${search}` : ""}`;
}
