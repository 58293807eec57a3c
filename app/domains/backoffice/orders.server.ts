import { and, asc, count, desc, eq, gte, ilike, inArray, like, lt, or, type SQL } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, emailLog, entitlements, orderLines, orders, reports } from "~/db/schema";
import { enqueue } from "~/jobs/queue.server";
import { receiptEmailKey, sendOrderReceiptJob } from "~/jobs/send-order-receipt.server";
import { endOfDayIn, startOfDayIn } from "~/shared/dates";
import type { FormType } from "~/shared/form-types";

/*
 * The provider's view of orders: a search over every checkout (paid or not),
 * newest first, and one order with everything it led to. A search's days are
 * days in the zone the caller gives (the staff pages' zone; UTC by default).
 */

export const ORDERS_PAGE_SIZE = 25;

export const orderStatuses = orders.status.enumValues;
export type OrderStatus = (typeof orderStatuses)[number];

export type OrderSearch = {
  /** Part of an order id, any case. */
  orderId?: string;
  /** Part of the buyer's e-mail, any case. */
  email?: string;
  status?: OrderStatus;
  /** First and last day of the order's checkout (in the search's zone), "2026-07-15", both included. */
  from?: string;
  to?: string;
  page: number;
};

export type OrderListLine = { productName: string; category: string | null; quantity: number };

export type OrderListItem = {
  id: string;
  email: string;
  status: OrderStatus;
  amountCents: number;
  currency: string;
  createdAt: Date;
  lines: OrderListLine[];
};

export type OrderList = { items: OrderListItem[]; total: number; page: number; pageCount: number };

/** `%` and `_` typed by the admin are searched for as themselves. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (special) => `\\${special}`)}%`;

/** `zone`: the staff pages' time zone, whose days "from" and "to" name (issue 29). */
function searchConditions(search: OrderSearch, zone: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (search.orderId) conditions.push(ilike(orders.id, containing(search.orderId)));
  if (search.email) conditions.push(ilike(orders.email, containing(search.email)));
  if (search.status) conditions.push(eq(orders.status, search.status));
  if (search.from) conditions.push(gte(orders.createdAt, startOfDayIn(search.from, zone)));
  // "To" includes its whole day: before the next day's midnight.
  if (search.to) conditions.push(lt(orders.createdAt, endOfDayIn(search.to, zone)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the orders matching the search, newest first; a page past the end shows the last one. */
export async function searchOrders(search: OrderSearch, zone = "UTC"): Promise<OrderList> {
  const db = getDb();
  const where = searchConditions(search, zone);
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  const total = Number(counted?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  const page = Math.min(Math.max(1, search.page), pageCount);
  const rows = await db
    .select({
      id: orders.id,
      email: orders.email,
      status: orders.status,
      amountCents: orders.amountCents,
      currency: orders.currency,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PAGE_SIZE)
    .offset((page - 1) * ORDERS_PAGE_SIZE);
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({ orderId: orderLines.orderId, productName: orderLines.productName, category: orderLines.category, quantity: orderLines.quantity })
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderLines.id));
  const linesByOrder = new Map<string, OrderListLine[]>();
  for (const { orderId, ...line } of lines) linesByOrder.set(orderId, [...(linesByOrder.get(orderId) ?? []), line]);
  return { items: rows.map((row) => ({ ...row, lines: linesByOrder.get(row.id) ?? [] })), total, page, pageCount };
}

export type OrderDetail = {
  order: typeof orders.$inferSelect;
  lines: { id: string; productName: string; serviceType: string; category: string | null; quantity: number; unitPriceCents: number }[];
  entitlements: {
    id: string;
    formType: FormType;
    reportsOwed: string[];
    email: string;
    status: "active" | "revoked";
    createdAt: Date;
    revokedAt: Date | null;
  }[];
  submissions: { id: string; entitlementId: string; formType: FormType; status: string; urgent: boolean; submittedAt: Date }[];
  reports: { id: string; submissionId: string; kind: string; stage: string; deliveredAt: Date | null }[];
  /** Receipts the store has sent for this order (the first and any resent), oldest first. */
  receipts: { recipient: string; sentAt: Date; transport: string }[];
};

/** Queues the receipt job again with a resend id of its own, so the receipt e-mail really goes once more. */
export async function queueReceiptResend(orderId: string): Promise<void> {
  await enqueue(sendOrderReceiptJob, { orderId, resendId: randomUUID() });
}

/** An order with its lines, what it granted, what was sent and reported from it; null when no order has that id. */
export async function loadOrderDetail(orderId: string): Promise<OrderDetail | null> {
  const db = getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [lines, granted, submissions, receipts] = await Promise.all([
    db
      .select({
        id: orderLines.id,
        productName: orderLines.productName,
        serviceType: orderLines.serviceType,
        category: orderLines.category,
        quantity: orderLines.quantity,
        unitPriceCents: orderLines.unitPriceCents,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id)),
    db
      .select({
        id: entitlements.id,
        formType: entitlements.formType,
        reportsOwed: entitlements.reportsOwed,
        email: entitlements.email,
        status: entitlements.status,
        createdAt: entitlements.createdAt,
        revokedAt: entitlements.revokedAt,
      })
      .from(entitlements)
      .where(eq(entitlements.orderId, orderId))
      .orderBy(asc(entitlements.orderLineId), asc(entitlements.unitIndex), asc(entitlements.formType)),
    db
      .select({
        id: assessmentSubmissions.id,
        entitlementId: assessmentSubmissions.entitlementId,
        formType: assessmentSubmissions.formType,
        status: assessmentSubmissions.status,
        urgent: assessmentSubmissions.urgent,
        submittedAt: assessmentSubmissions.submittedAt,
      })
      .from(assessmentSubmissions)
      .innerJoin(entitlements, eq(entitlements.id, assessmentSubmissions.entitlementId))
      .where(eq(entitlements.orderId, orderId))
      .orderBy(asc(assessmentSubmissions.submittedAt)),
    db
      .select({ recipient: emailLog.recipient, sentAt: emailLog.sentAt, transport: emailLog.transport })
      .from(emailLog)
      .where(
        and(
          eq(emailLog.template, "receipt"),
          or(eq(emailLog.idempotencyKey, receiptEmailKey(orderId)), like(emailLog.idempotencyKey, `${receiptEmailKey(orderId).replace(/[\\%_]/g, (s) => `\\${s}`)}:%`)),
        ),
      )
      .orderBy(asc(emailLog.sentAt)),
  ]);
  const linked =
    submissions.length === 0
      ? []
      : await db
          .select({ id: reports.id, submissionId: reports.submissionId, kind: reports.kind, stage: reports.stage, deliveredAt: reports.deliveredAt })
          .from(reports)
          .where(
            inArray(
              reports.submissionId,
              submissions.map((submission) => submission.id),
            ),
          )
          .orderBy(asc(reports.submissionId), asc(reports.kind));
  return { order, lines, entitlements: granted, submissions, reports: linked, receipts };
}
