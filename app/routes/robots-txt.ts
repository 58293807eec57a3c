import { appUrl, getEnv } from "~/config/env.server";

/** Keeps the private parts of the store (carts, payments, accounts, back office) out of search indexes. */
export function loader() {
  const origin = appUrl(getEnv());
  const body = [
    "User-agent: *",
    "Disallow: /cart",
    "Disallow: /checkout",
    "Disallow: /account",
    "Disallow: /admin",
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
