import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { appUrl, getEnv } from "~/config/env.server";
import { requestInfoContext } from "~/config/request-context";
import { getDatabaseHandle } from "~/db/database.server";
import { sitePages } from "~/domains/content/pages";
import { publicContentVersion } from "~/domains/content/public-content-version.server";
import { bodyLimit } from "./body-limit";
import { clientAddress, LOOPBACK_RANGES } from "./client-address";
import { inputBoundary } from "./input-boundary";
import { precompressedAssets } from "./precompressed-assets";
import { publicPageCache } from "./public-page-cache";
import { requestErrors } from "./request-errors";
import { requestLog } from "./request-log";
import { sameOriginPosts } from "./same-origin-posts";
import { securityHeaders } from "./security-headers";

export { afterListening, boot, shutdown } from "./boot";
export { createHttpServer } from "./http-server";
export { requestErrors } from "./request-errors";
export { logger } from "~/config/logger.server";

/** Forms and webhooks are small: 30 answers of 5,000 characters fit well within this. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The store's HTTP app: logs, headers, health checks, built assets and the
 * React Router handler. `server.js` mounts it behind compression, and in
 * development behind Vite.
 */
export function createApp(options: {
  clientBuildDir?: string;
  /** React Router's server build; tests hand in their own. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
}) {
  const env = getEnv();
  const app = express();
  app.disable("x-powered-by");
  app.use(requestLog);
  app.use(
    securityHeaders({ production: env.APP_ENV === "production", devServer: !options.clientBuildDir }),
  );
  // Cheap refusals first: a cross-origin post (403) or an oversized or endless
  // body (413, 411) is turned away before the input boundary reads any body.
  app.use(sameOriginPosts({ appOrigin: appUrl(env) }));
  app.use(bodyLimit(MAX_BODY_BYTES));
  app.use(inputBoundary({ maxBodyBytes: MAX_BODY_BYTES }));

  if (options.clientBuildDir) {
    // File names under /assets carry a content hash, so they never change.
    const assetsDir = path.join(options.clientBuildDir, "assets");
    app.use("/assets", precompressedAssets(assetsDir));
    app.use("/assets", express.static(assetsDir, { immutable: true, maxAge: "1y" }));
    app.use(express.static(options.clientBuildDir, { maxAge: "1h", index: false }));
  }

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await getDatabaseHandle().ping();
      res.json({ status: "ready" });
    } catch {
      res.status(503).json({ status: "unavailable", reason: "database unreachable" });
    }
  });

  // Local mode listens on loopback only, so trusting loopback there keeps a local proxy (and the bench) working.
  const trustedProxies = env.TRUSTED_PROXY_ADDRESSES ?? (env.APP_ENV === "local" ? LOOPBACK_RANGES : []);
  app.use(clientAddress({ trustedProxyHeader: env.TRUSTED_PROXY_HEADER, trustedProxies }));
  const build = options.build ?? (() => import("virtual:react-router/server-build"));
  // Built pages only: the development server renders every request afresh.
  if (options.clientBuildDir) app.use(publicPageCache({ paths: publicPagePaths(), build, origin: appUrl(env), mode: process.env.NODE_ENV, version: publicContentVersion }));
  const getLoadContext = (_req: express.Request, res: express.Response) => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, {
      requestId: String(res.locals.requestId),
      nonce: String(res.locals.nonce),
    });
    return context;
  };
  // Built: React Router is handed the build itself, once. Given a function it derives its route
  // table again on every request (each route's path compiled anew, about a third of a draft save's
  // CPU, ADR 0065); the development server keeps the function so edits show.
  app.use(options.clientBuildDir ? builtHandler(build, getLoadContext) : createRequestHandler({ build, getLoadContext }));
  // Last: whatever failed above is logged with the request id and no values.
  app.use(requestErrors);
  return app;
}

type LoadContext = (req: express.Request, res: express.Response) => RouterContextProvider;

/** React Router's handler for a build resolved on the first request and kept. */
function builtHandler(build: ServerBuild | (() => Promise<ServerBuild>), getLoadContext: LoadContext): express.RequestHandler {
  let handler: Promise<express.RequestHandler> | undefined;
  return (req, res, next) => {
    const pending = (handler ??= Promise.resolve(typeof build === "function" ? build() : build).then((resolved) =>
      createRequestHandler({ build: resolved, getLoadContext }),
    ));
    pending.then(
      (handle) => handle(req, res, next),
      (error: unknown) => {
        // A build that failed to load is tried again by the next request.
        handler = undefined;
        next(error);
      },
    );
  };
}

/** The pages every signed-out visitor sees alike: public and indexable (not the cart, checkout or sign-in). */
function publicPagePaths(): Set<string> {
  return new Set(sitePages.filter((page) => page.audience === "everyone" && page.indexable).map((page) => page.path));
}

/** Where to listen: loopback in local mode (the dev mailbox stays private), all interfaces in production. */
export function getEnvForServer() {
  const env = getEnv();
  return { port: env.PORT, host: env.HOST ?? (env.APP_ENV === "production" ? "0.0.0.0" : "127.0.0.1") };
}
