import { formDefinitions } from "~/domains/assessments/forms/all-forms";
import type { ReportDocument } from "~/domains/reports/document/report-document";
import type { ReportDrafter } from "~/domains/reports/document/report-drafter";
import { renderReportPdf } from "~/domains/reports/pdf/render-report";
import { verifyReport, type VerificationFailure } from "~/domains/reports/verify/verify-report";
import type { ReportEvidence } from "~/shared/report-evidence";
import type { ReportKind } from "~/shared/report-kinds";
import { clientEvidence } from "./client-evidence";
import type { QualityClient } from "./quality-client";

export type DraftedReport = {
  client: QualityClient;
  kind: ReportKind;
  evidence: ReportEvidence;
  document: ReportDocument;
  draftMs: number;
  /** null when rendering was skipped. */
  pages: number | null;
  failures: VerificationFailure[];
};

/**
 * Each client's reports, every kind its form owes (or only `kinds`), drafted one at a time as the
 * lane does, timed, verified as the lane verifies, and rendered to count the PDF's pages.
 */
export async function draftClients(
  clients: readonly QualityClient[],
  drafter: ReportDrafter,
  options: { kinds?: readonly ReportKind[]; render: boolean },
): Promise<DraftedReport[]> {
  const reports: DraftedReport[] = [];
  for (const client of clients) {
    const evidence = clientEvidence(client);
    const kinds = formDefinitions[client.formType].reportsOwed.filter((kind) => !options.kinds || options.kinds.includes(kind));
    for (const kind of kinds) {
      const started = performance.now();
      const { document } = await drafter.draft({ kind, evidence });
      const draftMs = performance.now() - started;
      const { failures } = verifyReport(document, evidence);
      const pages = options.render
        ? (await renderReportPdf({ document, evidence, preparedFor: evidence.firstName, submittedAt: new Date(evidence.submittedAt) })).pages
        : null;
      reports.push({ client, kind, evidence, document, draftMs, pages, failures });
      process.stdout.write(".");
    }
  }
  process.stdout.write("\n");
  return reports;
}
