import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { CLIENT_ADDRESS_HEADER } from "~/shared/client-address-header";
import { productionReady } from "../tests/support/production-env";
import { clientAddress, clientNetwork } from "./client-address";

/** The address the middleware decides for a request from `peer` with these headers. */
function decided(options: Parameters<typeof clientAddress>[0], peer: string, headers: Record<string, string | string[]> = {}) {
  const req = { headers: { ...headers }, socket: { remoteAddress: peer } } as unknown as Request;
  clientAddress(options)(req, {} as Response, () => {});
  return req.headers[CLIENT_ADDRESS_HEADER];
}

describe("clientAddress (issue 31: the proxy header is believed from the proxies only)", () => {
  const behindProxy = { trustedProxyHeader: "x-forwarded-for", trustedProxies: ["10.0.0.0/8", "2001:db8:1::/48"] };

  it("keeps the socket address of a client that reaches the port directly, whatever X-Forwarded-For it sends", () => {
    // 24 requests, each claiming another address: all count as the one client they come from.
    const seen = new Set(Array.from({ length: 24 }, (_, n) => decided(behindProxy, "203.0.113.9", { "x-forwarded-for": `198.51.100.${n + 1}` })));
    expect([...seen]).toEqual(["203.0.113.9"]);
  });

  it("reads the header when the peer is a trusted proxy, from the right, past other trusted proxies", () => {
    expect(decided(behindProxy, "10.1.2.3", { "x-forwarded-for": "192.0.2.1, 198.51.100.7" })).toBe("198.51.100.7");
    // A client's own guess at the left stays ignored; a second proxy in the chain is skipped.
    expect(decided(behindProxy, "10.1.2.3", { "x-forwarded-for": "192.0.2.1, 198.51.100.7, 10.9.9.9" })).toBe("198.51.100.7");
    expect(decided(behindProxy, "::ffff:10.1.2.3", { "x-forwarded-for": "198.51.100.8" })).toBe("198.51.100.8");
    expect(decided(behindProxy, "2001:db8:1:ff::2", { "x-forwarded-for": "198.51.100.9" })).toBe("198.51.100.9");
    // Something that is not an address leaves the proxy as the client rather than a chosen key.
    expect(decided(behindProxy, "10.1.2.3", { "x-forwarded-for": "anything-at-all" })).toBe("10.1.2.3");
  });

  it("never reads the header without trusted proxies, and drops a client's own address header", () => {
    expect(decided({ trustedProxyHeader: "x-forwarded-for" }, "127.0.0.1", { "x-forwarded-for": "198.51.100.1" })).toBe("127.0.0.1");
    expect(decided({}, "203.0.113.9", { [CLIENT_ADDRESS_HEADER]: "198.51.100.1" })).toBe("203.0.113.9");
  });

  it("refuses production with TRUSTED_PROXY_HEADER but no TRUSTED_PROXY_ADDRESSES, and bad ranges anywhere", () => {
    expect(() => parseEnv({ ...productionReady, TRUSTED_PROXY_HEADER: "x-forwarded-for" })).toThrowError(
      /^TRUSTED_PROXY_HEADER refuses to start without TRUSTED_PROXY_ADDRESSES/,
    );
    expect(parseEnv({ ...productionReady, TRUSTED_PROXY_HEADER: "x-forwarded-for", TRUSTED_PROXY_ADDRESSES: "10.0.0.0/8, 2001:db8::/32 ,192.0.2.5" }).TRUSTED_PROXY_ADDRESSES).toEqual([
      "10.0.0.0/8",
      "2001:db8::/32",
      "192.0.2.5",
    ]);
    for (const bad of ["10.0.0.0/33", "proxy.internal", "10.0.0.1/8/1", "2001:db8::/129", " , "]) {
      expect(() => parseEnv({ TRUSTED_PROXY_ADDRESSES: bad }), bad).toThrowError(/TRUSTED_PROXY_ADDRESSES/);
    }
    expect(parseEnv({ TRUSTED_PROXY_HEADER: "x-forwarded-for" }).TRUSTED_PROXY_ADDRESSES).toBeUndefined();
  });
});

describe("clientNetwork", () => {
  it("keeps IPv4 addresses, including IPv4 mapped into IPv6", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one client", () => {
    const first = clientNetwork("2001:db8:85a3:1234:0:0:0:1");
    expect(first).toBe("2001:db8:85a3:1234::/64");
    expect(clientNetwork("2001:0db8:85a3:1234:ffff:abcd:1:2")).toBe(first);
    expect(clientNetwork("2001:db8:85a3:1234::9")).toBe(first);
    expect(clientNetwork("2001:DB8:85A3:1234::9%eth0")).toBe(first);
    expect(clientNetwork("2001:db8:85a3:1235::9")).not.toBe(first);
  });

  it("expands short forms before taking the prefix", () => {
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });
});
