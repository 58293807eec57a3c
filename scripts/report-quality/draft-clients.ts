import { formDefinitions } from "~/domains/assessments/forms/all-forms";
import type { ReportDocument } from "~/domains/reports/document/report-document";
import type { ReportDrafter } from "~/domains/reports/document/report-drafter";
import { renderReportPdf } from "~/domains/reports/pdf/render-report";
import { verifyReport, type VerificationFailure } from "~/domains/reports/verify/verify-report";
import type { ReportEvidence } from "~/shared/report-evidence";
import type { ReportKind } from "~/shared/report-kinds";
import { clientEvidence } from "./client-evidence";
import type { QualityClient } from "./quality-client";

/** A draft the drafter could not write (a model's timeout or refusal): the bench goes on without it. */
export type FailedDraft = { clientId: string; kind: ReportKind; error: string };

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
 * lane does, timed, verified as the lane verifies, and rendered to count the PDF's pages. A draft
 * that throws is set aside with its error, so one slow model answer does not lose the run.
 */
export async function draftClients(
  clients: readonly QualityClient[],
  drafter: ReportDrafter,
  options: { kinds?: readonly ReportKind[]; render: boolean },
): Promise<{ reports: DraftedReport[]; failed: FailedDraft[] }> {
  const reports: DraftedReport[] = [];
  const failed: FailedDraft[] = [];
  for (const client of clients) {
    const evidence = clientEvidence(client);
    const kinds = formDefinitions[client.formType].reportsOwed.filter((kind) => !options.kinds || options.kinds.includes(kind));
    for (const kind of kinds) {
      const started = performance.now();
      const drafted = await drafter.draft({ kind, evidence }).catch((error: unknown) => {
        failed.push({ clientId: client.id, kind, error: error instanceof Error ? error.message : String(error) });
        return null;
      });
      const draftMs = performance.now() - started;
      if (!drafted) {
        process.stdout.write("x");
        continue;
      }
      const { document } = drafted;
      const { failures } = verifyReport(document, evidence);
      const pages = options.render
        ? (await renderReportPdf({ document, evidence, preparedFor: evidence.firstName, submittedAt: new Date(evidence.submittedAt) })).pages
        : null;
      reports.push({ client, kind, evidence, document, draftMs, pages, failures });
      process.stdout.write(".");
    }
  }
  process.stdout.write("\n");
  return { reports, failed };
}
