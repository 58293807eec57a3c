import { riskSentenceIds, type ReportEvidence } from "~/shared/report-evidence";
import { citedSentenceIds, type ReportDocument } from "../document/report-document";
import { HELP_NOW_SECTION } from "../document/report-outline";
import { definitionOf } from "../kinds";
import type { VerificationFailure } from "./verification-types";

/**
 * A sentence that touches risk (the screen's urgent or review tier) is quoted or cited only where
 * help is offered, the help-now section, and in the kind's flags section (the Therapist Summary's
 * brief). Anywhere else it would be ordinary material: a widower's wish not to wake up quoted under
 * "Health, sleep and meals" beside advice on a morning routine (issue 27). Whoever drafted it, a
 * template, a model or a person, the report cannot be approved so.
 */
export function checkRiskPlacement(document: ReportDocument, evidence: ReportEvidence): VerificationFailure[] {
  const risky = riskSentenceIds(evidence);
  const allowed = new Set([HELP_NOW_SECTION, definitionOf(document.kind).safety.flagsSection]);
  return document.sections.flatMap((section) => {
    if (allowed.has(section.id)) return [];
    const misplaced = [...new Set(citedSentenceIds(section))].filter((id) => risky.has(id));
    return misplaced.map((sentenceId) => ({
      rule: "risk-sentence-placement" as const,
      sectionId: section.id,
      sentenceId,
      message: `Sentence ${sentenceId} touches risk and may appear only in the help-now section or the clinician's brief, not in "${section.id}".`,
    }));
  });
}
