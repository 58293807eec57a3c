// Throughput, latency, cold start and JavaScript weight of the production build, and the report
// lane's timings. `npm run bench` builds first; BENCH_SECONDS overrides the 10 s per target.
// BENCH_PORT and BUILD_DIR let it run beside other work; BENCH_ONLY=<section> runs one section
// (drafts, safety-alert, two-servers, report-render, report-lane, start; see SECTIONS). BENCH_DATABASE_URL
// names the PostgreSQL server the two-server check makes its scratch database on. The server is started only for sections
// that need one. Only ever talks to the server it starts on 127.0.0.1, for a fixed duration.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import { benchDraftSaves } from "./bench-drafts";
import { benchReportLane } from "./bench-report-lane";
import { benchReportRender } from "./bench-report-render";
import { benchSafetyAlert } from "./bench-safety-alert";
import { benchStart } from "./bench-start";
import { benchTwoServers } from "./bench-two-servers";
import { printSummary, recordFigure } from "./support/bench-summary";
import { repoRoot, startServer, stopOnSignal, type RunningServer } from "./support/start-server";

const PORT = positiveNumber(process.env.BENCH_PORT, 3201);
const CONNECTIONS = 50;
const SECONDS = positiveNumber(process.env.BENCH_SECONDS, 10);
const WARMUP_SECONDS = 2;
const STARTUP_TARGET_MS = 10_000;
const JS_BUDGET_KB = 120;
// Issue 16's targets.
const PAGE_RATIO_TARGET = 0.7;
const PAGE_P99_FACTOR = 1.5;
const WRITE_P99_TARGET_MS = 150;
const ALERT_TARGET_SECONDS = 5;
// What a browser sends; compression changes both the bytes and the CPU per request.
const BROWSER_ENCODINGS = { "accept-encoding": "br, gzip" };
// Checkout: the bench's stand-in for a proxy's client-address header, and how many sessions it pays.
const BENCH_CLIENT_HEADER = "x-bench-client";
const PAYMENTS = 200;
const CHECKOUTS = positiveNumber(process.env.BENCH_CHECKOUTS, 1000);
const CHECKOUT_WARMUP = 100;

