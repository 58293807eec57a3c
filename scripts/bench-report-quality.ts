// Report quality (issue 28): drafts every report the four written forms owe for the twelve fictional
// clients of scripts/report-quality/clients, with the template drafter, or with the model drafter
// when REPORT_DRAFTER=model and REPORT_AI_* are set (the same figures for a model). Prints, per
// report and against issue 28's targets: sentence sameness between clients of the same form and
// kind, role misfits, salient topics addressed, Flesch–Kincaid reading grade, pages, drafting time,
// and verification (quotes exact, claims cited). `npm run bench:quality`, or BENCH_ONLY=report-quality
// in `npm run bench`. QUALITY_KINDS=catharsis,root-cause limits the kinds; QUALITY_PDF=0 skips the PDFs.
import { pathToFileURL } from "node:url";
import { getEnv } from "~/config/env.server";
import { createReportDrafter } from "~/domains/reports/create-drafter.server";
import type { ReportDrafter } from "~/domains/reports/document/report-drafter";
import { templateDrafter } from "~/domains/reports/template/template-drafter";
import { reportKinds, type ReportKind } from "~/shared/report-kinds";
import { qualityClients } from "./report-quality/clients";
import { draftClients } from "./report-quality/draft-clients";
import { summarise } from "./report-quality/summarise";
import { printSummary, recordFigure, type SummaryRow } from "./support/bench-summary";

function chosenDrafter(): ReportDrafter {
  return process.env.REPORT_DRAFTER === "model" ? createReportDrafter(getEnv()) : templateDrafter;
}

function chosenKinds(): ReportKind[] | undefined {
  const listed = process.env.QUALITY_KINDS?.split(",").map((kind) => kind.trim()).filter(Boolean);
  if (!listed?.length) return undefined;
  const unknown = listed.filter((kind) => !(reportKinds as readonly string[]).includes(kind));
  if (unknown.length > 0) throw new Error(`QUALITY_KINDS names unknown kinds: ${unknown.join(", ")}`);
  return listed as ReportKind[];
}

export async function benchReportQuality(): Promise<SummaryRow[]> {
  const drafter = chosenDrafter();
  const kinds = chosenKinds();
  console.log(`\nReport quality: ${qualityClients.length} fictional clients, ${drafter.name} drafter${kinds ? `, kinds ${kinds.join(", ")}` : ""}`);
  const { reports, failed } = await draftClients(qualityClients, drafter, { ...(kinds ? { kinds } : {}), render: process.env.QUALITY_PDF !== "0" });
  return summarise(reports, failed);
}

// Run directly (`npm run bench:quality`), not when bench.ts imports it. A missed target is OVER; a
// broken promise (a verification failure, a short Catharsis Report) is FAIL and sets the exit code.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  (await benchReportQuality()).forEach(recordFigure);
  if (!printSummary()) process.exitCode = 1;
}
