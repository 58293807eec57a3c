import { appUrl, getEnv } from "~/config/env.server";
import { sitePages } from "~/domains/content/pages";

export function loader() {
  const origin = appUrl(getEnv());
  const urls = sitePages
    .filter((page) => page.indexable)
    .map((page) => `  <url><loc>${origin}${page.path}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
