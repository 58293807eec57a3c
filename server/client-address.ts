import type { RequestHandler } from "express";
import { CLIENT_ADDRESS_HEADER } from "~/shared/client-address-header";

/**
 * Decides the client's address once, at the edge: from the configured trusted
 * proxy header (the last hop it appended), else the socket. Whatever a client
 * sent in our own header is discarded, so it cannot choose its rate-limit key.
 */
export function clientAddress(options: { trustedProxyHeader?: string }): RequestHandler {
  return (req, _res, next) => {
    delete req.headers[CLIENT_ADDRESS_HEADER];
    let address = req.socket.remoteAddress ?? "unknown";
    if (options.trustedProxyHeader) {
      const forwarded = req.headers[options.trustedProxyHeader];
      const value = Array.isArray(forwarded) ? forwarded.at(-1) : forwarded;
      const lastHop = value?.split(",").at(-1)?.trim();
      if (lastHop) address = lastHop;
    }
    req.headers[CLIENT_ADDRESS_HEADER] = clientNetwork(address);
    next();
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
