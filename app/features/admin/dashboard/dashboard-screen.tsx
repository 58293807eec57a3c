import { Link } from "react-router";
import type { DashboardFigures, PeriodSales } from "~/domains/backoffice/dashboard.server";
import { formatPrice } from "~/domains/catalog/format-price";
import { zoneWords } from "~/shared/dates";
import { BarChart } from "~/components/content/bar-chart";
import { deliveriesChart, ordersChart, revenueChart } from "./dashboard-charts";

/** "$50" on a chart's axis; the table keeps the cents. */
const axisDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 2 });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function SalesCard({ title, sales }: { title: string; sales: PeriodSales }) {
  return (
    <section aria-label={title} className="rounded-lg border border-line bg-surface p-4">
      <h3 className="font-semibold">{title}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">Orders</dt>
        <dd className="font-semibold tabular-nums">{sales.orders}</dd>
        <dt className="text-muted">Revenue</dt>
        <dd className="font-semibold tabular-nums">{formatPrice(sales.revenueCents)}</dd>
        <dt className="text-muted">Refunded</dt>
        <dd className="tabular-nums">
          {sales.refundedOrders === 0 ? "None" : `${plural(sales.refundedOrders, "order", "orders")}, ${formatPrice(sales.refundedCents)}`}
        </dd>
      </dl>
    </section>
  );
}

/** A figure that asks for action says so in words as well as in red. */
function WorkCard({ label, value, note, alarm, linkTo }: { label: string; value: number; note: string; alarm?: boolean; linkTo: AdminList }) {
  const alarming = alarm && value > 0;
  return (
    <div className={`rounded-lg border p-4 ${alarming ? "border-[#9b2c2c] bg-[#fdecec]" : "border-line bg-surface"}`}>
      <dt className="font-semibold">{label}</dt>
      <dd className={`mt-1 font-serif text-3xl tabular-nums ${alarming ? "text-[#7a1f1f]" : ""}`}>{value}</dd>
      <dd className={`mt-1 text-sm ${alarming ? "text-[#7a1f1f]" : "text-muted"}`}>{alarming ? `Needs action: ${note}` : note}</dd>
      <dd className="mt-2 text-sm">
        <Link to={linkTo} className="font-semibold text-accent-strong underline">
          {LIST_NAMES[linkTo]}
        </Link>
      </dd>
    </div>
  );
}

/** Where a work figure's items are listed, and the link's words. */
const LIST_NAMES = { "/admin/submissions": "Submissions", "/admin/reports": "Reports queue" } as const;
type AdminList = keyof typeof LIST_NAMES;

/** When the figures were read, written in the staff zone on the server ("Jul 15, 2026, 8:00 AM EDT"), and that zone's name. */
export type DashboardGenerated = { iso: string; at: string; zone: string };

/** The provider's "today at a glance": figures first, then 30 days of charts, each also in words and as a table. */
export function DashboardScreen({ figures, generated }: { figures: DashboardFigures; generated: DashboardGenerated }) {
  const orders = ordersChart(figures);
  const revenue = revenueChart(figures);
  const deliveries = deliveriesChart(figures);
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl sm:text-4xl">Dashboard</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Today at a glance, as of <time dateTime={generated.iso}>{generated.at}</time>. Days run from midnight to midnight,{" "}
        {zoneWords(generated.zone)}, the zone set for staff pages.
      </p>

      <h2 className="mt-10 font-serif text-2xl">Reports and safety</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <WorkCard
          label="Urgent flags open"
          value={figures.urgentFlagsOpen}
          alarm
          note="flagged submissions with no safety follow-up recorded."
          linkTo="/admin/submissions"
        />
        <WorkCard
          label="Overdue reports"
          value={figures.reportsOverdue}
          alarm
          note="past their 24-hour promise and not delivered."
          linkTo="/admin/reports"
        />
        <WorkCard
          label="Reports due in the next 4 hours"
          value={figures.reportsDueSoon}
          note="not delivered yet, due before the next four hours end."
          linkTo="/admin/reports"
        />
        <WorkCard
          label="Submissions waiting"
          value={figures.submissionsWaiting}
          note="sent questionnaires with a report not delivered yet."
          linkTo="/admin/reports"
        />
      </dl>

      <h2 className="mt-10 font-serif text-2xl">Sales</h2>
      <p className="mt-2 max-w-3xl text-muted">
        Paid orders, on the day they were paid. Revenue is what the store kept: a refunded order still counts as an order of its day, and its
        amount is shown as refunded instead of as revenue.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <SalesCard title="Today" sales={figures.today} />
        <SalesCard title="Last 7 days" sales={figures.last7Days} />
        <SalesCard title="Last 30 days" sales={figures.last30Days} />
      </div>

      <h2 className="mt-10 font-serif text-2xl">The last 30 days</h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <BarChart
          id="orders-by-day"
          title="Paid orders by day"
          summary={orders.summary}
          series={[{ label: "Paid orders", fill: "#2f6f62" }]}
          rows={orders.rows}
          formatValue={(value) => String(value)}
          rowHeading="Day"
          wholeNumbers
        />
        <BarChart
          id="revenue-by-day"
          title="Revenue by day"
          summary={revenue.summary}
          series={[{ label: "Revenue kept", fill: "#245a4f" }]}
          rows={revenue.rows}
          formatValue={formatPrice}
          formatAxis={(cents) => axisDollars.format(cents / 100)}
          rowHeading="Day"
        />
        <BarChart
          id="deliveries-by-day"
          title="Reports delivered on time and late"
          summary={deliveries.summary}
          series={[
            { label: "On time", fill: "#2f6f62" },
            { label: "Late", fill: "#fdecec", hatched: true },
          ]}
          rows={deliveries.rows}
          formatValue={(value) => String(value)}
          rowHeading="Day"
          wholeNumbers
        />
      </div>
    </section>
  );
}
