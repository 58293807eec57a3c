// Lighthouse scores of the production build, as a measurement (exit 0 when
// below target; exit 1 only when Lighthouse itself cannot run).
// Usage: `npm run lighthouse -- / /pricing`; LIGHTHOUSE_RUNS=3 reports the median run.
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { startServer, stopOnSignal, type RunningServer } from "./support/start-server";

const PORT = 3202;
const RUNS = Math.max(1, Math.floor(Number(process.env.LIGHTHOUSE_RUNS ?? 1)) || 1);
const PATHS = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/"];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-dev-shm-usage",
];
// Lighthouse's default config: mobile form factor, simulated (Lantern) throttling.
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
const METRICS = [
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
  ["Speed Index", "speed-index"],
] as const;
// These never count as failures: they carry no pass/fail score.
const UNSCORED = new Set(["informative", "notApplicable", "manual"]);

let server: RunningServer | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
stopOnSignal(() => chrome?.kill());

try {
  const chromePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  // chrome-launcher throws from an event handler on a missing binary; fail cleanly instead.
  if (!fs.existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (set CHROMIUM_PATH)`);
  server = await startServer(PORT);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    // We clean up ourselves, so the server is stopped too.
    handleSIGINT: false,
  });
  for (const urlPath of PATHS) {
    const url = new URL(urlPath, server.url).href;
    try {
      const runs: Result[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(url, chrome.port));
      report(url, runs);
    } catch (error) {
      // One page Lighthouse cannot measure (e.g. it answers 404) should not hide the others.
      console.error(`\n${url}\n  Lighthouse could not measure it: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    }
  }
} catch (error) {
  console.error(`Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  chrome?.kill();
  await server?.stop();
}

async function audit(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    logLevel: "error",
    output: "json",
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return lhr;
}

function report(url: string, runs: Result[]) {
  // The run with the median performance score stands for the page, so its other figures agree with it.
  const byPerformance = [...runs].sort((a, b) => score(a, "performance") - score(b, "performance"));
  const lhr = byPerformance[Math.floor((byPerformance.length - 1) / 2)] ?? runs[0];
  if (!lhr) return;

  console.log(`\n${url}  (Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ` +
    `${lhr.configSettings.throttlingMethod} throttling${RUNS > 1 ? `, median of ${RUNS} runs` : ""})`);
  if (RUNS > 1) console.log(`  performance per run: ${runs.map((r) => score(r, "performance")).join(", ")}`);
  for (const id of CATEGORIES) {
    const value = score(lhr, id);
    const target = TARGETS[id];
    console.log(`  ${(lhr.categories[id]?.title ?? id).padEnd(15)} ${String(value).padStart(3)}  ` +
      `(target ${id === "performance" ? "≥ " : ""}${target}: ${value >= target ? "PASS" : "BELOW"})`);
  }
  console.log(`  metrics: ${METRICS.map(([label, id]) => `${label} ${metric(lhr, id)}`).join(" · ")}`);
  for (const warning of lhr.runWarnings) console.log(`  warning: ${warning}`);

  for (const id of CATEGORIES.filter((c) => c !== "performance")) {
    const failing = (lhr.categories[id]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a): a is Result["audits"][string] => a !== undefined)
      .filter((a) => a.scoreDisplayMode === "error" || (!UNSCORED.has(a.scoreDisplayMode) && a.score !== null && a.score < 1));
    if (failing.length === 0) continue;
    console.log(`  failing ${id} audits:`);
    for (const a of failing) {
      const why = a.errorMessage ?? a.explanation ?? a.displayValue;
      console.log(`    - ${a.id}: ${a.title}${why ? ` — ${why}` : ""}`);
      for (const item of offenders(a.details)) console.log(`        ${item}`);
    }
  }
}

function score(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function metric(lhr: Result, id: string): string {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) return "n/a";
  return id === "cumulative-layout-shift" ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/** The first few elements or URLs an audit blames, so a failure says where to look. */
function offenders(details: unknown, limit = 5): string[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  const lines = items.map((item: unknown) => {
    const record = asRecord(item);
    // Elements come as `node` (accessibility) or `source` (SEO); resources as `url`.
    for (const candidate of [asRecord(record.node), asRecord(record.source), record]) {
      const where = candidate.snippet ?? candidate.selector ?? candidate.url;
      if (typeof where === "string") return where.slice(0, 200) + (typeof candidate.line === "number" ? `:${candidate.line + 1}` : "");
    }
    return JSON.stringify(item).slice(0, 200);
  });
  const shown = lines.slice(0, limit);
  return lines.length > limit ? [...shown, `… and ${lines.length - limit} more`] : shown;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}
