import type { DashboardFigures } from "~/domains/backoffice/dashboard.server";
import { formatPrice } from "~/domains/catalog/format-price";
import { formatLongDate } from "~/shared/dates";
import type { ChartRow } from "~/components/content/bar-chart";

/*
 * The dashboard's charts as rows and sentences, from the loader's figures.
 * Days are calendar days in the staff zone ("2026-07-15"), written as dates:
 * formatted at UTC midnight, so the label is that day wherever it is read.
 */

/** "Nov 23": short enough for the chart's axis (the table writes the day in full). */
const axisDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

const dayOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

function rowsOf<T extends { day: string }>(days: T[], values: (day: T) => number[]): ChartRow[] {
  return days.map((day) => ({ label: formatLongDate(dayOf(day.day)), axisLabel: axisDate.format(dayOf(day.day)), values: values(day) }));
}

/** The day with the most, or null when every day is zero; the latest such day on a tie. */
function busiest<T extends { day: string }>(days: T[], value: (day: T) => number): T | null {
  let best: T | null = null;
  for (const day of days) if (value(day) > 0 && (!best || value(day) >= value(best))) best = day;
  return best;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export type DashboardChart = { rows: ChartRow[]; summary: string };

export function ordersChart(figures: DashboardFigures): DashboardChart {
  const total = figures.salesByDay.reduce((sum, day) => sum + day.orders, 0);
  const best = busiest(figures.salesByDay, (day) => day.orders);
  return {
    rows: rowsOf(figures.salesByDay, (day) => [day.orders]),
    summary: best
      ? `${plural(total, "paid order", "paid orders")} in the last 30 days; the busiest day was ${formatLongDate(dayOf(best.day))}, with ${best.orders}.`
      : "No paid orders in the last 30 days.",
  };
}

export function revenueChart(figures: DashboardFigures): DashboardChart {
  const total = figures.salesByDay.reduce((sum, day) => sum + day.revenueCents, 0);
  const best = busiest(figures.salesByDay, (day) => day.revenueCents);
  return {
    rows: rowsOf(figures.salesByDay, (day) => [day.revenueCents]),
    summary: best
      ? `${formatPrice(total)} kept in the last 30 days (refunded orders not included); the best day was ${formatLongDate(dayOf(best.day))}, with ${formatPrice(best.revenueCents)}.`
      : "No revenue in the last 30 days.",
  };
}

export function deliveriesChart(figures: DashboardFigures): DashboardChart {
  const onTime = figures.deliveriesByDay.reduce((sum, day) => sum + day.onTime, 0);
  const late = figures.deliveriesByDay.reduce((sum, day) => sum + day.late, 0);
  return {
    rows: rowsOf(figures.deliveriesByDay, (day) => [day.onTime, day.late]),
    summary:
      onTime + late === 0
        ? "No reports delivered in the last 30 days."
        : `${plural(onTime + late, "report", "reports")} delivered in the last 30 days: ${onTime} on time and ${late} late.`,
  };
}
