// Throughput, latency, cold start and JavaScript weight of the production build.
// `npm run bench` builds first; BENCH_SECONDS overrides the 10 s per target.
// Only ever talks to the server it starts on 127.0.0.1, for a fixed duration.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import { repoRoot, startServer, stopOnSignal, type RunningServer } from "./support/start-server";

const PORT = 3201;
const CONNECTIONS = 50;
const SECONDS = positiveNumber(process.env.BENCH_SECONDS, 10);
const WARMUP_SECONDS = 2;
const STARTUP_TARGET_MS = 10_000;
const JS_BUDGET_KB = 130;
// What a browser sends; compression changes both the bytes and the CPU per request.
const BROWSER_ENCODINGS = { "accept-encoding": "br, gzip" };

/** One load target. Later work appends here (e.g. a checkout POST with method, headers and body). */
interface BenchTarget {
  name: string;
  request: { path: string; method?: string; headers?: Record<string, string>; body?: string };
}

const assetsDir = path.join(repoRoot, process.env.BUILD_DIR || "build", "client/assets");
if (!fs.existsSync(assetsDir)) {
  console.error("No build/client/assets: run `npm run build` first (or use `npm run bench`).");
  process.exit(1);
}
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

let server: RunningServer | undefined;
stopOnSignal();

try {
  server = await startServer(PORT);
  console.log(`cold start (fresh data folder): ${server.startupMs} ms  ` +
    `(target < ${STARTUP_TARGET_MS / 1000} s: ${server.startupMs < STARTUP_TARGET_MS ? "PASS" : "OVER"})\n`);

  // JIT, caches and the database pool settle before anything is measured.
  for (const target of TARGETS) await load(server.url, target, WARMUP_SECONDS);

  console.log(`Load: ${CONNECTIONS} connections, ${SECONDS} s per target (server and load generator share this machine's cores)`);
  const results = new Map<BenchTarget, autocannon.Result>();
  for (const target of TARGETS) results.set(target, await load(server.url, target, SECONDS));
  printTable(results);

  const pageRps = results.get(PAGE)?.requests.average ?? 0;
  const staticRps = results.get(STATIC)?.requests.average ?? 0;
  console.log(`\npage/static throughput ratio: ${(pageRps / staticRps).toFixed(2)}`);

  await reportShippedJs(server.url);

  const failed = [...results.values()].filter((r) => r.errors > 0 || r.timeouts > 0 || r.non2xx > 0);
  if (failed.length > 0) {
    console.error(`\nFAIL: ${failed.map((r) => r.title).join(", ")} had errors or non-2xx answers; these figures mean nothing.`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await server?.stop();
}

function load(origin: string, target: BenchTarget, seconds: number): Promise<autocannon.Result> {
  const { path: urlPath, ...request } = target.request;
  return autocannon({ ...request, url: origin + urlPath, title: target.name, connections: CONNECTIONS, duration: seconds });
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
