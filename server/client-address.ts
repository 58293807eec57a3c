import { BlockList, isIP } from "node:net";
import type { RequestHandler } from "express";
import { CLIENT_ADDRESS_HEADER } from "~/shared/client-address-header";

/** What local mode trusts when TRUSTED_PROXY_HEADER is set alone: this machine (ADR 53). */
export const LOOPBACK_RANGES = ["127.0.0.0/8", "::1"] as const;

/**
 * Decides the client's address once, at the edge (ADRs 7 and 53). The socket's
 * peer is the client, unless the peer is one of the trusted proxies: then the
 * proxy header is read from its right, skipping hops that are themselves
 * trusted proxies, and the first other address is the client. A client that
 * reaches the port directly cannot choose its rate-limit key with the header,
 * and whatever it sent in our own header is discarded.
 */
export function clientAddress(options: { trustedProxyHeader?: string; trustedProxies?: readonly string[] }): RequestHandler {
  const header = options.trustedProxyHeader;
  const isTrustedProxy = proxyMatcher(options.trustedProxies ?? []);
  return (req, _res, next) => {
    delete req.headers[CLIENT_ADDRESS_HEADER];
    let address = req.socket.remoteAddress ?? "unknown";
    if (header && isTrustedProxy(address)) {
      const forwarded = req.headers[header];
      const hops = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? "")).split(",").map((hop) => hop.trim());
      for (const hop of hops.reverse()) {
        // A hop that is no address ends the walk: the last proxy's peer stands.
        if (isIP(unmapped(hop)) === 0) break;
        address = hop;
        if (!isTrustedProxy(hop)) break;
      }
    }
    req.headers[CLIENT_ADDRESS_HEADER] = clientNetwork(address);
    next();
  };
}

/** IPv4 written inside IPv6 (`::ffff:10.0.0.1`), as Node reports it on a dual-stack socket, as plain IPv4. */
const unmapped = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");

/** A test of an address against the trusted proxies' addresses and ranges (validated by the environment schema). */
export function proxyMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const plain = unmapped(address.replace(/%.*$/, ""));
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? "ipv6" : "ipv4");
  };
}

/**
 * The unit a rate limit counts: an IPv4 address, or an IPv6 /64. One IPv6
 * client usually holds a whole /64 and could rotate through it freely.
 */
export function clientNetwork(address: string): string {
  const plain = address.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (!plain.includes(":")) return plain;
  const [head = "", tail = ""] = plain.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = plain.includes("::")
    ? [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0"), ...tailGroups]
    : headGroups;
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ""));
  return `${prefix.join(":")}::/64`;
}
