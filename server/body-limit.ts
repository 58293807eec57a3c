import type { RequestHandler } from "express";
import { discardBody } from "./read-body";

const BODYLESS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A body over the cap by at most this many times the cap is read and dropped before the 413: a
 * refusal sent while the client is still sending is lost to the reset when the connection closes
 * with unread bytes (a browser shows "connection reset", not our answer). Larger bodies are refused
 * at once; reading them would be work done for whoever sends them.
 */
const DRAINED_MULTIPLE = 4;

/**
 * Caps what a client may send before any route reads it. The routes parse
 * bodies into memory (`request.formData()`), so a body must declare its
 * length up front: browsers, Stripe and our own webhook delivery always do.
 * A chunked body with no length could be endless, so it is refused (411).
 */
export function bodyLimit(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    if (BODYLESS.has(req.method)) return next();
    const declared = req.headers["content-length"];
    if (declared === undefined) {
      if (req.headers["transfer-encoding"] === undefined) return next(); // no body at all
      res.status(411).type("text/plain").send("A request body must declare its length.");
      return;
    }
    const length = Number(declared);
    if (length > maxBytes) {
      const refuse = () => res.status(413).type("text/plain").send("Request too large.");
      if (length <= maxBytes * DRAINED_MULTIPLE) void discardBody(req).then(refuse);
      else refuse();
      return;
    }
    next();
  };
}
