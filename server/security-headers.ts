import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * Headers for every response. Inline scripts run only with this response's
 * nonce; the built app ships no other inline script. The dev server needs
 * Vite's inline client and websocket, so it gets a looser policy.
 */
export function securityHeaders(options: { production: boolean; devServer: boolean }): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
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
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (options.production) {
      res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
    next();
  };
}
