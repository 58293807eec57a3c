import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

// A real Express app, so the headers are checked as a browser receives them.
async function serve(options: Parameters<typeof securityHeaders>[0]) {
  const app = express();
  app.use(securityHeaders(options));
  app.get("/own-policy", (_req, res) => {
    res.append("Content-Security-Policy", "default-src 'none'; frame-ancestors 'self'");
    res.append("X-Frame-Options", "SAMEORIGIN");
    res.send("framed preview");
  });
  // As React Router sends a route's own headers: appended (a download's nosniff, a share page's no-referrer).
  app.get("/own-headers", (_req, res) => {
    res.append("X-Content-Type-Options", "nosniff");
    res.append("Referrer-Policy", "no-referrer");
    res.send("download");
  });
  app.get("/{*any}", (_req, res) => {
    res.send("page");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { get: (path: string) => fetch(origin + path), close: () => server.close() };
}

describe("securityHeaders", () => {
  let local: Awaited<ReturnType<typeof serve>>;
  let production: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    local = await serve({ production: false, devServer: false });
    production = await serve({ production: true, devServer: false });
  });
  afterAll(() => {
    local.close();
    production.close();
  });

  it("allows inline scripts only with this response's nonce, new on every response", async () => {
    const first = (await local.get("/")).headers.get("content-security-policy")!;
    const second = (await local.get("/")).headers.get("content-security-policy")!;
    expect(first).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+=*'/);
    expect(first).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(first).toContain("frame-ancestors 'none'");
    expect(first).not.toBe(second);
  });

  it("keeps a route's own framing policy instead of adding a second, stricter one", async () => {
    const response = await local.get("/own-policy");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("forbids framing and MIME sniffing, and keeps full URLs from leaking", async () => {
    const { headers } = await local.get("/");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("sends one header of each kind when a route sets its own nosniff or Referrer-Policy (issue 31)", async () => {
    const response = await local.get("/own-headers");
    // fetch joins repeated headers with ", ": one value means one header.
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=(), payment=()");
  });

  it("sends HSTS in production only", async () => {
    expect((await production.get("/")).headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect((await local.get("/")).headers.get("strict-transport-security")).toBeNull();
  });
});
