import { appUrl, getEnv } from "~/config/env.server";

/**
 * Keeps the private parts of the store (carts, payments, accounts) out of search indexes.
 * The back office is not listed: robots.txt is public, so naming /admin would only
 * advertise it. Its pages answer non-admins with the not-found page and carry
 * `noindex` themselves.
 */
export function loader() {
  const origin = appUrl(getEnv());
  const body = [
    "User-agent: *",
    "Disallow: /cart",
    "Disallow: /checkout",
    "Disallow: /account",
    "Disallow: /auth",
    "Disallow: /dev/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
