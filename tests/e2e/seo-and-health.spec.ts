import { expect, test } from "@playwright/test";
import { documentTitle, sitePages } from "../../app/domains/content/pages";
import { origin } from "./support/site";

/** Undoes React's HTML escaping of text and attribute values. */
const unescapeHtml = (text: string) =>
  text.replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">");

test("every page's server-rendered HTML carries its title, description and canonical link", async ({ request }) => {
  // Crawlers read the HTML as sent; nothing here may depend on JavaScript.
  // Pages behind sign-in are not for crawlers; their own specs check them signed in.
  for (const page of sitePages.filter((candidate) => candidate.audience === "everyone")) {
    const html = await (await request.get(page.path)).text();
    const head = unescapeHtml(html.slice(0, html.indexOf("</head>")));
    // Without a session to verify, the success page's title says that verification failed.
    const title = page.path === "/checkout/success" ? "Verification failed | Catharsis" : documentTitle(page);
    expect(head, page.path).toContain(`<title>${title}</title>`);
    expect(head, page.path).toContain(`<meta name="description" content="${page.description}"/>`);
    expect(head, page.path).toContain(`<link rel="canonical" href="${origin}${page.path}"/>`);
  }
  const home = await (await request.get("/")).text();
  expect(home).toContain("<title>Clarity You Can Act On</title>");
});

test("robots.txt keeps private areas out and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const lines = (await response.text()).split("\n").map((line) => line.trim());
  expect(lines).toContain("User-agent: *");
  for (const path of ["/cart", "/checkout", "/account"]) expect(lines).toContain(`Disallow: ${path}`);
  // Naming the back office in a public file would only advertise it.
  expect(lines.filter((line) => line.includes("/admin"))).toEqual([]);
  expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test("sitemap.xml lists exactly the indexable pages", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const listed = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  const url = (path: string) => `${origin}${path}`;
  expect(listed.toSorted()).toEqual(sitePages.filter((page) => page.indexable).map((page) => url(page.path)).toSorted());
  const privatePaths = ["/cart", "/checkout", "/checkout/success", "/auth", "/forms/enneagram", "/depression-form"];
  for (const path of privatePaths) expect(listed).not.toContain(url(path));
  for (const page of sitePages.filter((candidate) => !candidate.indexable)) expect(listed).not.toContain(url(page.path));
});

test("health and readiness checks answer", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });

  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready" });
});
