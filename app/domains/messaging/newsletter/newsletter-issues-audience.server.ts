import { and, asc, count, desc, eq, gt, type SQL } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { newsletterSubscribers } from "~/db/schema";
import type { SubscriberStatus } from "./newsletter-issues";
import { csvLine } from "./newsletter-issues-csv";

export const SUBSCRIBERS_PAGE_SIZE = 25;
const CSV_CHUNK = 1000;

export type SubscriberFilter = SubscriberStatus | "all";
export type SubscriberRow = { id: string; email: string; status: SubscriberStatus; createdAt: Date; confirmedAt: Date | null; unsubscribedAt: Date | null };
export type SubscriberPage = { rows: SubscriberRow[]; page: number; pageCount: number; counts: Record<SubscriberFilter, number> };

const columns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  createdAt: newsletterSubscribers.createdAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

const whereStatus = (filter: SubscriberFilter): SQL | undefined => (filter === "all" ? undefined : eq(newsletterSubscribers.status, filter));

export async function subscriberCounts(): Promise<Record<SubscriberFilter, number>> {
  const rows = await getDb().select({ status: newsletterSubscribers.status, n: count() }).from(newsletterSubscribers).groupBy(newsletterSubscribers.status);
  const counts = { all: 0, confirmed: 0, pending: 0, unsubscribed: 0 };
  for (const row of rows) {
    counts[row.status] = Number(row.n);
    counts.all += Number(row.n);
  }
  return counts;
}

/** One page of subscribers, newest sign-up first; a page past the end is the last page. */
export async function listSubscribers(filter: SubscriberFilter, page: number): Promise<SubscriberPage> {
  const counts = await subscriberCounts();
  const pageCount = Math.max(1, Math.ceil(counts[filter] / SUBSCRIBERS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await getDb()
    .select(columns)
    .from(newsletterSubscribers)
    .where(whereStatus(filter))
    .orderBy(desc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id))
    .limit(SUBSCRIBERS_PAGE_SIZE)
    .offset((current - 1) * SUBSCRIBERS_PAGE_SIZE);
  return { rows, page: current, pageCount, counts };
}

const iso = (date: Date | null) => date?.toISOString() ?? "";

/** The subscribers as CSV, header first, read a thousand addresses at a time by address. */
export async function* subscribersCsv(filter: SubscriberFilter): AsyncGenerator<string> {
  yield csvLine(["email", "status", "signed_up_at", "confirmed_at", "unsubscribed_at"]);
  let after = "";
  for (;;) {
    const rows = await getDb()
      .select(columns)
      .from(newsletterSubscribers)
      .where(and(whereStatus(filter), gt(newsletterSubscribers.email, after)))
      .orderBy(asc(newsletterSubscribers.email))
      .limit(CSV_CHUNK);
    if (rows.length > 0) yield rows.map((row) => csvLine([row.email, row.status, iso(row.createdAt), iso(row.confirmedAt), iso(row.unsubscribedAt)])).join("");
    const last = rows.at(-1);
    if (!last || rows.length < CSV_CHUNK) return;
    after = last.email;
  }
}
