// The one home of how the store writes a date or a moment for people: US English, in UTC.

/*
 * Always UTC, named in the output where a time of day is shown: a page
 * rendered on the server then hydrates without a mismatch, and an e-mail reads
 * the same wherever its reader is. (Times the browser shows in its own clock,
 * such as a chat message's, are not written here.)
 */
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const longDateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
const mediumDateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** "July 4, 2026" (the UTC day). */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** "July 4, 2026 at 3:05 PM UTC". */
export function formatDateTime(date: Date): string {
  return `${longDateTime.format(date)} UTC`;
}

/** "Jul 4, 2026, 3:05 PM UTC", for lists where space is short. */
export function formatShortDateTime(date: Date): string {
  return `${mediumDateTime.format(date)} UTC`;
}
