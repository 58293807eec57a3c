import { eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { siteSettings } from "~/db/schema";
import { formatMomentIn, formatNamedDay } from "~/shared/dates";
import { clientZoneFromCookies } from "~/shared/zones/client-time-zone";
import { DEFAULT_STAFF_TIME_ZONE, staffClock, timeZoneSchema, type StaffClock } from "~/shared/staff/staff-time-zone";

const SETTINGS_ID = "site";

/** The provider's zone for staff pages; the default until one is saved, or if a stored one stops being known. */
export async function loadStaffTimeZone(): Promise<string> {
  const [row] = await getDb().select({ zone: siteSettings.staffTimeZone }).from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID));
  const parsed = timeZoneSchema.safeParse(row?.zone);
  return parsed.success ? parsed.data : DEFAULT_STAFF_TIME_ZONE;
}

/** A clock for one staff page's loader: every time it writes is in the provider's zone, named. */
export async function loadStaffClock(): Promise<StaffClock> {
  return staffClock(await loadStaffTimeZone());
}

/** Saves a zone already checked by `timeZoneSchema`. */
export async function saveStaffTimeZone(zone: string): Promise<void> {
  const values = { staffTimeZone: zone, updatedAt: new Date() };
  await getDb().insert(siteSettings).values({ id: SETTINGS_ID, ...values }).onConflictDoUpdate({ target: siteSettings.id, set: values });
}

/**
 * The zone a client's own pages write her times in (ADR 0072): her browser's, from the cookie it
 * keeps, checked; before the browser has said (a first visit), the provider's zone, named all the same.
 */
export async function loadClientTimeZone(request: Request): Promise<string> {
  return clientZoneFromCookies(request.headers.get("Cookie")) ?? (await loadStaffTimeZone());
}

/** The staff zone for an e-mail, or UTC (named where it is written) when the setting cannot be read. */
const staffZoneForEmail = () => loadStaffTimeZone().catch(() => "UTC");

/**
 * How e-mails to the provider (safety alerts, new submissions, deadlines) write a time: in the staff
 * zone, named, like the staff pages they link to. If the setting cannot be read, UTC, named: an
 * alert must still go.
 */
export async function loadStaffEmailTime(): Promise<(date: Date) => string> {
  const zone = await staffZoneForEmail();
  return (date) => formatMomentIn(date, "long", zone);
}

/**
 * How a day is written for a reader whose zone we do not know: a client's e-mails (her zone is
 * known only to her own pages, from her browser, and not stored) and a clinician's shared page.
 * The provider's zone, named ("November 28, 2026 (New York time)"), so it is never silently wrong;
 * UTC, named, if the setting cannot be read, as an e-mail must still go.
 */
export async function loadNamedDay(): Promise<(date: Date) => string> {
  const zone = await staffZoneForEmail();
  return (date) => formatNamedDay(date, zone);
}
