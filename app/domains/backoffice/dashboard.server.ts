import { and, count, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, or, sql } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, contactMessages, orders, reportObligations, reports } from "~/db/schema";
import { startOfDayIn } from "~/shared/dates";
import { timeZoneSchema } from "~/shared/staff/staff-time-zone";
import { dashboardDays } from "./dashboard-days";

/*
 * The provider's "today at a glance", read straight from the tables. Days are
 * calendar days in the time zone of staff pages (issue 29; UTC when none is
 * given): "today" starts at midnight there, and "7 days" is today and the six
 * days before it.
 *
 * What a sale is: an order whose payment was confirmed (`paid_at` is set and
 * its status is `paid` or, since, `refunded`). Pending, failed, expired and
 * `needs-review` orders (a payment that did not match; nothing was granted)
 * are never counted. Each sale belongs to the day it was paid. Revenue is
 * what the store keeps: the amounts of the day's sales that have not been
 * refunded. A refunded sale still counts as an order of its day, and its
 * amount is shown beside the revenue as refunded, so a refund lowers the
 * revenue of the day the order was paid (not the day of the refund) and no
 * figure goes negative or hides money that went back.
 */

const HOUR = 60 * 60 * 1000;
/** "Due soon": the reports whose promise ends within this time. */
export const DUE_SOON_HOURS = 4;

export type PeriodSales = {
  /** Sales paid in the period, refunded ones included. */
  orders: number;
  /** Cents kept: the period's sales not refunded. */
  revenueCents: number;
  /** Sales of the period refunded since, and their cents. */
  refundedOrders: number;
  refundedCents: number;
};

export type DaySales = { day: string; orders: number; revenueCents: number };
export type DayDeliveries = { day: string; onTime: number; late: number };

export type DashboardFigures = {
  today: PeriodSales;
  last7Days: PeriodSales;
  last30Days: PeriodSales;
  /** Sent submissions with at least one report owed and not delivered yet. */
  submissionsWaiting: number;
  /** Owed reports, not delivered, due within the next four hours (not yet overdue). */
  reportsDueSoon: number;
  /** Owed reports, not delivered, whose due time has passed. */
  reportsOverdue: number;
  /** Flagged (urgent) submissions with no safety follow-up on record. */
  urgentFlagsOpen: number;
  /** One entry per day in the staff zone, oldest first, the last being today ("2026-07-04"). */
  salesByDay: DaySales[];
  /** Reports delivered each day: on time when delivered by their due time. */
  deliveriesByDay: DayDeliveries[];
};

/** The counts the admin navigation shows on every admin page. */
export type AdminNavCounts = { reportsWaiting: number; urgentOpen: number; newMessages: number };

/**
 * The day a moment falls on in `zone`. The zone is written into the SQL rather than bound: the same
 * expression is selected and grouped by, and two bound copies would be two parameters to PostgreSQL.
 * It is checked again here (an IANA name, letters, digits, `/_+-` only), so nothing else reaches it.
 */
function dayInZone(column: unknown, zone: string) {
  const checked = timeZoneSchema.parse(zone);
  return sql<string>`to_char(${column} at time zone ${sql.raw(`'${checked}'`)}, 'YYYY-MM-DD')`;
}

/** An owed report not delivered yet: the queue's own rule (its report row may not exist yet). */
const stillOwed = and(eq(reportObligations.status, "owed"), or(isNull(reports.id), ne(reports.stage, "delivered")));

const followedUp = sql`exists (select 1 from "safety_flag_reviews" where "safety_flag_reviews"."submission_id" = "assessment_submissions"."id")`;

async function countUrgentOpen(): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(assessmentSubmissions)
    .where(and(eq(assessmentSubmissions.urgent, true), sql`not ${followedUp}`));
  return row?.n ?? 0;
}

/** Contact messages nobody has answered or closed yet. */
async function countNewMessages(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, "new"));
  return Number(row?.n ?? 0);
}

async function countReportsWaiting(): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(reportObligations)
    .leftJoin(reports, eq(reports.id, reportObligations.id))
    .where(stillOwed);
  return row?.n ?? 0;
}

export async function loadAdminNavCounts(): Promise<AdminNavCounts> {
  const [reportsWaiting, urgentOpen, newMessages] = await Promise.all([countReportsWaiting(), countUrgentOpen(), countNewMessages()]);
  return { reportsWaiting, urgentOpen, newMessages };
}

