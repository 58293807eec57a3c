import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";

/**
 * Headers for every response. Inline scripts run only with this response's
 * nonce; the built app ships no other inline script. The dev server needs
 * Vite's inline client and websocket, so it gets a looser policy.
 */
export function securityHeaders(options: { production: boolean; devServer: boolean }): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    setCommonHeaders(res, options.production);
    // React Router appends route headers rather than replacing ours, so a
    // page that needs a different policy gets it here, in one place.
    if (MAIL_PREVIEW.test(req.path)) {
      res.setHeader("Content-Security-Policy", MAIL_PREVIEW_POLICY);
      res.setHeader("X-Frame-Options", "SAMEORIGIN");
      return next();
    }
    const scriptSrc = options.devServer ? "'self' 'unsafe-inline'" : `'self' 'nonce-${nonce}'`;
    const connectSrc = options.devServer ? "'self' ws: wss:" : "'self'";
    res.setHeader(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src ${scriptSrc}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        `connect-src ${connectSrc}`,
        "frame-src 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "base-uri 'self'",
        "object-src 'none'",
      ].join("; "),
    );
    res.setHeader("X-Frame-Options", "DENY");
    next();
  };
}

/** The dev mailbox shows a message's HTML in a frame of its own page; the message may never run script. */
const MAIL_PREVIEW = /^\/dev\/mailbox\/[^/]+\/html$/;
const MAIL_PREVIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-ancestors 'self'";

function setCommonHeaders(res: Response, production: boolean) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (production) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
}
