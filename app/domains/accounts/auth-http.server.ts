import { getAuth } from "./auth.server";

/**
 * Better Auth's HTTP endpoints that stay open: only the link in our
 * verification and e-mail-change mails. Everything else (sign-in, change
 * e-mail, verify password, ...) goes through our own server actions, which
 * add the current-password checks, rate limits and session rotation; the raw
 * endpoints would skip them.
 */
const openEndpoints: ReadonlyArray<{ method: string; pathname: string }> = [
  { method: "GET", pathname: "/api/auth/verify-email" },
];

export function handleAuthHttp(request: Request): Promise<Response> | Response {
  const { pathname } = new URL(request.url);
  const open = openEndpoints.some((endpoint) => endpoint.method === request.method && endpoint.pathname === pathname);
  if (!open) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return getAuth().handler(request);
}
