// Throughput, latency, cold start and JavaScript weight of the production build, the jobs, the
// report lane's timings and Lighthouse: every figure of issue 16 in one summary table at the end.
// `npm run bench` builds first; BENCH_SECONDS overrides the 10 s per target. BENCH_PORT and
// BUILD_DIR let it run beside other work; BENCH_ONLY=<section> runs one section (checkout, drafts,
// postgres, open-loop, review-page, jobs, safety-alert, two-servers, lighthouse, report-render, report-lane, report-quality, start; see
// SECTIONS). BENCH_DATABASE_URL names the PostgreSQL server the PostgreSQL sections make their
// scratch databases on; BENCH_CPU_PROF=<folder> writes the server's CPU profile there. The server
// is started only for sections that need one, and only ever on 127.0.0.1.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type autocannon from "autocannon";
import { benchCheckout } from "./bench-checkout";
import { benchDraftSaves } from "./bench-drafts";
import { benchJobs } from "./bench-jobs";
import { benchLighthouse } from "./bench-lighthouse";
import { benchOpenLoop, type OpenLoopResult } from "./bench-open-loop";
import { benchReportLane } from "./bench-report-lane";
import { benchReportQuality } from "./bench-report-quality";
import { benchReportRender } from "./bench-report-render";
import { benchReviewPage } from "./bench-review-page";
import { benchSafetyAlert } from "./bench-safety-alert";
import { benchStart } from "./bench-start";
import { benchTwoServers } from "./bench-two-servers";
import { printSummary, recordFigure } from "./support/bench-summary";
import { CONNECTIONS, load, positiveNumber, printTable, type BenchTarget } from "./support/load";
import { createScratchDatabase } from "./support/scratch-postgres";
import { logStatements } from "./support/statement-log";
import { repoRoot, startServer, stopOnSignal, type RunningServer } from "./support/start-server";

const PORT = positiveNumber(process.env.BENCH_PORT, 3201);
const SECONDS = positiveNumber(process.env.BENCH_SECONDS, 10);
const WARMUP_SECONDS = 2;
const STARTUP_TARGET_MS = 10_000;
const JS_BUDGET_KB = 120;
// Issue 32's targets.
const CPU_PER_SAVE_TARGET_MS = 3;
const STATEMENTS_PER_SAVE_TARGET = 4;
const OPEN_LOOP_P99_TARGET_MS = { PostgreSQL: 100, PGlite: 200 } as const;
const FRESH_CLONE_TARGET_MS = 8_000;
const BUILT_START_TARGET_MS = 3_000;
const SUITE_TARGET_MINUTES = 15;
const REVIEW_PAGE_P99_TARGET_MS = 300;
// Issue 16's targets.
const PAGE_RATIO_TARGET = 0.7;
const PAGE_P99_FACTOR = 1.5;
const WRITE_P99_TARGET_MS = 150;
const ALERT_TARGET_SECONDS = 5;
const LIGHTHOUSE_PERFORMANCE_TARGET = 98;
const LIGHTHOUSE_LCP_TARGET_MS = 1500;
// "Queues drain at hundreds per second."
const JOBS_TARGET_PER_SECOND = 200;
// What a browser sends; compression changes both the bytes and the CPU per request.
const BROWSER_ENCODINGS = { "accept-encoding": "br, gzip" };
// The bench's stand-in for a proxy's client-address header (see below).
const BENCH_CLIENT_HEADER = "x-bench-client";

const assetsDir = path.join(repoRoot, process.env.BUILD_DIR || "build", "client/assets");

/**
 * A part of the bench. `run` gets `server()`, which starts the one shared server the first time a
 * section asks for it (a section that needs none, like report-render, never starts it). A
 * failure is printed as FAIL and sets the exit code; the other sections still run.
 */
type BenchSection = { name: string; selectable: boolean; run: (server: () => Promise<string>) => Promise<void> };

