import type { ReportEvidence } from "~/shared/report-evidence";
import type { ReportDocument } from "../document/report-document";
import { evidenceScales, sameRiskScreen, sameScales, scalesBlocksOf } from "../document/scale-blocks";
import { definitionOf } from "../kinds";
import type { VerificationFailure } from "./verification-types";

/**
 * The validated scales are the client's scores as code computed them
 * (issue 18): every scales block must match the evidence figure for figure
 * and word for word, whoever last touched the document, and a report written
 * from a form with scales must show them where its kind's definition puts
 * them (the client's charts; the clinician brief's table too). The direct risk screen (ADR 0058)
 * travels in the same blocks and is held to the same rule.
 */
export function checkScales(document: ReportDocument, evidence: ReportEvidence): VerificationFailure[] {
  const scales = evidenceScales(evidence);
  const blocks = scalesBlocksOf(document);
  const failures: VerificationFailure[] = blocks
    .filter(({ block }) => !sameScales(block.scales, scales) || (block.riskScreen !== undefined && !sameRiskScreen(block.riskScreen, evidence.riskScreen)))
    .map(({ sectionId }) => ({
      rule: "scale-scores",
      sectionId,
      message:
        scales.length === 0
          ? `"${sectionId}" shows validated scales, but the client answered none.`
          : `The scales in "${sectionId}" differ from the scores computed from the client's answers (${scales.map((scale) => scale.name).join(", ")}).`,
    }));
  if (scales.length === 0) return failures;

  const names = scales.map((scale) => scale.name).join(", ");
  const { chartsSection: chartSection, tableSection } = definitionOf(document.kind).scales;
  if (chartSection && !blocks.some(({ block }) => block.layout === "charts")) {
    failures.push({ rule: "scale-scores", sectionId: chartSection, message: `The report does not show the client's scales (${names}) as charts.` });
  }
  const hasTable = blocks.some(({ sectionId, block }) => sectionId === tableSection && block.layout === "table");
  if (tableSection && !hasTable) {
    // The Therapist Summary's brief is the only kind's table so far, hence "The brief".
    failures.push({ rule: "scale-scores", sectionId: tableSection, message: `The brief has no table of the client's scales (${names}).` });
  }
  // The risk screen (ADR 0058) is shown where the kind shows scales to its reader: the clinician's table, else the charts.
  const screenSection = tableSection ?? chartSection;
  const screenBlocks = blocks.filter(({ sectionId }) => sectionId === screenSection);
  if (evidence.riskScreen && screenBlocks.length > 0 && !screenBlocks.some(({ block }) => block.riskScreen !== undefined)) {
    failures.push({ rule: "scale-scores", sectionId: screenSection, message: `"${screenSection}" does not show the ASQ's result with the scales.` });
  }
  return failures;
}