async function salesByDay(since: Date, zone: string): Promise<Map<string, PeriodSales>> {
  const day = dayInZone(orders.paidAt, zone);
  const rows = await getDb()
    .select({
      day,
      orders: count(),
      revenueCents: sql<string>`coalesce(sum(${orders.amountCents}) filter (where ${orders.status} = 'paid'), 0)`,
      refundedOrders: sql<string>`count(*) filter (where ${orders.status} = 'refunded')`,
      refundedCents: sql<string>`coalesce(sum(${orders.amountCents}) filter (where ${orders.status} = 'refunded'), 0)`,
    })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, since), inArray(orders.status, ["paid", "refunded"])))
    .groupBy(day);
  // Sums and filtered counts come back as text or bigint depending on the driver.
  return new Map(
    rows.map((row) => [
      row.day,
      {
        orders: Number(row.orders),
        revenueCents: Number(row.revenueCents),
        refundedOrders: Number(row.refundedOrders),
        refundedCents: Number(row.refundedCents),
      },
    ]),
  );
}

async function deliveriesByDay(since: Date, zone: string): Promise<Map<string, { onTime: number; late: number }>> {
  const day = dayInZone(reports.deliveredAt, zone);
  const rows = await getDb()
    .select({
      day,
      onTime: sql<string>`count(*) filter (where ${reports.deliveredAt} <= ${reportObligations.dueAt})`,
      late: sql<string>`count(*) filter (where ${reports.deliveredAt} > ${reportObligations.dueAt})`,
    })
    .from(reports)
    .innerJoin(reportObligations, eq(reportObligations.id, reports.id))
    .where(and(isNotNull(reports.deliveredAt), gte(reports.deliveredAt, since)))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, { onTime: Number(row.onTime), late: Number(row.late) }]));
}

async function owedFigures(now: Date): Promise<{ submissionsWaiting: number; reportsDueSoon: number; reportsOverdue: number }> {
  const soon = new Date(now.getTime() + DUE_SOON_HOURS * HOUR);
  const [row] = await getDb()
    .select({
      submissions: sql<string>`count(distinct ${reportObligations.submissionId})`,
      dueSoon: sql<string>`count(*) filter (where ${gt(reportObligations.dueAt, now)} and ${lte(reportObligations.dueAt, soon)})`,
      overdue: sql<string>`count(*) filter (where ${lte(reportObligations.dueAt, now)})`,
    })
    .from(reportObligations)
    .leftJoin(reports, eq(reports.id, reportObligations.id))
    .where(stillOwed);
  return {
    submissionsWaiting: Number(row?.submissions ?? 0),
    reportsDueSoon: Number(row?.dueSoon ?? 0),
    reportsOverdue: Number(row?.overdue ?? 0),
  };
}

function sumDays(byDay: Map<string, PeriodSales>, days: string[]): PeriodSales {
  const total: PeriodSales = { orders: 0, revenueCents: 0, refundedOrders: 0, refundedCents: 0 };
  for (const day of days) {
    const sales = byDay.get(day);
    if (!sales) continue;
    total.orders += sales.orders;
    total.revenueCents += sales.revenueCents;
    total.refundedOrders += sales.refundedOrders;
    total.refundedCents += sales.refundedCents;
  }
  return total;
}

/** `zone`: the time zone of staff pages, whose calendar days the figures are counted in. */
export async function loadDashboardFigures(now = new Date(), zone = "UTC"): Promise<DashboardFigures> {
  const days = dashboardDays(now, zone);
  const since = startOfDayIn(days[0]!, zone);
  const [sales, deliveries, owed, urgentFlagsOpen] = await Promise.all([
    salesByDay(since, zone),
    deliveriesByDay(since, zone),
    owedFigures(now),
    countUrgentOpen(),
  ]);
  return {
    today: sumDays(sales, days.slice(-1)),
    last7Days: sumDays(sales, days.slice(-7)),
    last30Days: sumDays(sales, days),
    ...owed,
    urgentFlagsOpen,
    salesByDay: days.map((day) => ({ day, orders: sales.get(day)?.orders ?? 0, revenueCents: sales.get(day)?.revenueCents ?? 0 })),
    deliveriesByDay: days.map((day) => ({ day, onTime: deliveries.get(day)?.onTime ?? 0, late: deliveries.get(day)?.late ?? 0 })),
  };
}
