// The bench's Lighthouse row: lab scores of `/` and `/pricing` on the server the bench already
// runs, mobile with Lighthouse's default simulated throttling, the median of 3 runs each
// (LIGHTHOUSE_RUNS overrides). The targets: performance ≥ 98 and LCP ≤ 1.5 s on mobile
// `/pricing`. It measures; judging the figures against those targets is the caller's.
import { auditMedian, launchChrome, lighthouseRuns, metricValue, score } from "./support/lighthouse-audit";

const PATHS = ["/", "/pricing"];

export interface LighthouseRow {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
}

/** Audits `origin` (e.g. http://127.0.0.1:3201) in a Chrome of its own, killed before it returns. */
export async function benchLighthouse(origin: string): Promise<{ rows: LighthouseRow[] }> {
  const runs = lighthouseRuns(3);
  const chrome = await launchChrome();
  try {
    const rows: LighthouseRow[] = [];
    for (const path of PATHS) {
      const { median } = await auditMedian(new URL(path, origin).href, chrome.port, runs);
      rows.push({
        path,
        performance: score(median, "performance"),
        accessibility: score(median, "accessibility"),
        bestPractices: score(median, "best-practices"),
        seo: score(median, "seo"),
        lcpMs: Math.round(metricValue(median, "largest-contentful-paint") ?? Number.NaN),
      });
    }
    return { rows };
  } finally {
    chrome.kill();
  }
}
