import type { ReportEvidence } from "~/shared/report-evidence";
import { reportDocumentSchema, type ReportDocument } from "../../document/report-document";
import { disclaimersSection } from "../../template/common-sections";
import { enneagramContext } from "./context";
import { blindSpotsSection, practicesSection, relationshipsSection, strengthsSection } from "./guide-sections";
import { growthAndStressSection, nearTiesSection, profileSection, typeAndWingSection } from "./sections";

/**
 * The template drafter's Enneagram Report: the nine-score profile first,
 * then the type and wing, near ties, growth and stress, strengths, blind
 * spots, relationships and practices, each pairing the written library with
 * claims that cite the statements the client rated highest. Deterministic:
 * the same ratings always give the same document.
 */
export function draftEnneagramReport(evidence: ReportEvidence): ReportDocument {
  const context = enneagramContext(evidence);
  const document: ReportDocument = {
    kind: "enneagram",
    title: "Enneagram Report",
    subtitle: `${context.label(context.profile.type)}, with a Type ${context.profile.wing} wing`,
    drafter: "template",
    sections: [
      profileSection(context),
      typeAndWingSection(context),
      nearTiesSection(context),
      growthAndStressSection(context),
      strengthsSection(context),
      blindSpotsSection(context),
      relationshipsSection(context),
      practicesSection(context),
      disclaimersSection(),
    ],
  };
  // A bug in the library (an over-long line, an empty list) fails here, not in front of a reviewer.
  return reportDocumentSchema.parse(document);
}