/** One load target. */
interface BenchTarget {
  name: string;
  /**
   * A fixed number of requests instead of a fixed duration: a timed run stops with requests in
   * flight whose answers it never reads, and the checkout check must know every answer.
   */
  amount?: { warmup: number; measured: number };
  request: {
    path: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: autocannon.Request["setupRequest"];
    onResponse?: autocannon.Request["onResponse"];
  };
}

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
      const start = await benchStart(PORT, STARTUP_TARGET_MS);
      if (start.warmBuilt) fail("npm start built again although no source had changed.");
      recordFigure({
        figure: "npm start → first answer (fresh clone, then built)",
        measured: `${(start.coldMs / 1000).toFixed(1)} s with the build, ${(start.warmMs / 1000).toFixed(1)} s without`,
        target: "≤ 10 s",
        verdict: start.warmBuilt ? "FAIL" : start.warmMs <= STARTUP_TARGET_MS ? "PASS" : "OVER",
      });
    },
  },
  // Pages and checkout run only in the full bench.
  { name: "pages", selectable: false, run: async (server) => benchPagesAndCheckout(await server()) },
  {
    name: "drafts",
    selectable: true,
    run: async (server) => {
      const drafts = await benchDraftSaves(await server(), BENCH_CLIENT_HEADER);
      recordFigure({
        figure: "draft saves, 50 writers (PGlite)",
        measured: `p99 ${Math.round(drafts.p99Ms)} ms, ${drafts.perSecond.toFixed(0)} req/s, ${drafts.lost} lost, ${drafts.errors} errors`,
        target: `p99 ≤ ${WRITE_P99_TARGET_MS} ms; 0 lost`,
        verdict: drafts.lost > 0 || drafts.errors > 0 ? "FAIL" : drafts.p99Ms <= WRITE_P99_TARGET_MS ? "PASS" : "OVER",
      });
      if (drafts.lost > 0 || drafts.errors > 0) {
        fail(`draft saves ${drafts.lost > 0 ? `lost ${drafts.lost} drafts` : `had ${drafts.errors} errors`}.`);
      }
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

async function benchPagesAndCheckout(origin: string) {
  const largestScript = largestFile(assetsDir, ".js");
  const PAGE: BenchTarget = {
    name: "GET / (server-rendered home)",
    request: { path: "/", headers: { ...BROWSER_ENCODINGS, accept: "text/html" } },
  };
  const STATIC: BenchTarget = {
    name: `GET /assets/${largestScript} (largest JS)`,
    request: { path: `/assets/${largestScript}`, headers: BROWSER_ENCODINGS },
  };
  const checkout = checkoutTarget();
  const TARGETS: BenchTarget[] = [PAGE, STATIC, checkout.target];

  // JIT, caches and the database pool settle before anything is measured.
  for (const target of TARGETS) await load(origin, target, WARMUP_SECONDS, "warmup");

  console.log(
    `Load: ${CONNECTIONS} connections, ${SECONDS} s per target, ${CHECKOUTS} requests for checkout ` +
      "(server and load generator share this machine's cores)",
  );
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
  const checkoutResult = results.get(checkout.target);
  const checkoutP99 = checkoutResult?.latency.p99 ?? Number.POSITIVE_INFINITY;

  await reportShippedJs(origin);

  const ordersHeld = await checkOrders(origin, checkout.ledger);
  const paymentsHeld = await payAndCheck(origin, checkout.ledger.started.slice(0, PAYMENTS));
  if (!ordersHeld || !paymentsHeld) process.exitCode = 1;
  recordFigure({
    figure: "checkout, 50 connections (PGlite)",
    measured: `p99 ${checkoutP99} ms, ${(checkoutResult?.requests.average ?? 0).toFixed(0)} req/s, ${ordersHeld && paymentsHeld ? "none" : "some"} lost or doubled`,
    target: `p99 ≤ ${WRITE_P99_TARGET_MS} ms; 0 lost or doubled`,
    verdict: !ordersHeld || !paymentsHeld ? "FAIL" : checkoutP99 <= WRITE_P99_TARGET_MS ? "PASS" : "OVER",
  });

  const failed = [...results.values()].filter((r) => r.errors > 0 || r.timeouts > 0 || r.non2xx > 0);
  if (failed.length > 0) {
    console.error(`\nFAIL: ${failed.map((r) => r.title).join(", ")} had errors or non-2xx answers; these figures mean nothing.`);
    process.exitCode = 1;
  }
}

function load(origin: string, target: BenchTarget, seconds: number, run: "warmup" | "measured"): Promise<autocannon.Result> {
  const { path: urlPath, setupRequest, onResponse, ...request } = target.request;
  const hooks = setupRequest || onResponse ? { requests: [{ ...request, path: urlPath, setupRequest, onResponse }] } : {};
  // Counted requests wait as long as it takes: an answer given up on is an order id never seen.
  const length = target.amount ? { amount: target.amount[run], timeout: 60 } : { duration: seconds };
  return autocannon({ ...request, url: origin + urlPath, title: target.name, connections: CONNECTIONS, ...length, ...hooks });
}

function printTable(results: Map<BenchTarget, autocannon.Result>) {
  const header = ["target", "req/s (avg)", "p50 ms", "p99 ms", "non-2xx", "errors/timeouts"];
  const rows = [...results].map(([target, r]) => [
    target.name,
    r.requests.average.toFixed(1),
    String(r.latency.p50),
    String(r.latency.p99),
    String(r.non2xx),
    `${r.errors}/${r.timeouts}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
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

function positiveNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`Expected a positive number, got "${value}"`);
  return parsed;
}

// --- Checkout: no order lost or doubled under load ---------------------------------------

type StartedCheckout = { orderId: string; sessionId: string; cookie: string };
type CheckoutLedger = { answered: number; refused: Record<string, number>; orderIds: Set<string>; doubled: number; started: StartedCheckout[] };

/** POST /api/checkout on the sandbox provider; every 200's order id is kept to compare with the database. */
function checkoutTarget(): { target: BenchTarget; ledger: CheckoutLedger } {
  const ledger: CheckoutLedger = { answered: 0, refused: {}, orderIds: new Set(), doubled: 0, started: [] };
  let client = 0;
  const target: BenchTarget = {
    name: "POST /api/checkout (sandbox provider)",
    amount: { warmup: CHECKOUT_WARMUP, measured: CHECKOUTS },
    request: {
      path: "/api/checkout",
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ email: "bench@example.com", items: [{ productId: "catharsis", category: "death", quantity: 1 }] }),
      setupRequest: (request) => {
        client += 1;
        const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
        return { ...request, headers: { ...request.headers, [BENCH_CLIENT_HEADER]: address } };
      },
      onResponse: (status, body, _context, headers) => {
        if (status !== 200) {
          ledger.refused[status] = (ledger.refused[status] ?? 0) + 1;
          return;
        }
        ledger.answered += 1;
        const { orderId, url } = JSON.parse(body) as { orderId: string; url: string };
        if (ledger.orderIds.has(orderId)) ledger.doubled += 1;
        ledger.orderIds.add(orderId);
        if (ledger.started.length < PAYMENTS) {
          const setCookie = headers["set-cookie"];
          ledger.started.push({ orderId, sessionId: url.split("/").pop() ?? "", cookie: (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(";")[0] ?? "" });
        }
      },
    },
  };
  return { target, ledger };
}

async function orderCounts(origin: string): Promise<Record<string, number>> {
  const response = await fetch(`${origin}/dev/fixtures/orders`);
  if (!response.ok) throw new Error(`GET /dev/fixtures/orders answered ${response.status}`);
  return ((await response.json()) as { counts: Record<string, number> }).counts;
}

/** Every request sent is one stored order and one 200 with its own order id. */
async function checkOrders(origin: string, ledger: CheckoutLedger): Promise<boolean> {
  const sent = CHECKOUT_WARMUP + CHECKOUTS;
  const counts = await orderCounts(origin);
  const stored = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const refused = Object.entries(ledger.refused).map(([status, n]) => `${n} × ${status}`).join(", ") || "none";
  console.log(`\nCheckout orders (warm-up and measured runs together):`);
  console.log(`  requests sent: ${sent}, answered 200: ${ledger.answered}, distinct order ids: ${ledger.orderIds.size}, other answers: ${refused}`);
  console.log(`  orders stored: ${stored} (${Object.entries(counts).map(([status, n]) => `${status} ${n}`).join(", ")})`);
  // Lost: a request that stored no order. Doubled: one request stored two, or two answers share an id.
  const held = stored === sent && counts.pending === sent && ledger.doubled === 0 && ledger.orderIds.size === ledger.answered;
  if (ledger.answered < sent) console.log(`  ${sent - ledger.answered} answers were not read (client timeouts); their orders are among those stored`);
  console.log(`  no order lost or doubled: ${held ? "PASS" : "FAIL"}`);
  return held;
}

/**
 * Pays sessions on the sandbox page, 50 at a time, and opens each success page at once, so
 * the page's verification races the sandbox's webhook. Each order must end paid with exactly
 * the one form_access row its cart bought.
 */
async function payAndCheck(origin: string, started: StartedCheckout[]): Promise<boolean> {
  const began = performance.now();
  const queue = [...started];
  const payOne = async ({ sessionId, cookie }: StartedCheckout) => {
    const paid = await fetch(`${origin}/sandbox/pay/${sessionId}`, {
      method: "POST",
      body: new URLSearchParams({ cardNumber: "4242 4242 4242 4242" }),
      redirect: "manual",
    });
    await paid.body?.cancel();
    if (paid.status !== 303) throw new Error(`paying ${sessionId} answered ${paid.status}`);
    const success = await fetch(`${origin}/checkout/success?session_id=${sessionId}`, { headers: { cookie } });
    await success.body?.cancel();
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await payOne(next);
  }));
  const deadline = Date.now() + 60_000;
  let wrong: string[];
  do {
    wrong = [];
    for (const { orderId } of started) {
      const order = (await (await fetch(`${origin}/dev/fixtures/orders?orderId=${orderId}`)).json()) as {
        order: { status: string };
        formAccess: { paymentStatus: string }[];
      };
      const ok = order.order.status === "paid" && order.formAccess.length === 1 && order.formAccess[0]?.paymentStatus === "paid";
      if (!ok) wrong.push(`${orderId}: ${order.order.status}, ${order.formAccess.length} form_access`);
    }
    if (wrong.length > 0) await new Promise((resolve) => setTimeout(resolve, 500));
  } while (wrong.length > 0 && Date.now() < deadline);
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  console.log(`\nSandbox payments: ${started.length} sessions paid ${CONNECTIONS} at a time, success page racing the webhook: ${seconds} s`);
  console.log(`  each order paid once with exactly one form_access row: ${wrong.length === 0 ? "PASS" : `FAIL (${wrong.slice(0, 5).join("; ")})`}`);
  return wrong.length === 0 && started.length === PAYMENTS;
}
