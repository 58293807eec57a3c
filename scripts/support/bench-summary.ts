// The figures in one table at the end of `npm run bench`: each section records the
// rows it measured, and the bench prints them together, so one run answers every row.

export type Verdict = "PASS" | "OVER" | "FAIL" | "INFO";

export interface SummaryRow {
  /** What is measured, e.g. "GET / vs largest static asset, 50 connections". */
  figure: string;
  /** The measured figure as printed, e.g. "0.82× (512 vs 624 req/s), p99 91 vs 70 ms". */
  measured: string;
  /** The target as printed, e.g. "≥ 0.7×, p99 ≤ 1.5× static". */
  target: string;
  verdict: Verdict;
}

const rows: SummaryRow[] = [];

export function recordFigure(row: SummaryRow): void {
  rows.push(row);
}

/** Prints the recorded rows; returns true when none failed (OVER is a missed target, FAIL a broken promise). */
export function printSummary(): boolean {
  if (rows.length === 0) return true;
  const header: [string, string, string, string] = ["figure", "measured", "target", "verdict"];
  const cells = rows.map((row) => [row.figure, row.measured, row.target, row.verdict]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((cell) => cell[i]?.length ?? 0)));
  const line = (cell: string[]) => cell.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ").trimEnd();
  console.log("\nSummary");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const cell of cells) console.log(line(cell));
  return rows.every((row) => row.verdict !== "FAIL");
}
