// The one home of how the store writes a date or a moment for people: US English, in UTC.

/*
 * Always UTC, named in the output where a time of day is shown: a page
 * rendered on the server then hydrates without a mismatch, and an e-mail reads
 * the same wherever its reader is. (Times the browser shows in its own clock,
 * such as a chat message's, are not written here.)
 */
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const mediumDateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** "July 4, 2026" (the UTC day). */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** "July 4, 2026 at 3:05 PM UTC". */
export function formatDateTime(date: Date): string {
  return formatMomentIn(date, "long", "UTC");
}

/** "Jul 4, 2026, 3:05 PM UTC", for lists where space is short. */
export function formatShortDateTime(date: Date): string {
  return `${mediumDateTime.format(date)} UTC`;
}

export type MomentStyle = "due" | "long" | "short";

const momentOptions: Record<MomentStyle, Intl.DateTimeFormatOptions> = {
  due: { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
  long: { dateStyle: "long", timeStyle: "short" },
  short: { dateStyle: "medium", timeStyle: "short" },
};

/**
 * A moment in a named time zone, the zone named at its end: "Tue, Nov 24, 4:10 PM UTC" or, in the
 * client's own zone, "Tue, Nov 24, 11:10 AM EST" (issue 34). An unknown zone falls back to UTC.
 */
export function formatMomentIn(date: Date, style: MomentStyle, timeZone: string): string {
  const options = momentOptions[style];
  try {
    return withZoneName(date, options, timeZone);
  } catch {
    return withZoneName(date, options, "UTC");
  }
}

function withZoneName(date: Date, options: Intl.DateTimeFormatOptions, timeZone: string): string {
  if ("dateStyle" in options) {
    // dateStyle and timeZoneName cannot be combined: the zone's short name is added by hand.
    const zone = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }).formatToParts(date).find((part) => part.type === "timeZoneName")?.value ?? timeZone;
    return `${new Intl.DateTimeFormat("en-US", { ...options, timeZone }).format(date)} ${zone}`;
  }
  return new Intl.DateTimeFormat("en-US", { ...options, timeZone, timeZoneName: "short" }).format(date);
}
