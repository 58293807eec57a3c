// Lighthouse runs against the production build, shared by scripts/lighthouse.ts and
// scripts/bench-lighthouse.ts: the browser, one audit, the median of several, and the figures.
// Lighthouse's default config: mobile form factor, simulated (Lantern) throttling.
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

// Added to chrome-launcher's defaults, which already turn off background networking, component
// updates and the rest of what would compete with the page.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
];
// How often one audit is repeated after Chrome lost its navigation start (see audit()).
const NAVSTART_RETRIES = 2;

/** LIGHTHOUSE_RUNS, or `fallback`: how many runs the median is taken over. */
export function lighthouseRuns(fallback: number): number {
  return Math.max(1, Math.floor(Number(process.env.LIGHTHOUSE_RUNS ?? fallback)) || 1);
}

export interface Browser {
  port: number;
  /** Kills Chrome and removes its profile. Safe to call twice. */
  kill(): void;
}

/** A headless Chrome on a fresh profile (chrome-launcher's default flags plus ours). */
export async function launchChrome(): Promise<Browser> {
  const chromePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  // chrome-launcher throws from an event handler on a missing binary; fail cleanly instead.
  if (!fs.existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (set CHROMIUM_PATH)`);
  // The caller cleans up, so its server is stopped too; the exit hook is the last resort.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, handleSIGINT: false });
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    process.off("exit", kill);
    chrome.kill();
  };
  process.on("exit", kill);
  return { port: chrome.port, kill };
}

/**
 * One Lighthouse run of `url`. NO_NAVSTART is Chrome losing the measurement, not the page failing:
 * Lighthouse's trace is scoped to its tab's processes, the page commits in a new renderer (from
 * about:blank to the site always swaps process), and Chrome adds that process to the trace's
 * process filter asynchronously. When the renderer commits first (likeliest on a busy machine or a
 * fresh Chrome), its navigationStart never reaches the trace. A warm-up run, skipAboutBlank and
 * turning off site isolation all left the race in place, so that one run is repeated, and it says so.
 */
export async function audit(url: string, port: number): Promise<Result> {
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      logLevel: "error",
      output: "json",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`no result for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError?.code === "NO_NAVSTART" && attempt < NAVSTART_RETRIES) {
      console.error(`  ${url}: Chrome dropped the navigation start from its trace (NO_NAVSTART); running it again`);
      continue;
    }
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    return result.lhr;
  }
}

/** `runs` audits of `url`; the run with the median performance score stands for the page, so its other figures agree with it. */
export async function auditMedian(url: string, port: number, runs: number): Promise<{ median: Result; runs: Result[] }> {
  const results: Result[] = [];
  for (let i = 0; i < runs; i++) results.push(await audit(url, port));
  const byPerformance = [...results].sort((a, b) => score(a, "performance") - score(b, "performance"));
  const median = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  if (!median) throw new Error(`no runs of ${url}`);
  return { median, runs: results };
}

/** A category's score out of 100. */
export function score(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

/** An audit's numeric value (milliseconds for timings), if it has one. */
export function metricValue(lhr: Result, id: string): number | undefined {
  return lhr.audits[id]?.numericValue;
}

/** An audit's value for reading: milliseconds, or CLS to three places. */
export function metric(lhr: Result, id: string): string {
  const value = metricValue(lhr, id);
  if (value === undefined) return "n/a";
  return id === "cumulative-layout-shift" ? value.toFixed(3) : `${Math.round(value)} ms`;
}
