import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { hashedContentSecurityPolicy } from "./security-headers";

/** What the public page cache keeps for one path: the page once, in each encoding, and how to answer with it. */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  storedAt: number;
};

/** Stands in for the per-response nonce while a page is rendered for the cache; removed before storing. */
export const CACHE_RENDER_NONCE = "cached-page-render";

// Headers that describe one response, not the page: the cache writes its own.
const OWN_HEADERS = new Set(["content-length", "content-encoding", "content-security-policy", "cache-control", "vary", "etag", "x-cache"]);

/**
 * Turns a rendered page into a cache entry: the render nonce is taken out of
 * the HTML and each inline script is allowed by its hash instead, so one body
 * serves every visitor under a policy that still lists exactly its scripts.
 */
export function cachedPageFrom(status: number, headers: Headers, html: string): CachedPage {
  const body = html.replaceAll(` nonce="${CACHE_RENDER_NONCE}"`, "");
  const hashes = [...body.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\bsrc=/i.test(match[0].slice(0, match[0].indexOf(">"))))
    .map((match) => createHash("sha256").update(match[1] ?? "", "utf8").digest("base64"));
  const identity = Buffer.from(body, "utf8");
  const kept: [string, string][] = [...headers].filter(([name]) => !OWN_HEADERS.has(name.toLowerCase()));
  kept.push(["Content-Security-Policy", hashedContentSecurityPolicy([...new Set(hashes)])]);
  return {
    status,
    headers: kept,
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    storedAt: Date.now(),
  };
}
