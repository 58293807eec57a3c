import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";

/**
 * Headers for every response. Inline scripts run only with this response's
 * nonce; the built app ships no other inline script. The dev server needs
 * Vite's inline client and websocket, so it gets a looser policy.
 *
 * Every header here is a default: a route that sets its own (the dev
 * mailbox's e-mail preview's framing, a share page's Referrer-Policy, a
 * download's X-Content-Type-Options) keeps it. React Router appends route
 * headers, so the defaults are filled in only when the headers are written,
 * and only where the route left them unset: one header of each kind.
 */
export function securityHeaders(options: { production: boolean; devServer: boolean }): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    // All filled in at write time: a route that sends its own (a PDF's nosniff, a share page's
    // no-referrer) keeps it, and every response carries one header of each kind (issue 31).
    fillUnsetHeadersOnWrite(res, {
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
      ...(options.production ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
      "Content-Security-Policy": contentSecurityPolicy(nonce, options.devServer),
      "X-Frame-Options": "DENY",
    });
    next();
  };
}

function contentSecurityPolicy(nonce: string, devServer: boolean): string {
  return policyWithScripts(devServer ? "'self' 'unsafe-inline'" : `'self' 'nonce-${nonce}'`, devServer);
}

/**
 * The same policy with the inline scripts allowed by their SHA-256 instead of a nonce: for a page
 * served from the public page cache, where one stored body answers many requests.
 */
export function hashedContentSecurityPolicy(scriptHashes: string[]): string {
  return policyWithScripts(["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(" "), false);
}

function policyWithScripts(scriptSrc: string, devServer: boolean): string {
  const connectSrc = devServer ? "'self' ws: wss:" : "'self'";
  return [
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
  ].join("; ");
}

/** Sets each header when the response is written, unless the app set it by then. */
export function fillUnsetHeadersOnWrite(res: Response, defaults: Record<string, string>) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    for (const [name, value] of Object.entries(defaults)) {
      if (!this.hasHeader(name)) this.setHeader(name, value);
    }
    return writeHead.apply(this, args);
  } as Response["writeHead"];
}
