/**
 * The browser's half of the client's time zone (ADR 0072), without zod, so it costs every page
 * nothing: the browser's zone, and the cookie that tells the server. The server checks the value.
 */
export const CLIENT_ZONE_COOKIE = "tz";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The browser's own zone as Intl reports it, or null where it does not say. */
export function browserZone(): string | null {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
}

/**
 * Keeps the zone in a first-party cookie (a year, every path, sent on same-site navigation only)
 * when it is missing or has changed, as after a flight. Read by the server only; no other use.
 */
export function rememberBrowserZone(): void {
  const zone = browserZone();
  if (!zone) return;
  const stored = document.cookie.split(";").find((pair) => pair.trim().startsWith(`${CLIENT_ZONE_COOKIE}=`));
  if (stored && stored.trim().slice(CLIENT_ZONE_COOKIE.length + 1) === encodeURIComponent(zone)) return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CLIENT_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}
