// Load generation shared by the bench's sections: autocannon against one target, 50 connections,
// for a fixed time or a fixed number of requests, and the table its results print as.
import autocannon from "autocannon";

export const CONNECTIONS = 50;

/** One load target. */
export interface BenchTarget {
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

export function load(origin: string, target: BenchTarget, seconds: number, run: "warmup" | "measured"): Promise<autocannon.Result> {
  const { path: urlPath, setupRequest, onResponse, ...request } = target.request;
  const hooks = setupRequest || onResponse ? { requests: [{ ...request, path: urlPath, setupRequest, onResponse }] } : {};
  // Counted requests wait as long as it takes: an answer given up on is an order id never seen.
  const length = target.amount ? { amount: target.amount[run], timeout: 60 } : { duration: seconds };
  return autocannon({ ...request, url: origin + urlPath, title: target.name, connections: CONNECTIONS, ...length, ...hooks });
}

export function printTable(results: Map<BenchTarget, autocannon.Result>) {
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


export function positiveNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`Expected a positive number, got "${value}"`);
  return parsed;
}
