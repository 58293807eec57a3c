import { eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { siteSettings } from "~/db/schema";
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
