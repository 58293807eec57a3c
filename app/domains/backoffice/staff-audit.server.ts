import { and, asc, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { staffAuditEvents } from "~/db/schema";
import { endOfDayIn, startOfDayIn } from "~/shared/dates";
import type { StaffAuditAction } from "~/shared/staff/staff-audit-actions";

export const AUDIT_PAGE_SIZE = 50;

/** Days are whole days, as YYYY-MM-DD, in the zone the list is asked for (UTC by default); `to` includes its day. */
export type StaffAuditSearch = { actorUserId?: string; action?: StaffAuditAction; from?: string; to?: string; page: number };

export type StaffAuditRow = typeof staffAuditEvents.$inferSelect;
export type StaffAuditPage = { rows: StaffAuditRow[]; total: number; page: number; pageCount: number };

function conditions(search: StaffAuditSearch, zone: string): SQL | undefined {
  const where: SQL[] = [];
  if (search.actorUserId) where.push(eq(staffAuditEvents.actorUserId, search.actorUserId));
  if (search.action) where.push(eq(staffAuditEvents.action, search.action));
  if (search.from) where.push(gte(staffAuditEvents.createdAt, startOfDayIn(search.from, zone)));
  if (search.to) where.push(lt(staffAuditEvents.createdAt, endOfDayIn(search.to, zone)));
  return where.length > 0 ? and(...where) : undefined;
}

/** One page of the staff audit log, newest first; a page past the end shows the last one. */
export async function listStaffAuditEvents(search: StaffAuditSearch, zone = "UTC"): Promise<StaffAuditPage> {
  const db = getDb();
  const where = conditions(search, zone);
  const [counted] = await db.select({ n: count() }).from(staffAuditEvents).where(where);
  const total = Number(counted?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(Math.max(1, search.page), pageCount);
  const rows = await db
    .select()
    .from(staffAuditEvents)
    .where(where)
    .orderBy(desc(staffAuditEvents.createdAt), desc(staffAuditEvents.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return { rows, total, page, pageCount };
}

/** Everyone who has an entry in the log, for the "staff member" filter: by their latest address. */
export async function listAuditedStaff(): Promise<{ userId: string; email: string }[]> {
  const rows = await getDb()
    .selectDistinctOn([staffAuditEvents.actorUserId], { userId: staffAuditEvents.actorUserId, email: staffAuditEvents.actorEmail })
    .from(staffAuditEvents)
    .orderBy(asc(staffAuditEvents.actorUserId), desc(staffAuditEvents.createdAt))
    .limit(500);
  return rows.sort((a, b) => a.email.localeCompare(b.email));
}
