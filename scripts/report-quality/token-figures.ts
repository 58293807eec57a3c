import type { SummaryRow } from "../support/bench-summary";
import type { CallTokens } from "./fake-model-drafter";

const max = (values: number[]) => Math.max(0, ...values);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** How far above the tokenizer's count the estimate sits, over all prompts. */
const ratio = (calls: readonly CallTokens[]) => (sum(calls.map((call) => call.prompt + call.schema)) / Math.max(1, sum(calls.map((call) => call.counted)))).toFixed(2);

/**
 * Each report's calls and tokens, printed one line per report, and the summary rows against issue
 * 30's target: every call at most REPORT_AI_CONTEXT_TOKENS with the room its answer is given
 * (max_tokens, or the planned 2,048 when unset). Tokens are estimated, erring high (ADR 0068), and
 * counted with GPT-4o's tokenizer to show the estimate does err high.
 */
export function tokenFigures(calls: readonly CallTokens[], contextTokens: number): SummaryRow[] {
  const reports = Map.groupBy(calls, (call) => call.report);
  console.log("\nreport                                            calls  prompt max  answer max  prompt+room max  in total  out total");
  for (const [report, own] of reports) {
    console.log(
      `${report.padEnd(49)} ${String(own.length).padStart(5)}  ${String(max(own.map((call) => call.prompt + call.schema))).padStart(10)}  ${String(max(own.map((call) => call.answer))).padStart(10)}  ` +
        `${String(max(own.map((call) => call.prompt + call.schema + call.room))).padStart(15)}  ${String(sum(own.map((call) => call.prompt + call.schema))).padStart(8)}  ${String(sum(own.map((call) => call.answer))).padStart(9)}`,
    );
  }
  if (calls.length === 0) return [];
  const widest = max(calls.map((call) => call.prompt + call.schema + call.room));
  const perReport = [...reports.values()];
  const largest = calls.reduce((best, call) => (call.prompt + call.schema > best.prompt + best.schema ? call : best));
  return [
    {
      figure: "Largest call, prompt + answer room (est.)",
      measured: `${widest} tokens (prompt ${largest.prompt + largest.schema}, of which schema ${largest.schema}; ${largest.report} §${largest.sections})`,
      target: `≤ ${contextTokens}`,
      verdict: widest <= contextTokens ? "PASS" : "FAIL",
    },
    {
      figure: "Largest call, counted with GPT-4o's tokenizer (o200k) + answer room",
      measured: `${max(calls.map((call) => call.counted + call.room))} tokens (prompt ${max(calls.map((call) => call.counted))})`,
      target: `≤ ${contextTokens}`,
      verdict: max(calls.map((call) => call.counted + call.room)) <= contextTokens ? "PASS" : "FAIL",
    },
    {
      figure: "Estimate at or above the count, every call (prompt; answer)",
      measured: `${calls.filter((call) => call.prompt + call.schema >= call.counted).length}/${calls.length}; ${calls.filter((call) => call.answer >= call.countedAnswer).length}/${calls.length} (estimate / count: ${ratio(calls)})`,
      target: "every call",
      verdict: calls.every((call) => call.prompt + call.schema >= call.counted && call.answer >= call.countedAnswer) ? "PASS" : "FAIL",
    },
    { figure: "Largest answer (est.)", measured: `${max(calls.map((call) => call.answer))} tokens`, target: `≤ room (${max(calls.map((call) => call.room))})`, verdict: max(calls.map((call) => call.answer - call.room)) <= 0 ? "PASS" : "OVER" },
    { figure: "Calls per report", measured: `${Math.min(...perReport.map((own) => own.length))} to ${max(perReport.map((own) => own.length))}`, target: "-", verdict: "INFO" },
    {
      figure: "Tokens per report, in / out (est.)",
      measured: `${Math.round(sum(calls.map((call) => call.prompt + call.schema)) / perReport.length)} / ${Math.round(sum(calls.map((call) => call.answer)) / perReport.length)} mean; most ${max(perReport.map((own) => sum(own.map((call) => call.prompt + call.schema))))} / ${max(perReport.map((own) => sum(own.map((call) => call.answer))))}`,
      target: "-",
      verdict: "INFO",
    },
  ];
}
