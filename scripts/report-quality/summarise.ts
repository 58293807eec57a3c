import type { SummaryRow, Verdict } from "../support/bench-summary";
import type { DraftedReport, FailedDraft } from "./draft-clients";
import { fleschKincaidGrade, mean, sameness, sentenceKey, sentencesInMostReports, topicCoverage } from "./metrics";
import { FIXED_SECTIONS, reportSentences, roleMisfits } from "./report-text";

// Issue 28's targets.
const SAMENESS_TARGET = 0.4;
const GRADE_TARGET = 8;
const CATHARSIS_MIN_PAGES = 10;
const QUOTE_RULES = new Set(["quote-mismatch", "quote-in-prose", "unknown-sentence"]);
const CLIENT_KINDS = new Set(["catharsis", "root-cause"]);
/** How many of the most shared fixed sentences the bench prints. */
const WORST_SHOWN = 12;

const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
const verdict = (passed: boolean, missed: Verdict = "OVER"): Verdict => (passed ? "PASS" : missed);

/** Each report's figures, printed one line per report, then the summary rows against issue 28's targets. */
export function summarise(reports: readonly DraftedReport[], failed: readonly FailedDraft[] = []): SummaryRow[] {
  const same = samenessByReport(reports);
  const lines = reports.map((report) => {
    const topics = topicCoverage(reportSentences(report.document, FIXED_SECTIONS).join(" "), report.client.salientTopics);
    return {
      report,
      same: same.get(report),
      grade: fleschKincaidGrade(reportSentences(report.document)),
      topics,
      misfits: roleMisfits(report.document, report.evidence, report.client.neverSupports),
    };
  });

  console.log("\nclient                             kind               same  grade  topics  misfits  pages  draft ms  failures");
  for (const line of lines) {
    const { report } = line;
    console.log(
      `${report.client.id.padEnd(34)} ${report.kind.padEnd(18)} ${(line.same === undefined ? "-" : percent(line.same)).padStart(4)}  ${line.grade.toFixed(1).padStart(5)}  ` +
        `${`${line.topics.addressed.length}/${report.client.salientTopics.length}`.padStart(6)}  ${String(line.misfits.length).padStart(7)}  ` +
        `${String(report.pages ?? "-").padStart(5)}  ${report.draftMs.toFixed(0).padStart(8)}  ${String(report.failures.length).padStart(8)}`,
    );
  }
  for (const line of lines.filter((candidate) => candidate.report.kind === "catharsis" && candidate.topics.missed.length > 0)) {
    console.log(`  ${line.report.client.id}: Catharsis Report misses ${line.topics.missed.join("; ")}`);
  }
  for (const line of lines) {
    for (const misfit of line.misfits) console.log(`  misfit: ${line.report.client.id} ${line.report.kind} §${misfit.sectionId} ${misfit.sentenceId} (${misfit.reason})`);
  }
  for (const report of reports) {
    for (const failure of report.failures) console.log(`  verification: ${report.client.id} ${report.kind} ${failure.rule}: ${failure.message}`);
  }

  for (const draft of failed) console.log(`  draft failed: ${draft.clientId} ${draft.kind}: ${draft.error}`);

  const rows: SummaryRow[] = [{ figure: "Drafts that failed", measured: String(failed.length), target: "0", verdict: verdict(failed.length === 0, "FAIL") }];
  if (reports.length === 0) return rows;
  const compared = lines.filter((line): line is typeof line & { same: number } => line.same !== undefined);
  for (const form of new Set(compared.map((line) => line.report.client.formType))) {
    const own = compared.filter((line) => line.report.client.formType === form);
    const byKind = [...new Set(own.map((line) => line.report.kind))].map((kind) => `${kind} ${percent(mean(own.filter((line) => line.report.kind === kind).map((line) => line.same)))}`);
    const share = mean(own.map((line) => line.same));
    rows.push({ figure: `Sameness, ${form}`, measured: `${percent(share)} (${byKind.join(", ")})`, target: `≤ ${percent(SAMENESS_TARGET)}`, verdict: verdict(share <= SAMENESS_TARGET) });
  }
  if (compared.length > 0) {
    const overall = mean(compared.map((line) => line.same));
    rows.push({ figure: "Sameness, all forms", measured: percent(overall), target: `≤ ${percent(SAMENESS_TARGET)}`, verdict: verdict(overall <= SAMENESS_TARGET) });
  }

  rows.push(...mostReportsRow(reports));

  const misfits = lines.flatMap((line) => line.misfits);
  const listed = misfits.filter((misfit) => misfit.reason === "listed").length;
  rows.push({ figure: "Role misfits", measured: `${misfits.length} (${listed} listed, ${misfits.length - listed} by withdrawal words)`, target: "0", verdict: verdict(misfits.length === 0) });

  const catharsis = lines.filter((line) => line.report.kind === "catharsis");
  if (catharsis.length > 0) {
    const topics = mean(catharsis.map((line) => line.topics.share));
    rows.push({ figure: "Salient topics addressed, Catharsis Report", measured: percent(topics), target: "100%", verdict: verdict(topics === 1) });
  }
  const topicsAll = mean(lines.map((line) => line.topics.share));
  rows.push({ figure: "Salient topics addressed, every report", measured: percent(topicsAll), target: "-", verdict: "INFO" });

  const clientGrades = lines.filter((line) => CLIENT_KINDS.has(line.report.kind)).map((line) => line.grade);
  if (clientGrades.length > 0) {
    const worst = Math.max(...clientGrades);
    rows.push({ figure: "Reading grade (FK), client reports", measured: `mean ${mean(clientGrades).toFixed(1)}, worst ${worst.toFixed(1)}`, target: `≤ ${GRADE_TARGET}`, verdict: verdict(worst <= GRADE_TARGET) });
  }
  const clinician = lines.filter((line) => line.report.kind === "therapist-summary").map((line) => line.grade);
  if (clinician.length > 0) rows.push({ figure: "Reading grade (FK), Therapist Summary", measured: `mean ${mean(clinician).toFixed(1)}`, target: "-", verdict: "INFO" });

  const pages = catharsis.map((line) => line.report.pages).filter((count): count is number => count !== null);
  if (pages.length > 0) {
    const fewest = Math.min(...pages);
    rows.push({ figure: "Pages, Catharsis Report", measured: `${fewest} to ${Math.max(...pages)}`, target: `≥ ${CATHARSIS_MIN_PAGES}`, verdict: verdict(fewest >= CATHARSIS_MIN_PAGES, "FAIL") });
  }
  const failures = reports.flatMap((report) => report.failures);
  const quoteFailures = failures.filter((failure) => QUOTE_RULES.has(failure.rule)).length;
  const uncited = failures.filter((failure) => failure.rule === "claim-without-evidence").length;
  rows.push({ figure: "Quotes not exact (verification)", measured: String(quoteFailures), target: "0", verdict: verdict(quoteFailures === 0, "FAIL") });
  rows.push({ figure: "Claims not cited (verification)", measured: String(uncited), target: "0", verdict: verdict(uncited === 0, "FAIL") });
  const other = failures.length - quoteFailures - uncited;
  rows.push({ figure: "Other verification failures", measured: String(other), target: "0", verdict: verdict(other === 0, "FAIL") });

  const times = reports.map((report) => report.draftMs);
  rows.push({ figure: "Drafting time per report", measured: `mean ${mean(times).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms`, target: "-", verdict: "INFO" });
  rows.push({ figure: "Reports drafted", measured: `${reports.length} (${new Set(reports.map((r) => r.client.id)).size} clients)`, target: "-", verdict: "INFO" });
  return rows;
}

