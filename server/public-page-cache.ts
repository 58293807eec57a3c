import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { requestInfoContext } from "~/config/request-context";
import { CLIENT_ZONE_COOKIE } from "~/shared/zones/browser-time-zone";
import { CACHE_RENDER_NONCE, cachedPageFrom, type CachedPage } from "./cached-page";
import { fillUnsetHeadersOnWrite } from "./security-headers";

/** How long a stored page answers before it is rendered again; a page keyed by a content version is rendered again as soon as it moves on. */
export const PAGE_TTL_MS = 60_000;
/** A CDN in front may keep the page as long, and serve it a little longer while it asks again. */
const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_TTL_MS / 1000}, stale-while-revalidate=${PAGE_TTL_MS / 1000}`;

/**
 * Cookies that change nothing on a public page. The browser's time zone (ADR 0072) is set on
 * every visitor's first page and read only by a client's own pages, none of them public: counted
 * as personal, it would send every visitor after their first page past the cache.
 */
const IMPERSONAL_COOKIES: ReadonlySet<string> = new Set([CLIENT_ZONE_COOKIE]);

function carriesPersonalCookie(header: string | undefined): boolean {
  return (header ?? "").split(";").some((pair) => {
    const name = pair.split("=")[0]?.trim() ?? "";
    return name !== "" && !IMPERSONAL_COOKIES.has(name);
  });
}

export type PublicPageCacheOptions = {
  /** The pages that are the same for every signed-out visitor. */
  paths: ReadonlySet<string>;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** React Router's own handler by default; tests hand in a page of their own. */
  render?: (request: Request, context: RouterContextProvider) => Promise<Response>;
  /** The origin the app is served at, for the URL the page is rendered with. */
  origin: string;
  mode?: string;
  /**
   * A page's content version: a page stored under another version is
   * rendered again, so a back-office edit shows at once (ADR 44).
   */
  version?: (path: string) => number;
};

/**
 * Serves signed-out visitors' GETs of public pages from rendered, precompressed
 * HTML, so most of them cost a lookup instead of a render (issue 16). A
 * request with any cookie but the time zone's (a session, a toast, a checkout), a query string, or
 * for another path goes to the app as before, with `private` caching. A page
 * is stored only when it is a plain 200 HTML answer with no Set-Cookie.
 */
export function publicPageCache(options: PublicPageCacheOptions): RequestHandler {
  const render = options.render ?? createRequestHandler(options.build, options.mode);
  const version = options.version ?? (() => 0);
  const stored = new Map<string, CachedPage & { version: number }>();
  const rendering = new Map<string, Promise<CachedPage | null>>();

  async function renderForCache(req: ExpressRequest, res: ExpressResponse): Promise<CachedPage | null> {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { requestId: String(res.locals.requestId), nonce: CACHE_RENDER_NONCE });
    // Only what every visitor sends alike: no cookie, no client address, no language of one person.
    const request = new Request(`${options.origin}${req.path}`, { headers: { accept: "text/html" } });
    const response = await render(request, context);
    const html = await response.text();
    const type = response.headers.get("content-type") ?? "";
    if (response.status !== 200 || response.headers.has("set-cookie") || !type.startsWith("text/html")) return null;
    return cachedPageFrom(response.status, response.headers, html);
  }

  return async (req, res, next) => {
    if (req.method !== "GET" || !options.paths.has(req.path)) return next();
    if (carriesPersonalCookie(req.headers.cookie) || req.originalUrl.includes("?")) {
      // Personal or query-driven: rendered for this request only, and never kept by a shared cache
      // (unless the page says otherwise; a signed-in page already does).
      fillUnsetHeadersOnWrite(res, { "Cache-Control": "private, no-cache" });
      res.vary("Cookie");
      return next();
    }
    try {
      // Read before rendering: an edit saved during the render leaves this page stale, not current.
      const current = version(req.path);
      const kept = stored.get(req.path);
      if (kept && kept.version === current && Date.now() - kept.storedAt < PAGE_TTL_MS) return send(req, res, kept, "hit");
      const key = `${current} ${req.path}`;
      let pending = rendering.get(key);
      if (!pending) {
        // One render per path (and content version) at a time: a burst of visitors waits for the same one.
        pending = renderForCache(req, res).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      const page = await pending;
      if (!page) return next();
      if ((stored.get(req.path)?.version ?? -1) <= current) stored.set(req.path, { ...page, version: current });
      send(req, res, page, "miss");
    } catch (error) {
      next(error);
    }
  };
}

function send(req: ExpressRequest, res: ExpressResponse, page: CachedPage, outcome: "hit" | "miss") {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("Cache-Control", SHARED_CACHE_CONTROL);
  res.setHeader("Vary", "Accept-Encoding, Cookie");
  res.setHeader("ETag", page.etag);
  res.setHeader("X-Cache", outcome);
  if (req.headers["if-none-match"] === page.etag) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings("br", "gzip", "identity");
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
  if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  res.status(page.status).end(body);
}
