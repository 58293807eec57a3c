import { z } from "zod";
import { CLIENT_ZONE_COOKIE } from "./browser-time-zone";

/**
 * The client's own time zone (issue 29, ADR 0072): the browser says it in a cookie, the server
 * checks it and writes a client's times in it, named, so the first render already shows her clock.
 */
export { CLIENT_ZONE_COOKIE } from "./browser-time-zone";

let supported: Set<string> | null = null;
function supportedZones(): Set<string> {
  supported ??= new Set(Intl.supportedValuesOf("timeZone"));
  return supported;
}

/**
 * A zone this runtime lists (`Intl.supportedValuesOf`), or one it resolves to a listed zone: browsers
 * may report an older name ("Asia/Calcutta", "US/Eastern") than the runtime lists. UTC is always known.
 */
function isSupportedZone(zone: string): boolean {
  if (zone === "UTC" || supportedZones().has(zone)) return true;
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false;
  try {
    return supportedZones().has(new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

export const clientZoneSchema = z.string().min(1).max(64).refine(isSupportedZone);

/** The zone a Cookie header carries, checked; null when there is none or it is not a zone we know. */
export function clientZoneFromCookies(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(";")) {
    const [name, ...rest] = pair.trim().split("=");
    if (name !== CLIENT_ZONE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
    const parsed = clientZoneSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  }
  return null;
}
