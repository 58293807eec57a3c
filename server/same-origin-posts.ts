import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-origin form posts and fetches (CSRF): a browser's unsafe
 * request must come from a page of this site. Browsers send Origin on every
 * POST and Sec-Fetch-Site in all current versions; server-to-server callers
 * (payment webhooks) send neither and are authenticated by signature instead.
 */
export function sameOriginPosts(options: { appOrigin: string }): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.headers["sec-fetch-site"];
    const origin = req.headers.origin;
    const ownOrigins = new Set([options.appOrigin, `${req.protocol}://${req.headers.host}`]);
    const crossSite = fetchSite === "cross-site" || fetchSite === "same-site";
    const foreignOrigin = origin !== undefined && origin !== "null" && !ownOrigins.has(origin);
    if (crossSite || foreignOrigin || origin === "null") {
      res.status(403).type("text/plain").send("Cross-origin requests are not allowed.");
      return;
    }
    next();
  };
}