const SECTIONS: BenchSection[] = [
  // First, before any server runs: rendering is CPU alone, measured on a quiet machine.
  {
    name: "report-render",
    selectable: true,
    run: async () => {
      const render = await benchReportRender();
      if (!render.passed) fail("a report PDF took over 1 s to render.");
    },
  },
  // Also CPU alone and no server: issue 28's figures for what the drafter writes (`npm run bench:quality` runs it alone).
  {
    name: "report-quality",
    selectable: true,
    run: async () => {
      const rows = await benchReportQuality();
      rows.forEach(recordFigure);
      if (rows.some((row) => row.verdict === "FAIL")) fail("a report had a verification failure or a Catharsis Report under 10 pages.");
    },
  },
  // In this process too, on an embedded database of its own: 50 submissions at once through the lane.
  {
    name: "report-lane",
    selectable: true,
    run: async () => {
      const lane = await benchReportLane();
      if (lane.drafted < 50 || lane.max > 60) fail("a report took over 60 s from submission to the review queue.");
    },
  },
  // `npm start` twice, before the shared server exists: with the build (as on a fresh clone), then without.
  {
    name: "start",
    selectable: true,
    run: async () => {
      const start = await benchStart(PORT, FRESH_CLONE_TARGET_MS);
      if (start.warmBuilt) fail("npm start built again although no source had changed.");
      recordFigure({
        figure: "npm start → first answer, fresh clone (build included)",
        measured: `${(start.coldMs / 1000).toFixed(1)} s`,
        target: `≤ ${FRESH_CLONE_TARGET_MS / 1000} s`,
        verdict: start.coldMs <= FRESH_CLONE_TARGET_MS ? "PASS" : "OVER",
      });
      recordFigure({
        figure: "npm start → first answer, built",
        measured: `${(start.warmMs / 1000).toFixed(1)} s${start.warmBuilt ? " (BUILT AGAIN)" : ""}`,
        target: `≤ ${BUILT_START_TARGET_MS / 1000} s`,
        verdict: start.warmBuilt ? "FAIL" : start.warmMs <= BUILT_START_TARGET_MS ? "PASS" : "OVER",
      });
    },
  },
  // The pages run only in the full bench.
  { name: "pages", selectable: false, run: async (server) => benchPages(await server()) },
  { name: "checkout", selectable: true, run: async (server) => checkoutRow(await server(), "PGlite") },
  { name: "drafts", selectable: true, run: async (server) => draftsRow(await server(), "PGlite") },
  // The same writes on PostgreSQL, the production database: a server of its own on a scratch database.
  { name: "postgres", selectable: true, run: benchOnPostgres },
  // Saves at a steady rate, on PGlite (the shared server) and on PostgreSQL with its statement log.
  {
    name: "open-loop",
    selectable: true,
    run: async (sharedUrl) => {
      await sharedUrl();
      if (!server) throw new Error("the shared server did not start");
      openLoopRows(await benchOpenLoop(server, BENCH_CLIENT_HEADER, "PGlite"));
      await openLoopOnPostgres();
    },
  },
  {
    name: "two-servers",
    selectable: true,
    run: async () => {
      const result = await benchTwoServers([PORT + 10, PORT + 11], BENCH_DATABASE_URL, BENCH_CLIENT_HEADER).catch((error: unknown) => {
        fail(`two servers on one PostgreSQL could not run: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      });
      const held = result !== null && result.confirmedOnOther === result.checkouts && result.draftKept && result.duplicated === 0 && result.missing === 0;
      recordFigure({
        figure: "two servers, one PostgreSQL",
        measured: result
          ? `${result.confirmedOnOther}/${result.checkouts} checkouts confirmed on the other server, draft ${result.draftKept ? "kept" : "LOST"}, receipts ${result.receipts} (${result.duplicated} twice, ${result.missing} missing)`
          : "did not run",
        target: "every checkout and draft held; each job once",
        verdict: held ? "PASS" : "FAIL",
      });
      if (result && !held) fail("two servers lost or repeated a write.");
    },
  },
  // Child processes of their own, on PGlite and on a scratch PostgreSQL database.
  {
    name: "jobs",
    selectable: true,
    run: async () => {
      for (const drained of await benchJobs(BENCH_DATABASE_URL)) {
        const lost = drained.delivered < drained.jobs;
        recordFigure({
          figure: `jobs: ${drained.jobs} e-mails queued at once (${drained.backend})`,
          measured: `${drained.perSecond.toFixed(0)} jobs/s, ${drained.delivered}/${drained.jobs} sent in ${drained.seconds.toFixed(1)} s`,
          target: `≥ ${JOBS_TARGET_PER_SECOND} jobs/s; none lost`,
          verdict: lost ? "FAIL" : drained.perSecond >= JOBS_TARGET_PER_SECOND ? "PASS" : "OVER",
        });
        if (lost) fail(`the worker sent ${drained.delivered} of ${drained.jobs} queued e-mails on ${drained.backend}.`);
      }
    },
  },
  {
    name: "safety-alert",
    selectable: true,
    run: async (server) => {
      const alert = await benchSafetyAlert(await server(), BENCH_CLIENT_HEADER);
      recordFigure({
        figure: "urgent alert with 100 receipts queued",
        measured: alert.seconds === null ? "never arrived" : `${alert.seconds.toFixed(2)} s`,
        target: `≤ ${ALERT_TARGET_SECONDS} s`,
        verdict: alert.seconds === null ? "FAIL" : alert.seconds <= ALERT_TARGET_SECONDS ? "PASS" : "OVER",
      });
      if (alert.seconds === null || alert.seconds > 60) fail("the provider's safety alert took over 60 s.");
    },
  },
  // Staff reading a whole drafted report beside its answers.
  {
    name: "review-page",
    selectable: true,
    run: async (sharedUrl) => {
      const review = await benchReviewPage(await sharedUrl(), BENCH_CLIENT_HEADER, server?.pid);
      const cpu = review.cpuPerLoadMs === null ? "" : `, ${review.cpuPerLoadMs.toFixed(1)} ms CPU each`;
      recordFigure({
        figure: "review page of a drafted Catharsis Report, 5 reviewers",
        measured: `p50 ${review.p50Ms.toFixed(0)} ms, p99 ${review.p99Ms.toFixed(0)} ms, ${review.loads} loads${cpu}, ${review.errors} errors`,
        target: `p99 ≤ ${REVIEW_PAGE_P99_TARGET_MS} ms`,
        verdict: review.errors > 0 ? "FAIL" : review.p99Ms <= REVIEW_PAGE_P99_TARGET_MS ? "PASS" : "OVER",
      });
      if (review.errors > 0) fail(`the review page answered ${review.errors} loads with an error.`);
    },
  },
  // Not run here: the whole test suite on a clean clone takes longer than the rest of the bench.
  {
    name: "suite",
    selectable: false,
    run: async () => {
      recordFigure({
        figure: "clean-clone .ci/run (the whole suite)",
        measured: "measured separately: `.ci/run` on a clean clone takes longer than this bench",
        target: `≤ ${SUITE_TARGET_MINUTES} min`,
        verdict: "INFO",
      });
    },
  },
  // Last: a browser on the shared server, once the load of the other sections is over.
  {
    name: "lighthouse",
    selectable: true,
    run: async (server) => {
      const { rows } = await benchLighthouse(await server());
      for (const row of rows) {
        recordFigure({
          figure: `Lighthouse mobile ${row.path} (median of runs)`,
          measured: `${row.performance} / ${row.accessibility} / ${row.bestPractices} / ${row.seo}, LCP ${(row.lcpMs / 1000).toFixed(2)} s`,
          target: `performance ≥ ${LIGHTHOUSE_PERFORMANCE_TARGET}, LCP ≤ ${LIGHTHOUSE_LCP_TARGET_MS / 1000} s`,
          verdict: row.performance >= LIGHTHOUSE_PERFORMANCE_TARGET && row.lcpMs <= LIGHTHOUSE_LCP_TARGET_MS ? "PASS" : "OVER",
        });
      }
    },
  },
];

// Two servers need a PostgreSQL both reach: BENCH_DATABASE_URL names the server (a scratch database is made on it).
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

const ONLY = process.env.BENCH_ONLY || undefined;
const selectable = SECTIONS.filter((section) => section.selectable).map((section) => section.name);
if (ONLY !== undefined && !selectable.includes(ONLY)) {
  throw new Error(`BENCH_ONLY must be one of ${selectable.map((name) => `"${name}"`).join(", ")}, not "${ONLY}"`);
}

// Checkout is rate limited per client address, and every request here comes from 127.0.0.1.
// The bench server trusts a proxy header that the bench sets to a new address per request, so
// the limiter still runs (one write per request) without refusing the load. The test fixtures
// let the bench read back how many orders the server stored.
process.env.TRUSTED_PROXY_HEADER = BENCH_CLIENT_HEADER;
process.env.ENABLE_TEST_FIXTURES = "true";

let server: RunningServer | undefined;
stopOnSignal();

/** The shared server, started on first use (after checking there is a build to serve). */
async function sharedServer(): Promise<string> {
  if (server) return server.url;
  if (!fs.existsSync(assetsDir)) throw new Error("No build/client/assets: run `npm run build` first (or use `npm run bench`).");
  server = await startServer(PORT);
  console.log(`server.js on a fresh data folder, build present → /readyz: ${server.startupMs} ms  ` +
    `(target < ${STARTUP_TARGET_MS / 1000} s: ${server.startupMs < STARTUP_TARGET_MS ? "PASS" : "OVER"})\n`);
  return server.url;
}

try {
  for (const section of SECTIONS.filter((candidate) => (ONLY ? candidate.name === ONLY : true))) {
    await section.run(sharedServer);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await server?.stop();
  if (!printSummary()) process.exitCode = 1;
}

function fail(message: string) {
  console.error(`\nFAIL: ${message}`);
  process.exitCode = 1;
}

async function benchPages(origin: string) {
  const largestScript = largestFile(assetsDir, ".js");
  const PAGE: BenchTarget = {
    name: "GET / (server-rendered home)",
    request: { path: "/", headers: { ...BROWSER_ENCODINGS, accept: "text/html" } },
  };
  const STATIC: BenchTarget = {
    name: `GET /assets/${largestScript} (largest JS)`,
    request: { path: `/assets/${largestScript}`, headers: BROWSER_ENCODINGS },
  };
  const TARGETS: BenchTarget[] = [PAGE, STATIC];

  // JIT, caches and the database pool settle before anything is measured.
  for (const target of TARGETS) await load(origin, target, WARMUP_SECONDS, "warmup");

  console.log(`Load: ${CONNECTIONS} connections, ${SECONDS} s per target (server and load generator share this machine's cores)`);
  const results = new Map<BenchTarget, autocannon.Result>();
  for (const target of TARGETS) results.set(target, await load(origin, target, SECONDS, "measured"));
  printTable(results);

  const pageRps = results.get(PAGE)?.requests.average ?? 0;
  const staticRps = results.get(STATIC)?.requests.average ?? 0;
  const ratio = pageRps / staticRps;
  console.log(`\npage/static throughput ratio: ${ratio.toFixed(2)}`);
  const pageP99 = results.get(PAGE)?.latency.p99 ?? Number.POSITIVE_INFINITY;
  const staticP99 = results.get(STATIC)?.latency.p99 ?? 0;
  recordFigure({
    figure: "GET / vs largest static asset, 50 connections",
    measured: `${ratio.toFixed(2)}× (${pageRps.toFixed(0)} vs ${staticRps.toFixed(0)} req/s), p99 ${pageP99} vs ${staticP99} ms`,
    target: `≥ ${PAGE_RATIO_TARGET}×, p99 ≤ ${PAGE_P99_FACTOR}× static`,
    verdict: ratio >= PAGE_RATIO_TARGET && pageP99 <= PAGE_P99_FACTOR * staticP99 ? "PASS" : "OVER",
  });
  const failed = [...results.values()].filter((r) => r.errors > 0 || r.timeouts > 0 || r.non2xx > 0);
  if (failed.length > 0) fail(`${failed.map((r) => r.title).join(", ")} had errors or non-2xx answers; these figures mean nothing.`);

  await reportShippedJs(origin);
}

/** The checkout load on one server, as a summary row; a lost or doubled order fails the bench. */
async function checkoutRow(origin: string, backend: string) {
  const checkout = await benchCheckout(origin, BENCH_CLIENT_HEADER, backend);
  recordFigure({
    figure: `checkout, 50 connections (${backend})`,
    measured: `p99 ${checkout.p99Ms} ms, ${checkout.perSecond.toFixed(0)} req/s, ${checkout.held ? "none" : "some"} lost or doubled`,
    target: `p99 ≤ ${WRITE_P99_TARGET_MS} ms; 0 lost or doubled`,
    verdict: !checkout.held || !checkout.clean ? "FAIL" : checkout.p99Ms <= WRITE_P99_TARGET_MS ? "PASS" : "OVER",
  });
  if (!checkout.held) fail(`checkout on ${backend} lost or doubled an order.`);
  if (!checkout.clean) fail(`checkout on ${backend} had errors or non-2xx answers.`);
}

/** The draft-save load on one server, as a summary row; a lost draft or an error fails the bench. */
async function draftsRow(origin: string, backend: string) {
  const drafts = await benchDraftSaves(origin, BENCH_CLIENT_HEADER);
  recordFigure({
    figure: `draft saves, 50 writers (${backend})`,
    measured: `p99 ${Math.round(drafts.p99Ms)} ms, ${drafts.perSecond.toFixed(0)} req/s, ${drafts.lost} lost, ${drafts.errors} errors`,
    target: `p99 ≤ ${WRITE_P99_TARGET_MS} ms; 0 lost`,
    verdict: drafts.lost > 0 || drafts.errors > 0 ? "FAIL" : drafts.p99Ms <= WRITE_P99_TARGET_MS ? "PASS" : "OVER",
  });
  if (drafts.lost > 0) fail(`draft saves on ${backend} lost ${drafts.lost} drafts.`);
  if (drafts.errors > 0) fail(`draft saves on ${backend} had ${drafts.errors} errors.`);
}

/** Drafts and checkout again on a server of their own, on a scratch PostgreSQL database. */
async function benchOnPostgres() {
  const scratch = await createScratchDatabase(BENCH_DATABASE_URL, "writes");
  const postgresServer = await startServer(PORT + 20, { databaseUrl: scratch.url }).catch(async (error: unknown) => {
    await scratch.drop();
    throw error;
  });
  try {
    console.log(`\nA second server on PostgreSQL (${new URL(BENCH_DATABASE_URL).host}), started in ${postgresServer.startupMs} ms`);
    await draftsRow(postgresServer.url, "PostgreSQL");
    await checkoutRow(postgresServer.url, "PostgreSQL");
  } finally {
    await postgresServer.stop();
    await scratch.drop();
  }
}

/** The open-loop figures as summary rows: CPU and statements per save, and latency with nothing lost. */
function openLoopRows(result: OpenLoopResult) {
  const backend = result.backend as keyof typeof OPEN_LOOP_P99_TARGET_MS;
  const p99Target = OPEN_LOOP_P99_TARGET_MS[backend];
  recordFigure({
    figure: `draft saves at ${result.rate}/s for ${result.seconds} s (${backend})`,
    measured: `p50 ${result.p50Ms.toFixed(0)} ms, p99 ${result.p99Ms.toFixed(0)} ms, ${result.lost} lost of ${result.saves}`,
    target: `p99 ≤ ${p99Target} ms; 0 lost`,
    verdict: result.lost > 0 ? "FAIL" : result.p99Ms <= p99Target ? "PASS" : "OVER",
  });
  if (result.lost > 0) fail(`saves at a steady rate on ${backend} lost ${result.lost} saves.`);
  recordFigure({
    figure: `CPU per draft save, server process (${backend}${backend === "PGlite" ? ", database included" : ""})`,
    measured: result.cpuMsPerSave === null ? "not measured (no /proc)" : `${result.cpuMsPerSave.toFixed(2)} ms`,
    target: `≤ ${CPU_PER_SAVE_TARGET_MS} ms`,
    verdict: result.cpuMsPerSave === null ? "INFO" : result.cpuMsPerSave <= CPU_PER_SAVE_TARGET_MS ? "PASS" : "OVER",
  });
  if (backend !== "PostgreSQL") return;
  recordFigure({
    figure: "SQL statements per draft save (PostgreSQL statement log)",
    measured: result.statementsPerSave === null ? "not counted (no readable PostgreSQL log; set BENCH_PG_LOG)" : result.statementsPerSave.toFixed(2),
    target: `≤ ${STATEMENTS_PER_SAVE_TARGET}`,
    verdict: result.statementsPerSave === null ? "INFO" : result.statementsPerSave <= STATEMENTS_PER_SAVE_TARGET ? "PASS" : "OVER",
  });
}

/** The open loop on a server of its own, on a scratch PostgreSQL database that logs every statement. */
async function openLoopOnPostgres() {
  const scratch = await createScratchDatabase(BENCH_DATABASE_URL, "open_loop");
  try {
    const statements = await logStatements(BENCH_DATABASE_URL, new URL(scratch.url).pathname.slice(1));
    const postgresServer = await startServer(PORT + 30, { databaseUrl: scratch.url });
    try {
      openLoopRows(await benchOpenLoop(postgresServer, BENCH_CLIENT_HEADER, "PostgreSQL", statements));
    } finally {
      await postgresServer.stop();
    }
  } finally {
    await scratch.drop();
  }
}

/** Sums the gzip bytes on the wire of every script the home page loads up front. */
async function reportShippedJs(origin: string) {
  const html = await (await fetch(`${origin}/`)).text();
  const urls = scriptUrls(html).map((src) => new URL(src, `${origin}/`));
  const foreign = urls.filter((u) => u.origin !== origin);
  console.log(`\nJavaScript shipped to / (gzip bytes as transferred, 1 KB = 1024 B):`);
  let total = 0;
  for (const url of urls.filter((u) => u.origin === origin)) {
    const { status, bytes, encoding } = await transferredSize(url);
    if (status !== 200) throw new Error(`${url.pathname} answered ${status}`);
    total += bytes;
    console.log(`  ${url.pathname.padEnd(48)} ${kb(bytes).padStart(8)} KB  (${encoding})`);
  }
  if (foreign.length > 0) console.log(`  not counted (other origins): ${foreign.map(String).join(", ")}`);
  const verdict = total / 1024 <= JS_BUDGET_KB ? "PASS" : "OVER";
  console.log(`  total ${kb(total)} KB gzipped, budget ${JS_BUDGET_KB} KB: ${verdict}`);
  recordFigure({ figure: "home JS (gzip, up front)", measured: `${kb(total)} KB`, target: `≤ ${JS_BUDGET_KB} KB`, verdict });
}

/** `<script src>`, `<link rel="modulepreload">` and static imports in inline module scripts, in order, once each. */
function scriptUrls(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)) found.push(m[1] ?? "");
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/\brel="modulepreload"/i.test(m[0])) found.push(/\bhref="([^"]+)"/i.exec(m[0])?.[1] ?? "");
  }
  // React Router imports the route modules from an inline module script.
  for (const m of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const i of (m[1] ?? "").matchAll(/\b(?:from|import)\s*\(?\s*["']([^"']+\.js)["']/g)) found.push(i[1] ?? "");
  }
  return [...new Set(found.filter(Boolean).map((src) => src.replaceAll("&amp;", "&")))];
}

/** Raw response length with `Accept-Encoding: gzip` (node:http does not decompress, unlike fetch). */
function transferredSize(url: URL): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, bytes, encoding: String(res.headers["content-encoding"] ?? "identity") }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

function largestFile(dir: string, extension: string): string {
  const files = fs.readdirSync(dir).filter((name) => name.endsWith(extension));
  const sized = files.map((name) => ({ name, size: fs.statSync(path.join(dir, name)).size }));
  const largest = sized.sort((a, b) => b.size - a.size)[0];
  if (!largest) throw new Error(`No ${extension} file in ${dir}`);
  return largest.name;
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
