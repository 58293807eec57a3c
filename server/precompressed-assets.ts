import { existsSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the build's .br/.gz twin of a hashed asset when the browser accepts
 * it. Anything without a twin falls through to express.static (and the
 * compression middleware, which skips responses that are already encoded).
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const root = path.resolve(assetsDir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = path.join(root, path.normalize(decodeURIComponent(req.path)));
    if (!file.startsWith(root + path.sep)) return next();
    const encoding = req.acceptsEncodings("br", "gzip");
    const twin = encoding === "br" ? `${file}.br` : encoding === "gzip" ? `${file}.gz` : undefined;
    if (!twin || !existsSync(twin)) return next();
    res.setHeader("Content-Encoding", encoding as string);
    res.setHeader("Vary", "Accept-Encoding");
    res.type(path.extname(file));
    res.sendFile(twin, {
      headers: { "Cache-Control": `public, max-age=${ONE_YEAR_SECONDS}, immutable` },
      cacheControl: false,
    });
  };
}
