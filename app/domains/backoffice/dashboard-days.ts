import { dayIn } from "~/shared/dates";

const DAY = 24 * 60 * 60 * 1000;

/** The charts' span, and the longest period of figures. */
export const DASHBOARD_DAYS = 30;

/**
 * The days the dashboard covers, oldest first, ending with today, as "YYYY-MM-DD": calendar days in
 * `zone`, the time zone of staff pages (issue 29), so "today" is the provider's today.
 */
export function dashboardDays(now: Date, zone = "UTC", days = DASHBOARD_DAYS): string[] {
  const today = Date.parse(`${dayIn(now, zone)}T00:00:00.000Z`);
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * DAY).toISOString().slice(0, 10));
}
