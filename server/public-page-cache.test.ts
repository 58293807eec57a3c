import { createHash } from "node:crypto";
import { get as httpGet, type Server } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestInfoContext } from "~/config/request-context";
import { publicPageCache } from "./public-page-cache";
import { securityHeaders } from "./security-headers";

const INLINE = "window.__ready = true;";
let renders = 0;
let setCookie = false;
let contentVersion = 0;

/** A page with two inline scripts carrying the render's nonce, as React Router writes them. */
async function render(_request: Request, context: Parameters<NonNullable<Parameters<typeof publicPageCache>[0]["render"]>>[1]) {
  renders += 1;
  const { nonce } = context.get(requestInfoContext);
  const html = `<!DOCTYPE html><html><body><p>Pricing, render ${renders}</p><script nonce="${nonce}">${INLINE}</script><script type="module" nonce="${nonce}">import "/assets/entry.js";</script></body></html>`;
  await new Promise((resolve) => setTimeout(resolve, 20));
  const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
  if (setCookie) headers.set("set-cookie", "catharsis_toast=x");
  return new Response(html, { status: 200, headers });
}

let server: Server;
let origin = "";

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders({ production: true, devServer: false }));
  app.use(publicPageCache({ paths: new Set(["/pricing", "/about", "/contact", "/faq"]), build: {} as ServerBuild, origin: "http://localhost", render, version: (path) => (path === "/faq" ? contentVersion : 0) }));
  // Whatever the cache passes on: the app as it renders a page for one person.
  app.use((_req, res) => void res.type("html").send("rendered for this request"));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers });
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("the public page cache", () => {
  it("renders a public page once and serves it again from the cache, with a policy that allows exactly its scripts", async () => {
    const before = renders;
    const first = await get("/pricing");
    const second = await get("/pricing");
    expect(renders - before).toBe(1);
    expect([first.headers.get("x-cache"), second.headers.get("x-cache")]).toEqual(["miss", "hit"]);
    const body = await second.text();
    expect(body).toContain("Pricing, render");
    expect(body).not.toContain("nonce=");
    const policy = second.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`script-src 'self' ${sha(INLINE)} ${sha('import "/assets/entry.js";')};`);
    expect(policy).not.toContain("nonce-");
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
    expect(second.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    // The other security headers are still there.
    expect(second.headers.get("x-frame-options")).toBe("DENY");
  });

  it("renders a stored page again once the content's version moves on, so an edit shows at once", async () => {
    await get("/faq");
    expect((await get("/faq")).headers.get("x-cache")).toBe("hit");
    const before = renders;
    contentVersion += 1;
    const afterEdit = await get("/faq");
    expect(afterEdit.headers.get("x-cache")).toBe("miss");
    expect(await afterEdit.text()).toContain(`render ${before + 1}`);
    expect((await get("/faq")).headers.get("x-cache")).toBe("hit");
    expect(renders - before).toBe(1);
    // A page that shows none of the content keeps its stored copy.
    await get("/pricing");
    contentVersion += 1;
    expect((await get("/pricing")).headers.get("x-cache")).toBe("hit");
  });

  it("answers a burst of first visitors with one render", async () => {
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 5 }, () => get("/about")));
    expect(renders - before).toBe(1);
    expect(new Set(await Promise.all(answers.map((answer) => answer.text()))).size).toBe(1);
  });

  it("sends the stored brotli body, and 304 for an unchanged page", async () => {
    // node:http, not fetch, which would decompress the body itself.
    const raw = await new Promise<{ encoding: string | undefined; etag: string; body: Buffer }>((resolve, reject) => {
      httpGet(`${origin}/pricing`, { headers: { "accept-encoding": "br" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], etag: String(res.headers.etag), body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
    expect(raw.encoding).toBe("br");
    expect(brotliDecompressSync(raw.body).toString("utf8")).toContain("Pricing, render");
    expect((await get("/pricing", { "if-none-match": raw.etag })).status).toBe(304);
  });

  it("never serves or stores a page for a request with a cookie (a session or a toast) or a query string", async () => {
    for (const headers of [{ cookie: "catharsis.session_token=abc" }, { cookie: "catharsis_toast=xyz" }, { cookie: "tz=America%2FChicago; catharsis_toast=xyz" }]) {
      const personal = await get("/pricing", headers);
      expect(await personal.text()).toBe("rendered for this request");
      expect(personal.headers.get("x-cache")).toBeNull();
      expect(personal.headers.get("cache-control")).toBe("private, no-cache");
      expect(personal.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
    }
    expect(await (await get("/pricing?plan=complete")).text()).toBe("rendered for this request");
    expect(await (await get("/account")).text()).toBe("rendered for this request");
  });

  it("serves a visitor whose only cookie is the browser's time zone from the cache, as one with none", async () => {
    await get("/about");
    const zoned = await get("/about", { cookie: "tz=Europe%2FLondon" });
    expect(zoned.headers.get("x-cache")).toBe("hit");
    expect(zoned.headers.get("cache-control")).toContain("public");
  });

  it("does not keep a page whose answer sets a cookie: each visitor gets it rendered for them", async () => {
    setCookie = true;
    try {
      const before = renders;
      expect(await (await get("/contact")).text()).toBe("rendered for this request");
      expect(await (await get("/contact")).text()).toBe("rendered for this request");
      expect(renders - before).toBe(2);
    } finally {
      setCookie = false;
    }
  });
});
