import type { RequestHandler } from "express";

const BODYLESS = new Set(["GET", "HEAD", "OPTIONS"]);

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
    if (Number(declared) > maxBytes) {
      res.status(413).type("text/plain").send("Request too large.");
      return;
    }
    next();
  };
}
