// The Node entry: one HTTP server for pages, assets, health checks and webhooks.
// Everything with logic lives in server/app.ts, which Vite builds together with
// the React Router app so both share one module graph (one database client).
import { existsSync } from "node:fs";
import compression from "compression";
import express from "express";

const DEV = process.argv.includes("--dev");
const BUILD_DIR = process.env.BUILD_DIR || "build";
const startedAt = performance.now();

async function loadApp() {
  if (!DEV) {
    const buildEntry = new URL(`./${BUILD_DIR}/server/index.js`, import.meta.url);
    if (!existsSync(buildEntry)) {
      const missing = new Error(`No production build in ${BUILD_DIR}/: run "npm run build" first ("npm start" does both).`);
      missing.name = "SetupError";
      throw missing;
    }
    const mod = await import(buildEntry.href);
    return { mod, handler: mod.createApp({ clientBuildDir: new URL(`./${BUILD_DIR}/client`, import.meta.url).pathname }) };
  }
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true } });
  const mod = await vite.ssrLoadModule("./server/app.ts");
  const router = express.Router();
  router.use(vite.middlewares);
  // Reload the app module per request so edits show without a restart.
  router.use(async (req, res, next) => {
    try {
      const fresh = await vite.ssrLoadModule("./server/app.ts");
      fresh.createApp({})(req, res, next);
    } catch (error) {
      vite.ssrFixStacktrace(error);
      next(error);
    }
  });
  return { mod, handler: router, vite };
}

let app;
let server;
let stopping = false;

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ level: 30, msg: `${signal}: finishing open requests and jobs` }));
  const force = setTimeout(() => process.exit(1), 25_000);
  force.unref();
  if (!server) process.exit(0); // still booting: nothing is being served yet
  server.close(async () => {
    await app.mod.shutdown();
    await app.vite?.close();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));

/**
 * Errors nothing caught go to the app's logger (its serializer keeps no query
 * parameters, tokens or addresses), not to Node's default stderr print. Before
 * the app has loaded there is no logger yet, and no request or job has run:
 * then the error (a missing build, a syntax error) is printed as it is.
 */
function logUnhandled(what, error) {
  if (app?.mod?.logger) app.mod.logger.fatal({ err: error }, what);
  else console.error(what, error);
}
process.on("unhandledRejection", (reason) => {
  // A promise nobody awaited failed; the request or job it belonged to has already answered.
  // Logged as fatal and the process keeps running (ADR 55): an exit would end every other request.
  logUnhandled("unhandled rejection", reason);
});
process.on("uncaughtException", (error) => {
  // The process's state is unknown after this: log it and exit, as Node would.
  logUnhandled("uncaught exception", error);
  process.exit(1);
});

try {
  app = await loadApp();
  await app.mod.boot();
} catch (error) {
  // Configuration mistakes read best without a stack trace; anything else keeps one.
  const plain = error instanceof Error && ["InvalidEnvError", "SetupError"].includes(error.name);
  if (plain) console.error(error.message);
  else logUnhandled("boot failed", error);
  process.exit(1);
}

const env = app.mod.getEnvForServer();
// requestErrors logs what the app's own last middleware did not see (in development, Vite's errors).
// Level 4, not zlib's default 6: a review page of about 340 KB gzips in about 8 ms instead of 14, and
// comes out about 5% larger (issue 32). Public pages and assets are compressed once, ahead of time.
const root = express().disable("x-powered-by").use(compression({ level: 4 })).use(app.handler).use(app.mod.requestErrors);
// Not root.listen(): Node's defaults let one request take 300 s, so slow clients
// could hold every socket. createHttpServer (server/http-server.ts) gives headers
// 15 s and a whole request 30 s (bodies are at most 1 MiB), and says why.
server = app.mod.createHttpServer(root);
server.once("error", (error) => {
  // e.g. EADDRINUSE: another process has the port.
  console.error(`Cannot listen on ${env.host}:${env.port}: ${error.message}`);
  process.exit(1);
});
server.listen(env.port, env.host, () => {
  const ms = Math.round(performance.now() - startedAt);
  console.log(JSON.stringify({ level: 30, msg: `Catharsis is serving at http://localhost:${env.port}`, ms }));
  startAfterFirstAnswer();
});

/**
 * Work no request needs at once (the local sample PDFs: seconds of CPU on a fresh data
 * folder) starts when the first answer has gone out, or 2 s after listening when no one
 * asks, so the first visitor does not wait behind it (ADR 27).
 */
function startAfterFirstAnswer() {
  let started = false;
  const start = () => {
    clearTimeout(timer);
    if (started || stopping) return;
    started = true;
    void app.mod.afterListening();
  };
  const timer = setTimeout(start, 2000);
  server.once("request", (_request, response) => response.once("close", start));
}
