// The one home of how the store writes a date or a moment for people: US English, in UTC unless a zone is named.

/*
 * Always UTC, named in the output where a time of day is shown: a page
 * rendered on the server then hydrates without a mismatch, and an e-mail reads
 * the same wherever its reader is. (Times the browser shows in its own clock,
 * such as a chat message's, are not written here.)
 */
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const mediumDateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** "July 4, 2026": the UTC day, or the day in `zone` (a client's own, on her pages). */
export function formatLongDate(date: Date, zone = "UTC"): string {
  if (zone === "UTC") return longDate.format(date);
  try {
    return formatter({ dateStyle: "long", timeZone: zone }).format(date);
  } catch {
    return longDate.format(date);
  }
}

/**
 * "November 28, 2026 (New York time)": the day in a zone, the zone named, for a reader whose own
 * zone we do not know (a client's e-mails, a clinician's shared page; ADR 0072).
 */
export function formatNamedDay(date: Date, zone: string): string {
  return `${formatLongDate(date, zone)} (${zoneWords(zone)})`;
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

/**
 * Formatters by their options: building an Intl.DateTimeFormat costs far more than formatting with
 * one, and a staff page formats a few dozen times in the same few styles (issue 32).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", options);
    formatters.set(key, found);
  }
  return found;
}

function withZoneName(date: Date, options: Intl.DateTimeFormatOptions, timeZone: string): string {
  if ("dateStyle" in options) {
    // dateStyle and timeZoneName cannot be combined: the zone's short name is added by hand.
    const zone = formatter({ timeZone, timeZoneName: "short" }).formatToParts(date).find((part) => part.type === "timeZoneName")?.value ?? timeZone;
    return `${formatter({ ...options, timeZone }).format(date)} ${zone}`;
  }
  return formatter({ ...options, timeZone, timeZoneName: "short" }).format(date);
}

const dayParts = (zone: string) =>
  formatter({ timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });

function wallClock(date: Date, zone: string): Record<string, number> {
  return Object.fromEntries(dayParts(zone).formatToParts(date).filter((part) => part.type !== "literal").map((part) => [part.type, Number(part.value)]));
}

/** The calendar day a moment falls on in a zone, "2026-11-24" (the staff's "today", issue 29). */
export function dayIn(date: Date, zone: string): string {
  const { year, month, day } = wallClock(date, zone);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** How far a zone's clock is ahead of UTC at a moment, in milliseconds (negative west of Greenwich). */
function offsetAt(date: Date, zone: string): number {
  const clock = wallClock(date, zone);
  const asUtc = Date.UTC(clock.year!, clock.month! - 1, clock.day!, clock.hour!, clock.minute!, clock.second!);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/**
 * The moment a day ("2026-11-24") begins in a zone. The offset is read twice, the second time at the
 * first guess, so a day that begins on the other side of a clock change from UTC midnight is right too.
 */
export function startOfDayIn(day: string, zone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00.000Z`);
  const first = midnight - offsetAt(new Date(midnight), zone);
  return new Date(midnight - offsetAt(new Date(first), zone));
}

/** The moment the day after `day` begins in a zone: the end of a filter's "to" day, not included. */
export function endOfDayIn(day: string, zone: string): Date {
  const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return startOfDayIn(next, zone);
}

/** A zone in words for a sentence: "America/New_York" → "New York time", "UTC" → "UTC". */
export function zoneWords(zone: string): string {
  if (zone === "UTC") return "UTC";
  return `${(zone.split("/").at(-1) ?? zone).replace(/_/g, " ")} time`;
}
