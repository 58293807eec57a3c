// PDF render time per report kind, for `npm run bench` (BENCH_ONLY=report-render runs it alone;
// it needs no build and no server). Each kind is rendered once to warm up, then RUNS times;
// printed: median and slowest milliseconds and the page count. Target: 1 s per render.
// Documents: hand-built template drafts of realistic length (app/domains/reports/pdf/example-report.ts)
// until the template drafter writes all four kinds from fictional answers.
import { exampleDocument, exampleEvidence } from "~/domains/reports/pdf/example-report";
import { renderReportPdf } from "~/domains/reports/pdf/render-report";
import type { ReportDocument } from "~/domains/reports/document/report-document";
import { reportKinds, type ReportKind } from "~/shared/report-kinds";

const RUNS = 5;
const TARGET_MS = 1000;
/** How many times each required section repeats, so each kind runs to the length a client receives. */
const LENGTH: Record<ReportKind, number> = { catharsis: 2, "root-cause": 2, enneagram: 1, "therapist-summary": 1 };

export type ReportRenderBenchResult = { kind: ReportKind; medianMs: number; maxMs: number; pages: number }[];

function documentFor(kind: ReportKind): ReportDocument {
  return exampleDocument(kind, LENGTH[kind]);
}

async function timeRender(document: ReportDocument): Promise<{ ms: number; pages: number }> {
  const started = performance.now();
  const { pages } = await renderReportPdf({ document, evidence: exampleEvidence, submittedAt: new Date(exampleEvidence.submittedAt) });
  return { ms: performance.now() - started, pages };
}

export async function benchReportRender(): Promise<{ results: ReportRenderBenchResult; passed: boolean }> {
  console.log(`\nReport PDF render (1 warm-up + ${RUNS} runs per kind, target ≤ ${TARGET_MS} ms each):`);
  const results: ReportRenderBenchResult = [];
  for (const kind of reportKinds) {
    const document = documentFor(kind);
    await timeRender(document);
    const runs: { ms: number; pages: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await timeRender(document));
    const times = runs.map((run) => run.ms).sort((a, b) => a - b);
    const result = { kind, medianMs: times[Math.floor(times.length / 2)] ?? 0, maxMs: times.at(-1) ?? 0, pages: runs[0]?.pages ?? 0 };
    results.push(result);
    const verdict = result.maxMs <= TARGET_MS ? "PASS" : "FAIL";
    console.log(
      `  ${kind.padEnd(18)} median ${result.medianMs.toFixed(0).padStart(5)} ms  max ${result.maxMs.toFixed(0).padStart(5)} ms  ${String(result.pages).padStart(3)} pages  ${verdict}`,
    );
  }
  return { results, passed: results.every((result) => result.maxMs <= TARGET_MS) };
}
