import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { logger } from "~/config/logger.server";

const INCOMING_ID = /^[A-Za-z0-9-]{8,64}$/;
/**
 * A clinician's share link carries its token in the path: the log keeps the
 * route, not the key. The router matches `/SHARED/…`, `//shared/…` and
 * percent-encoded letters alike, so the mask reads the path the way the router
 * does: decoded, any case, any run of slashes (issue 31).
 */
const SHARE_TOKEN = /^\/+shared\/+[^/]*/i;

export function loggedPath(path: string): string {
  const readable = decodedOrAsIs(path);
  const token = SHARE_TOKEN.exec(readable);
  return token ? `/shared/[token]${readable.slice(token[0].length)}` : path;
}

function decodedOrAsIs(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Gives each request an id (kept from a trusted upstream `X-Request-Id` when
 * well-formed) and logs one JSON line when it ends. Only the path is logged:
 * query strings can carry tokens and session ids, and a share link's token
 * in the path is replaced.
 */
export const requestLog: RequestHandler = (req, res, next) => {
  const incoming = req.get("x-request-id");
  const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = requestId;
  res.setHeader("X-Request-Id", requestId);
  const started = performance.now();
  res.on("finish", () => {
    logger.info(
      {
        requestId,
        method: req.method,
        path: loggedPath(req.path),
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  next();
};