/** Each report against the other clients' reports of the same kind and form, outside the fixed sections; none for a report alone in its group. */
function samenessByReport(reports: readonly DraftedReport[]): Map<DraftedReport, number> {
  const result = new Map<DraftedReport, number>();
  const groups = Map.groupBy(reports, (report) => `${report.client.formType} ${report.kind}`);
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const shares = sameness(new Map(group.map((report) => [report.client.id, reportSentences(report.document, FIXED_SECTIONS)])));
    for (const report of group) result.set(report, shares.get(report.client.id) ?? 0);
  }
  return result;
}


/**
 * Issue 28: no sentence of our own (outside help-now, the disclaimers and the contents) in more
 * than half of a form's reports of one kind. Counted per form and kind, summed per kind.
 */
function mostReportsRow(reports: readonly DraftedReport[]): SummaryRow[] {
  const byKind = new Map<string, number>();
  const byForm = new Map<string, number>();
  // Each such sentence with the forms it is fixed in, to print the worst: those fixed in the most forms.
  const worst = new Map<string, { text: string; kind: string; forms: number }>();
  for (const group of Map.groupBy(reports, (report) => `${report.client.formType} ${report.kind}`).values()) {
    const { kind, client } = group[0]!;
    const found = sentencesInMostReports(new Map(group.map((report) => [report.client.id, reportSentences(report.document, FIXED_SECTIONS)])));
    // QUALITY_SHOW_FIXED=1 prints them all, to find the sentences still written alike for everyone.
    if (process.env.QUALITY_SHOW_FIXED === "1") for (const sentence of found) console.log(`  fixed: ${client.formType} ${kind}: ${sentence}`);
    byKind.set(kind, (byKind.get(kind) ?? 0) + found.length);
    byForm.set(client.formType, (byForm.get(client.formType) ?? 0) + found.length);
    for (const text of found) {
      const key = `${kind} ${sentenceKey(text)}`;
      const entry = worst.get(key) ?? { text, kind, forms: 0 };
      entry.forms++;
      worst.set(key, entry);
    }
  }
  const shown = [...worst.values()].sort((a, b) => b.forms - a.forms).slice(0, WORST_SHOWN);
  if (shown.length > 0) console.log(`
The sentences fixed in the most forms (of ${worst.size}; QUALITY_SHOW_FIXED=1 lists every one):`);
  for (const entry of shown) console.log(`  ${entry.forms} forms, ${entry.kind}: ${entry.text}`);
  const total = [...byKind.values()].reduce((sum, count) => sum + count, 0);
  const counts = (map: Map<string, number>) => [...map].map(([name, count]) => `${name} ${count}`).join(", ");
  return [
    { figure: "Fixed sentences in over half of a form's reports", measured: `${total} (${counts(byKind)})`, target: "0", verdict: verdict(total === 0) },
    { figure: "Fixed sentences, by form", measured: counts(byForm), target: "-", verdict: "INFO" },
  ];
}
