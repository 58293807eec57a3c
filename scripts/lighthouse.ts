// Lighthouse scores of the production build, as a measurement (exit 0 when
// below target; exit 1 only when Lighthouse itself cannot run).
// Usage: `npm run lighthouse -- / /pricing`; LIGHTHOUSE_RUNS=3 reports the median run.
import type { Result } from "lighthouse";
import { startServer, stopOnSignal, type RunningServer } from "./support/start-server";
import { CATEGORIES, auditMedian, launchChrome, lighthouseRuns, metric, score, type Browser, type Category } from "./support/lighthouse-audit";

// LIGHTHOUSE_PORT lets it run beside another measurement.
const PORT = Number(process.env.LIGHTHOUSE_PORT) || 3202;
const RUNS = lighthouseRuns(1);
const PATHS = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/"];
const TARGETS: Record<Category, number> = {
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
let chrome: Browser | undefined;
stopOnSignal(() => chrome?.kill());

try {
  server = await startServer(PORT);
  chrome = await launchChrome();
  for (const urlPath of PATHS) {
    const url = new URL(urlPath, server.url).href;
    try {
      const { median, runs } = await auditMedian(url, chrome.port, RUNS);
      report(url, median, runs);
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

function report(url: string, lhr: Result, runs: Result[]) {
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
