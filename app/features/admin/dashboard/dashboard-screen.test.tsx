import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { dashboardDays } from "~/domains/backoffice/dashboard-days";
import type { DashboardFigures } from "~/domains/backoffice/dashboard.server";
import { AdminNav } from "../admin-nav";
import { niceMax } from "~/components/content/bar-chart";
import { DashboardScreen } from "./dashboard-screen";

const NOW = new Date("2026-07-15T12:00:00.000Z");
const days = dashboardDays(NOW);
const GENERATED = { iso: NOW.toISOString(), at: "Jul 15, 2026, 8:00 AM EDT", zone: "America/New_York" };

function figures(): DashboardFigures {
  return {
    today: { orders: 2, revenueCents: 1499, refundedOrders: 1, refundedCents: 2999 },
    last7Days: { orders: 4, revenueCents: 6998, refundedOrders: 1, refundedCents: 2999 },
    last30Days: { orders: 5, revenueCents: 7998, refundedOrders: 1, refundedCents: 2999 },
    submissionsWaiting: 3,
    reportsDueSoon: 2,
    reportsOverdue: 1,
    urgentFlagsOpen: 0,
    salesByDay: days.map((day) => (day === "2026-07-15" ? { day, orders: 2, revenueCents: 1499 } : { day, orders: 0, revenueCents: 0 })),
    deliveriesByDay: days.map((day) => (day === "2026-07-14" ? { day, onTime: 3, late: 1 } : { day, onTime: 0, late: 0 })),
  };
}

function render(element: React.ReactNode, path: string) {
  const Stub = createRoutesStub([{ path, Component: () => element }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

describe("the dashboard page", () => {
  it("writes the money as the store does and says in words which figures need action", () => {
    const html = text(render(<DashboardScreen figures={figures()} generated={GENERATED} />, "/admin").replaceAll("<!-- -->", ""));
    expect(html).toContain("Today Orders 2 Revenue $14.99 Refunded 1 order, $29.99");
    expect(html).toContain("Last 30 days Orders 5 Revenue $79.98");
    expect(html).toContain("Overdue reports 1 Needs action: past their 24-hour promise");
    // Zero open flags: no alarm.
    expect(html).toContain("Urgent flags open 0 flagged submissions with no safety follow-up recorded.");
    expect(html).toContain("as of Jul 15, 2026, 8:00 AM EDT . Days run from midnight to midnight, New York time, the zone set for staff pages.");
  });

  it("draws each chart as one labelled image with a sentence and a table of every day", () => {
    const html = render(<DashboardScreen figures={figures()} generated={GENERATED} />, "/admin");
    expect(html).toContain('role="img" aria-labelledby="orders-by-day-title orders-by-day-summary"');
    expect(text(html)).toContain("2 paid orders in the last 30 days; the busiest day was July 15, 2026, with 2.");
    expect(text(html)).toContain("$14.99 kept in the last 30 days (refunded orders not included)");
    expect(text(html)).toContain("4 reports delivered in the last 30 days: 3 on time and 1 late.");
    // The table alternative: a row per day, on time and late in their own columns.
    expect(html.match(/<th scope="row"[^>]*>July 14, 2026<\/th>/g)).toHaveLength(3);
    expect(text(html)).toContain("July 14, 2026 3 1");
    // Late bars are striped as well as coloured, and the legend names both series.
    expect(html).toContain('fill="url(#deliveries-by-day-pattern-1)"');
    expect(text(html)).toContain("On time Late");
    expect(html).not.toContain("<script");
  });

  it("rounds the axis up to 1, 2 or 5 times a power of ten", () => {
    expect([0, 1, 3, 7, 12, 2999].map(niceMax)).toEqual([1, 1, 5, 10, 20, 5000]);
  });
});

describe("the admin navigation", () => {
  it("marks the current page, keeps a section current on its detail pages, and gives its counts in words", () => {
    const counts = { reportsWaiting: 4, urgentOpen: 1, newMessages: 2 };
    const onDashboard = render(<AdminNav counts={counts} role="admin" />, "/admin");
    expect(onDashboard).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/admin"|<a[^>]*href="\/admin"[^>]*aria-current="page"/);
    expect(text(onDashboard)).toContain("Dashboard Submissions 1 urgent Reports 4 waiting Orders Clients Messages 2 new");
    const onSubmission = render(<AdminNav counts={counts} role="admin" />, "/admin/submissions/abc");
    const anchors = onSubmission.match(/<a [^>]*>/g) ?? [];
    expect(anchors.find((anchor) => anchor.includes('href="/admin/submissions"'))).toContain('aria-current="true"');
    expect(onSubmission.match(/aria-current/g)).toHaveLength(1);
    expect(onSubmission).not.toContain('aria-current="page"');
    const quiet = text(render(<AdminNav counts={{ reportsWaiting: 0, urgentOpen: 0, newMessages: 0 }} role="admin" />, "/admin/reports"));
    expect(quiet).not.toMatch(/urgent|waiting|new/);
  });

  it("shows a reviewer only the links a reviewer can open", () => {
    const counts = { reportsWaiting: 4, urgentOpen: 1, newMessages: 2 };
    expect(text(render(<AdminNav counts={counts} role="reviewer" />, "/admin/reports")).trim()).toBe("Submissions 1 urgent Reports 4 waiting");
    expect(text(render(<AdminNav counts={counts} role="admin" />, "/admin/reports"))).toContain("Audit log");
  });
});
