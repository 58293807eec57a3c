const DAY = 24 * 60 * 60 * 1000;

/** The charts' span, and the longest period of figures. */
export const DASHBOARD_DAYS = 30;

/** The UTC days the dashboard covers, oldest first, ending with today, as "YYYY-MM-DD" (UTC, like every date the store shows). */
export function dashboardDays(now: Date, days = DASHBOARD_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * DAY).toISOString().slice(0, 10));
}
