import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { answerOf, signInTo } from "../../../tests/support/staff-sign-in";
import { signInCookie } from "../../../tests/integration/auth-testbed";
import { givePaidCopy, storeSubmission, writtenAnswers } from "../../../tests/support/submission-fixtures";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { getDb } from "~/db/database.server";
import { orders, reportObligations, reports, safetyFlagReviews } from "~/db/schema";
import { createUserDirectly } from "~/domains/accounts/sign-in/create-user.server";
import { loadDashboardFigures, type AdminNavCounts, type DashboardFigures } from "~/domains/backoffice/dashboard.server";
import type { ReportStage } from "~/db/schema";
import { loader as dashboardLoader } from "./dashboard";
import { loader as reportsLoader } from "./review/reports";
import { loader as submissionsLoader } from "./review/submissions";

/**
 * The provider's dashboard: what it counts, on a store with known orders,
 * submissions and reports, at a fixed moment; and that only an admin can
 * open it (anyone else gets the site's 404), with the navigation's counts.
 */
setUpTestDatabase({ dataDir: "admin-dashboard" });

const PASSWORD = "a long passphrase for dashboard tests";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Noon UTC, so "today" has hours on both sides. */
const NOW = new Date("2026-07-15T12:00:00.000Z");
const at = (offset: number) => new Date(NOW.getTime() + offset);

async function person(email: string, role: "client" | "admin") {
  const created = await createUserDirectly({ email, password: PASSWORD, verified: true, role });
  if (!created) throw new Error(`could not create ${email}`);
  return { id: created.id, email, cookie: await signInCookie(email, PASSWORD) };
}

async function order(input: { amountCents: number; status: "pending" | "paid" | "refunded" | "needs-review" | "expired"; paidAt: Date | null; refundedAt?: Date }) {
  await getDb()
    .insert(orders)
    .values({
      id: `order-${randomUUID()}`,
      email: "buyer@example.com",
      status: input.status,
      amountCents: input.amountCents,
      provider: "sandbox",
      createdAt: input.paidAt ?? NOW,
      paidAt: input.paidAt,
      refundedAt: input.refundedAt ?? null,
    });
}

type Owed = { dueAt: Date; status?: "owed" | "delivered" | "cancelled"; stage?: ReportStage; deliveredAt?: Date };

/** A sent submission (flagged or not, followed up or not) and the reports it owes. */
async function submission(input: { flagged?: boolean; followedUp?: boolean; owes: Owed[] }) {
  const email = `client-${randomUUID().slice(0, 8)}@example.com`;
  const entitlementId = await givePaidCopy({ email, userId: null, formType: "marriage" });
  const submissionId = await storeSubmission({
    entitlementId,
    userId: null,
    email,
    formType: "marriage",
    answers: writtenAnswers("marriage"),
    safetyCategories: input.flagged ? ["abuse"] : [],
    submittedAt: at(-2 * DAY),
  });
  if (input.followedUp) {
    await getDb().insert(safetyFlagReviews).values({ id: randomUUID(), submissionId, reviewerEmail: "staff@example.com", sealedNote: "sealed" });
  }
  const kinds = ["catharsis", "root-cause", "therapist-summary"] as const;
  for (const [index, owed] of input.owes.entries()) {
    const id = randomUUID();
    await getDb().insert(reportObligations).values({ id, submissionId, kind: kinds[index]!, dueAt: owed.dueAt, status: owed.status ?? "owed" });
    if (owed.stage) {
      await getDb()
        .insert(reports)
        .values({ id, submissionId, kind: kinds[index]!, stage: owed.stage, revision: 1, deliveredAt: owed.deliveredAt ?? null });
    }
  }
}

