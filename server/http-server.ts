import http from "node:http";

/**
 * How long one client may hold a connection. Node's defaults let a request
 * take 300 s, so a few hundred slow clients (headers or a body sent a byte at a
 * time: "slowloris") could hold every socket. Our requests are small (bodies
 * are capped at 1 MiB, see MAX_BODY_BYTES in app.ts), so:
 * - headers must arrive within 15 s of the connection or of the previous response;
 * - the whole request, body included, within 30 s;
 * - an idle keep-alive connection closes after 5 s (Node's default, stated
 *   here: a reverse proxy that keeps upstream connections open must close
 *   idle ones sooner than this, or it may reuse one as we close it);
 * - the timeouts are checked every second (Node checks every 30 s by
 *   default, which would let a slow client stay up to 30 s past its limit).
 * A client that misses a limit gets 408 and the connection is closed.
 */
export const HTTP_TIMEOUTS = {
  headersTimeout: 15_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

export type HttpTimeouts = typeof HTTP_TIMEOUTS;

/**
 * The store's HTTP server around a request handler (the Express app), with
 * the timeouts above. `connectionsCheckingInterval` can only be given when the
 * server is created, hence a factory rather than `app.listen()`.
 */
export function createHttpServer(handler: http.RequestListener, timeouts: HttpTimeouts = HTTP_TIMEOUTS): http.Server {
  return http.createServer({ ...timeouts }, handler);
}
