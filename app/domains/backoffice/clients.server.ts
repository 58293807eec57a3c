import { and, asc, count, desc, eq, gt, ilike, inArray, sql } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, entitlements, formAccess, orders, reportObligations, reports, sessions, users } from "~/db/schema";
import { newId } from "~/shared/readable-ids.server";
import type { FormType } from "~/shared/form-types";
import type { ReportKind } from "~/shared/report-kinds";
import { recordStaffAction, type StaffActor } from "~/security/staff-audit.server";

export const CLIENTS_PAGE_SIZE = 25;

export type ClientRow = { id: string; email: string; verified: boolean; createdAt: Date; paidOrders: number; openForms: number };
export type ClientsPage = { rows: ClientRow[]; page: number; pageCount: number; total: number };

/** Clients' accounts, newest first, whose address contains `query` (any part, any case). */
export async function searchClients(query: string, page: number): Promise<ClientsPage> {
  const db = getDb();
  const matching = and(eq(users.role, "client"), query ? ilike(users.email, `%${escapeLike(query)}%`) : undefined);
  const [totalRow] = await db.select({ n: count() }).from(users).where(matching);
  const total = Number(totalRow?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / CLIENTS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      verified: users.emailVerified,
      createdAt: users.createdAt,
      // Written out: inside a subquery Drizzle names columns without their table, which would be ambiguous here.
      paidOrders: sql<number>`(select count(*) from orders o where o.user_id = "users"."id" and o.status = 'paid')`,
      openForms: sql<number>`(select count(*) from entitlements e where e.user_id = "users"."id" and e.status = 'active')`,
    })
    .from(users)
    .where(matching)
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(CLIENTS_PAGE_SIZE)
    .offset((current - 1) * CLIENTS_PAGE_SIZE);
  return { rows: rows.map((row) => ({ ...row, paidOrders: Number(row.paidOrders), openForms: Number(row.openForms) })), page: current, pageCount, total };
}

/** `%` and `_` typed in a search are letters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export type ClientDetail = {
  account: { id: string; email: string; verified: boolean; createdAt: Date; activeSessions: number };
  orders: { id: string; status: string; amountCents: number; createdAt: Date }[];
  entitlements: {
    id: string;
    formType: FormType;
    reportsOwed: ReportKind[];
    status: "active" | "revoked";
    orderId: string | null;
    grantReason: string | null;
    grantedBy: string | null;
    createdAt: Date;
  }[];
  submissions: { id: string; formType: FormType; submittedAt: Date; urgent: boolean }[];
  reports: { id: string; kind: ReportKind; obligation: string; stage: string | null; dueAt: Date }[];
};

/** One client's account and everything tied to it; null for no such client (staff accounts included). */
export async function loadClient(userId: string, now = new Date()): Promise<ClientDetail | null> {
  const db = getDb();
  const [user] = await db.select().from(users).where(and(eq(users.id, userId), eq(users.role, "client")));
  if (!user) return null;
  const [sessionCount] = await db.select({ n: count() }).from(sessions).where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
  const orderRows = await db
    .select({ id: orders.id, status: orders.status, amountCents: orders.amountCents, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
  const entitlementRows = await db
    .select({
      id: entitlements.id,
      formType: entitlements.formType,
      reportsOwed: entitlements.reportsOwed,
      status: entitlements.status,
      orderId: entitlements.orderId,
      grantReason: entitlements.grantReason,
      grantedBy: entitlements.grantedBy,
      createdAt: entitlements.createdAt,
    })
    .from(entitlements)
    .where(eq(entitlements.userId, userId))
    .orderBy(desc(entitlements.createdAt));
  const submissionRows = await db
    .select({ id: assessmentSubmissions.id, formType: assessmentSubmissions.formType, submittedAt: assessmentSubmissions.submittedAt, urgent: assessmentSubmissions.urgent })
    .from(assessmentSubmissions)
    .where(eq(assessmentSubmissions.userId, userId))
    .orderBy(desc(assessmentSubmissions.submittedAt));
  const reportRows = submissionRows.length
    ? await db
        .select({ id: reportObligations.id, kind: reportObligations.kind, obligation: reportObligations.status, stage: reports.stage, dueAt: reportObligations.dueAt })
        .from(reportObligations)
        .leftJoin(reports, eq(reports.id, reportObligations.id))
        .where(inArray(reportObligations.submissionId, submissionRows.map((row) => row.id)))
        .orderBy(desc(reportObligations.dueAt))
    : [];
  return {
    account: { id: user.id, email: user.email, verified: user.emailVerified, createdAt: user.createdAt, activeSessions: Number(sessionCount?.n ?? 0) },
    orders: orderRows,
    entitlements: entitlementRows,
    submissions: submissionRows,
    reports: reportRows,
  };
}

/**
 * Opens questionnaires for a client by hand (a goodwill gesture, a payment
 * taken elsewhere): one entitlement and form access per form, as a paid order
 * would grant, with no order, and the reason and who gave it kept with it.
 * Null for no such client.
 */
export async function grantComplimentaryAccess(input: {
  userId: string;
  grants: { formType: FormType; reportsOwed: ReportKind[] }[];
  reason: string;
  staff: StaffActor;
}): Promise<string[] | null> {
  const db = getDb();
  const [client] = await db.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.id, input.userId), eq(users.role, "client")));
  if (!client) return null;
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const grant of input.grants) {
      const id = newId("ent_");
      await tx.insert(entitlements).values({
        id,
        unitIndex: 0,
        formType: grant.formType,
        reportsOwed: grant.reportsOwed,
        email: client.email,
        userId: client.id,
        grantReason: input.reason,
        grantedBy: input.staff.email,
      });
      await tx.insert(formAccess).values({ id: newId("fa_"), entitlementId: id, email: client.email, userId: client.id, formType: grant.formType, paymentStatus: "paid" });
      ids.push(id);
    }
    // The forms opened, never the reason: it is free text and may name the client.
    const forms = input.grants.map((grant) => grant.formType).join(", ");
    await recordStaffAction({ actor: input.staff, action: "access.granted", target: { type: "client", id: client.id }, detail: `forms: ${forms}` }, tx);
    return ids;
  });
}