const requestAs = (cookie?: string, path = "/admin") => new Request(`http://localhost:3000${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const args = (cookie?: string, path?: string) => ({ request: requestAs(cookie, path), params: {}, context: {} }) as never;

type Loaded = { data: { figures: DashboardFigures; nav: AdminNavCounts; generated: { zone: string; at: string } }; init: ResponseInit | null };

async function statusOf(call: () => Promise<unknown>): Promise<number> {
  try {
    await call();
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe(`/admin (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("answers 404 to a client and asks a signed-out visitor to sign in, like every admin page", async () => {
    const client = await person("dashboard.client@example.com", "client");
    expect(await answerOf(() => dashboardLoader(args()))).toBe(signInTo("/admin"));
    expect(await statusOf(() => dashboardLoader(args(client.cookie)))).toBe(404);
  });

  it("counts the day's, week's and month's paid orders and the revenue kept, with refunds beside it, and the reports and flags waiting", async () => {
    // Sales. Revenue: what was kept; a refunded order counts as an order of the day it was paid.
    await order({ amountCents: 1499, status: "paid", paidAt: at(-2 * HOUR) }); // today
    await order({ amountCents: 2999, status: "refunded", paidAt: at(-11 * HOUR), refundedAt: at(-HOUR) }); // today, refunded
    await order({ amountCents: 500, status: "paid", paidAt: new Date("2026-07-14T23:30:00.000Z") }); // yesterday, late evening
    await order({ amountCents: 4999, status: "paid", paidAt: at(-3 * DAY) });
    await order({ amountCents: 1000, status: "paid", paidAt: at(-10 * DAY) });
    await order({ amountCents: 9999, status: "paid", paidAt: at(-40 * DAY) }); // older than 30 days
    await order({ amountCents: 1499, status: "pending", paidAt: null }); // never paid
    await order({ amountCents: 1499, status: "expired", paidAt: null });
    await order({ amountCents: 7777, status: "needs-review", paidAt: at(-HOUR) }); // a payment that did not match: nothing granted

    // Reports. Due within 4 h: two; overdue: one; due later: one; delivered: three (two on time, one late); refunded: one cancelled.
    await submission({ owes: [{ dueAt: at(2 * HOUR) }, { dueAt: at(2 * HOUR), stage: "in-review" }] });
    await submission({ flagged: true, owes: [{ dueAt: at(-HOUR), stage: "drafting" }] });
    await submission({ flagged: true, followedUp: true, owes: [{ dueAt: at(6 * HOUR), stage: "sent-back" }] });
    await submission({
      owes: [
        { dueAt: at(-2 * DAY + HOUR), status: "delivered", stage: "delivered", deliveredAt: at(-2 * DAY) },
        { dueAt: at(-DAY - 3 * HOUR), status: "delivered", stage: "delivered", deliveredAt: at(-DAY) },
        { dueAt: at(5 * HOUR), status: "delivered", stage: "delivered", deliveredAt: at(-HOUR) },
      ],
    });
    await submission({ owes: [{ dueAt: at(HOUR), status: "cancelled" }] });

    const figures = await loadDashboardFigures(NOW);
    expect(figures.today).toEqual({ orders: 2, revenueCents: 1499, refundedOrders: 1, refundedCents: 2999 });
    expect(figures.last7Days).toEqual({ orders: 4, revenueCents: 1499 + 500 + 4999, refundedOrders: 1, refundedCents: 2999 });
    expect(figures.last30Days).toEqual({ orders: 5, revenueCents: 1499 + 500 + 4999 + 1000, refundedOrders: 1, refundedCents: 2999 });
    expect(figures.submissionsWaiting).toBe(3);
    expect(figures.reportsDueSoon).toBe(2);
    expect(figures.reportsOverdue).toBe(1);
    expect(figures.urgentFlagsOpen).toBe(1);

    // Thirty UTC days, oldest first, ending today; every day present, quiet ones as zero.
    expect(figures.salesByDay).toHaveLength(30);
    expect(figures.salesByDay[0]).toEqual({ day: "2026-06-16", orders: 0, revenueCents: 0 });
    const sales = Object.fromEntries(figures.salesByDay.filter((day) => day.orders > 0).map((day) => [day.day, [day.orders, day.revenueCents]]));
    expect(sales).toEqual({ "2026-07-05": [1, 1000], "2026-07-12": [1, 4999], "2026-07-14": [1, 500], "2026-07-15": [2, 1499] });
    expect(figures.deliveriesByDay).toHaveLength(30);
    expect(figures.deliveriesByDay.at(-1)?.day).toBe("2026-07-15");
    const deliveries = Object.fromEntries(
      figures.deliveriesByDay.filter((day) => day.onTime + day.late > 0).map((day) => [day.day, [day.onTime, day.late]]),
    );
    expect(deliveries).toEqual({ "2026-07-13": [1, 0], "2026-07-14": [0, 1], "2026-07-15": [1, 0] });

    // In the staff zone (issue 29): at 8 AM in New York, the refund paid at 9 PM the evening before is yesterday's.
    const newYork = await loadDashboardFigures(NOW, "America/New_York");
    expect(newYork.today).toEqual({ orders: 1, revenueCents: 1499, refundedOrders: 0, refundedCents: 0 });
    expect(newYork.salesByDay[0]?.day).toBe("2026-06-16");
    const newYorkSales = Object.fromEntries(newYork.salesByDay.filter((day) => day.orders > 0).map((day) => [day.day, [day.orders, day.revenueCents]]));
    expect(newYorkSales).toEqual({ "2026-07-05": [1, 1000], "2026-07-12": [1, 4999], "2026-07-14": [2, 500], "2026-07-15": [1, 1499] });
    // The deliveries, at 11 AM and noon UTC, fall on the same days at 7 and 8 AM in New York.
    expect(newYork.deliveriesByDay.filter((day) => day.onTime + day.late > 0).map((day) => day.day)).toEqual(["2026-07-13", "2026-07-14", "2026-07-15"]);
  });

  it("gives an admin the dashboard privately, and every admin page the navigation's counts", async () => {
    const admin = await person("dashboard.admin@example.com", "admin");
    const loaded = (await dashboardLoader(args(admin.cookie))) as unknown as Loaded;
    expect(new Headers(loaded.init?.headers).get("Cache-Control")).toBe("private, no-store");
    // The rows of the test above: four reports owed and not delivered, one flag with no follow-up.
    // No contact message in this file's database: none new.
    const nav = { reportsWaiting: 4, urgentOpen: 1, newMessages: 0 };
    expect(loaded.data.nav).toEqual(nav);
    expect(loaded.data.figures.urgentFlagsOpen).toBe(1);
    // "As of" is written in the staff zone, named (New York until an admin sets another), not in UTC.
    expect(loaded.data.generated.zone).toBe("America/New_York");
    expect(loaded.data.generated.at).toMatch(/ E[SD]T$/);
    const onReports = (await reportsLoader(args(admin.cookie, "/admin/reports"))) as unknown as Loaded;
    const onSubmissions = (await submissionsLoader(args(admin.cookie, "/admin/submissions"))) as unknown as Loaded;
    expect(onReports.data.nav).toEqual(nav);
    expect(onSubmissions.data.nav).toEqual(nav);
  });
});
