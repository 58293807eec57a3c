import { z } from "zod";
import { staffAuditActions } from "~/shared/staff-audit-actions";
import type { StaffAuditSearch } from "~/domains/backoffice/staff-audit.server";

/*
 * The audit page's filters, read from the address (a GET form) so a view can
 * be bookmarked and paged. What was chosen is given back as chosen; a field
 * that cannot be used gets a message beside it and nothing is listed.
 */
export type AuditField = "staff" | "action" | "from" | "to";
export type AuditSearchForm = { values: Record<AuditField, string>; errors: Partial<Record<AuditField, string>> };
export type ParsedAuditSearch = AuditSearchForm & { query: StaffAuditSearch | null };

const DATE_MESSAGE = "Enter a date as YYYY-MM-DD, for example 2026-07-15.";
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, DATE_MESSAGE);

const fields = {
  staff: z.string().max(100, "Choose a staff member from the list."),
  action: z.enum(staffAuditActions, { message: "Choose an action from the list." }),
  from: day,
  to: day,
} satisfies Record<AuditField, z.ZodType>;

const pageSchema = z.coerce.number().int().min(1).max(100_000);

export function parseAuditSearch(params: URLSearchParams): ParsedAuditSearch {
  const raw = (name: AuditField) => (params.get(name) ?? "").slice(0, 200);
  const values: Record<AuditField, string> = { staff: raw("staff"), action: raw("action"), from: raw("from"), to: raw("to") };
  const errors: Partial<Record<AuditField, string>> = {};
  const clean: Partial<Record<AuditField, string>> = {};
  for (const field of Object.keys(fields) as AuditField[]) {
    const value = values[field].trim();
    if (value === "") continue;
    const result = fields[field].safeParse(value);
    if (result.success) clean[field] = result.data;
    else errors[field] = result.error.issues[0]?.message ?? "This value cannot be used.";
  }
  if (clean.from && clean.to && clean.to < clean.from) errors.to = "The end date must be on or after the start date.";
  if (Object.keys(errors).length > 0) return { values, errors, query: null };
  const page = pageSchema.safeParse(params.get("page") ?? "1");
  return {
    values,
    errors,
    query: {
      actorUserId: clean.staff,
      action: fields.action.safeParse(clean.action).data,
      from: clean.from,
      to: clean.to,
      page: page.success ? page.data : 1,
    },
  };
}

/** The address of another page of the same filters. */
export function auditSearchHref(values: AuditSearchForm["values"], page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value.trim() !== "") params.set(name, value.trim());
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/admin/audit${search ? `?${search}` : ""}`;
}
