import type { RequestHandler } from "express";

/** The header through which the rest of the app (actions, Better Auth) reads the client's address. */
export const CLIENT_ADDRESS_HEADER = "x-catharsis-client-ip";

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
    req.headers[CLIENT_ADDRESS_HEADER] = address;
    next();
  };
}
