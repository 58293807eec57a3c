import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { trackHydration, waitForHydration } from "./support/hydration";

/** `Content-Security-Policy` as a map from directive to its sources. */
function parseCsp(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

test("pages rendered for one request carry a nonce-based CSP and the other security headers", async ({ request }) => {
  // The cart is never served from the public page cache (a page only for its visitor).
  const response = await request.get("/cart");
  const headers = response.headers();
  const csp = parseCsp(headers["content-security-policy"]);

  const scriptSrc = csp.get("script-src") ?? [];
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const nonceSource = scriptSrc.find((source) => source.startsWith("'nonce-"));
  expect(nonceSource).toMatch(/^'nonce-[A-Za-z0-9+/]{16,}={0,2}'$/);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);

  // Every inline script in the document carries this response's nonce, or the browser would block it.
  const nonce = nonceSource?.slice("'nonce-".length, -1);
  const html = await response.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1] ?? "");
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);

  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["x-request-id"]).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  // Local mode is plain HTTP; HSTS there would break the next local site on this host.
  expect(headers["strict-transport-security"]).toBeUndefined();

  // A nonce is only a secret if it changes with every response.
  const next = parseCsp((await request.get("/cart")).headers()["content-security-policy"]);
  expect(next.get("script-src")).not.toEqual(scriptSrc);
});

test("a public page served from the cache allows exactly its own inline scripts, by hash", async ({ request }) => {
  await request.get("/");
  const response = await request.get("/");
  expect(response.headers()["x-cache"]).toBe("hit");
  const scriptSrc = parseCsp(response.headers()["content-security-policy"]).get("script-src") ?? [];
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc.some((source) => source.startsWith("'nonce-"))).toBe(false);
  const html = await response.text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
  expect(inline.length).toBeGreaterThan(0);
  const hashes = inline.map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...new Set(hashes)].sort());
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
});

test("pages are compressed and hashed assets are cached for a year", async ({ request }) => {
  const page = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(["br", "gzip"]).toContain(page.headers()["content-encoding"]);

  const asset = (await page.text()).match(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/)?.[1];
  expect(asset, "the home page references a built asset under /assets/").toBeDefined();
  const response = await request.get(asset as string);
  expect(response.status()).toBe(200);
  const cacheControl = response.headers()["cache-control"] ?? "";
  expect(cacheControl).toContain("immutable");
  expect(cacheControl).toContain("max-age=31536000");

  // Served from the build's precompressed copy, with the original type.
  const compressed = await request.get(asset as string, { headers: { "Accept-Encoding": "br" } });
  expect(compressed.headers()["content-encoding"]).toBe("br");
  expect(compressed.headers()["content-type"]).toMatch(/^(text\/javascript|text\/css)/);
  expect(compressed.headers()["vary"]).toContain("Accept-Encoding");
});

test("the app loads and navigates without a Content Security Policy violation", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  page.on("pageerror", (error) => messages.push(error.message));
  await trackHydration(page);

  await page.goto("/");
  await waitForHydration(page);
  // A client-side navigation loads the next route's code as well.
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Services" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");

  expect(messages.filter((text) => text.includes("Content Security Policy"))).toEqual([]);
});
