import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

function headersFor(options: Parameters<typeof securityHeaders>[0], path = "/") {
  const headers = new Map<string, string>();
  const res = { locals: {} as Record<string, unknown>, setHeader: (name: string, value: string) => headers.set(name, value) };
  securityHeaders(options)({ path } as Request, res as unknown as Response, () => {});
  return { headers, nonce: String(res.locals.nonce) };
}

describe("securityHeaders", () => {
  it("allows inline scripts only with this response's nonce", () => {
    const first = headersFor({ production: false, devServer: false });
    const second = headersFor({ production: false, devServer: false });
    const csp = first.headers.get("Content-Security-Policy")!;
    expect(csp).toContain(`script-src 'self' 'nonce-${first.nonce}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(first.nonce).not.toBe(second.nonce);
  });

  it("sends HSTS in production only", () => {
    expect(headersFor({ production: true, devServer: false }).headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(headersFor({ production: false, devServer: false }).headers.has("Strict-Transport-Security")).toBe(false);
  });

  it("always forbids MIME sniffing and leaking full URLs", () => {
    const { headers } = headersFor({ production: false, devServer: false });
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("lets only our own mailbox page frame an e-mail preview, which may run no script", () => {
    const { headers } = headersFor({ production: false, devServer: false }, "/dev/mailbox/1700000000000-deadbeef/html");
    expect(headers.get("Content-Security-Policy")).toContain("frame-ancestors 'self'");
    expect(headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(headersFor({ production: false, devServer: false }, "/dev/mailbox").headers.get("X-Frame-Options")).toBe("DENY");
  });
});
