// PDF render time per report kind, for `npm run bench` (BENCH_ONLY=report-render runs it alone;
// it needs no build and no server). Each kind is drafted once by the template drafter from
// fictional answers (the marriage survey with its crisis sentence, so the help-now section and
// the clinician brief's risk flags are in; the sample client's Enneagram ratings), then rendered
// once to warm up and RUNS times. Printed: median and slowest milliseconds and the page count.
// Target: the slowest run of each kind within 1 s.
import { prepareEvidence } from "~/domains/assessments/evidence/prepare-evidence";
import { enneagramVersion } from "~/domains/assessments/enneagram/statements";
import { sampleEnneagramRatings } from "~/domains/assessments/samples/fictional-answers";
import { renderReportPdf } from "~/domains/reports/pdf/render-report";
import { templateDrafter } from "~/domains/reports/template/template-drafter";
import type { ReportEvidence } from "~/shared/report-evidence";
import { reportKindFacts, reportKinds, type ReportKind } from "~/shared/report-kinds";
import { fictionalEvidence } from "../tests/support/fictional-answers";

const RUNS = 5;
const TARGET_MS = 1000;

export type ReportRenderBenchResult = { kind: ReportKind; medianMs: number; maxMs: number; pages: number }[];

function evidenceFor(kind: ReportKind): ReportEvidence {
  if (reportKindFacts[kind].writtenFrom === "topic-form") return fictionalEvidence("marriage", { flagged: true });
  return prepareEvidence({
    submissionId: "bench-enneagram",
    formType: "enneagram",
    bankVersion: enneagramVersion,
    submittedAt: new Date("2026-11-20T15:00:00Z"),
    answers: sampleEnneagramRatings,
  });
}

export async function benchReportRender(): Promise<{ results: ReportRenderBenchResult; passed: boolean }> {
  console.log(`\nReport PDF render (template drafts of fictional answers; 1 warm-up + ${RUNS} runs per kind; target: slowest ≤ ${TARGET_MS} ms):`);
  const results: ReportRenderBenchResult = [];
  for (const kind of reportKinds) {
    const evidence = evidenceFor(kind);
    const { document } = await templateDrafter.draft({ kind, evidence });
    const input = { document, evidence, submittedAt: new Date(evidence.submittedAt) };
    let pages = (await renderReportPdf(input)).pages;
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      pages = (await renderReportPdf(input)).pages;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const result = { kind, medianMs: times[Math.floor(times.length / 2)] ?? 0, maxMs: times.at(-1) ?? 0, pages };
    results.push(result);
    console.log(
      `  ${kind.padEnd(18)} median ${result.medianMs.toFixed(0).padStart(5)} ms  max ${result.maxMs.toFixed(0).padStart(5)} ms  ` +
        `${String(pages).padStart(3)} pages  ${result.maxMs <= TARGET_MS ? "PASS" : "FAIL"}`,
    );
  }
  return { results, passed: results.every((result) => result.maxMs <= TARGET_MS) };
}
