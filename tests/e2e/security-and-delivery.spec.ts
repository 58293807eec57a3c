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

test("pages carry a nonce-based CSP and the other security headers", async ({ request }) => {
  const response = await request.get("/");
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
  const next = parseCsp((await request.get("/")).headers()["content-security-policy"]);
  expect(next.get("script-src")).not.toEqual(scriptSrc);
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
