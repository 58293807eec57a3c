/**
 * The path to return to after signing in, only when it stays on this site:
 * one leading "/", not "//" or "/\" (protocol-relative), no scheme, no
 * control characters or backslashes, and not the sign-in page itself. Otherwise null.
 *
 * The checks run again after normalising: "/.//evil.com" or "/%2e%2e//evil.com"
 * resolve to "//evil.com", which a browser reads as another site.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return null;
  if (!isLocalPath(value)) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  const url = new URL(value, "http://catharsis.invalid");
  if (url.origin !== "http://catharsis.invalid") return null;
  if (url.pathname === "/auth" || url.pathname.startsWith("/auth/") || url.pathname.startsWith("/api/auth")) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isLocalPath(path) && !path.includes("\\") ? path : null;
}

function isLocalPath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
}

/**
 * A return path into the back office only (ADR 64): a safe path as above
 * whose page is /admin or under it, so the sign-in that a back-office link
 * asks for can only ever come back to the back office. Otherwise null.
 */
export function staffReturnPath(value: unknown): string | null {
  const path = safeRedirectPath(value);
  return path !== null && /^\/admin(?:[/?#]|$)/.test(path) ? path : null;
}
