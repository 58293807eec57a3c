import { z } from "zod";
import { formatMomentIn } from "~/shared/dates";

/**
 * The zone staff pages show times in (issue 29: due times in UTC meant
 * sums in the reviewer's head). The provider sets it in the back office;
 * until then, the zone of the clients the store is written for.
 */
export const DEFAULT_STAFF_TIME_ZONE = "America/New_York";

/** An IANA zone this runtime knows ("Europe/London"), or UTC itself; nothing else is stored. */
export const timeZoneSchema = z
  .string()
  .trim()
  .min(1, "Choose a time zone.")
  .max(64, "That is not a time zone name.")
  .refine(isKnownZone, "That is not a time zone we know. Use a name such as America/Chicago or Europe/London.");

function isKnownZone(zone: string): boolean {
  if (zone === "UTC") return true;
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Times on staff pages, each with its zone's short name: "Nov 24, 2026, 11:10 AM EST". */
export type StaffClock = { zone: string; short: (date: Date) => string; long: (date: Date) => string; due: (date: Date) => string };

export function staffClock(zone: string): StaffClock {
  return {
    zone,
    short: (date) => formatMomentIn(date, "short", zone),
    long: (date) => formatMomentIn(date, "long", zone),
    due: (date) => formatMomentIn(date, "due", zone),
  };
}
