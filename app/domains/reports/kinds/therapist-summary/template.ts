import type { ReportEvidence } from "~/shared/report-evidence";
import { reportDocumentSchema, type ReportDocument } from "../../document/report-document";
import { clinicianDisclaimersSection } from "../../template/common-sections";
import { briefSection } from "./brief";
import { summaryContext } from "./context";
import { considerationsSection } from "./considerations";
import { goalsSection, presentingConcernsSection, strengthsSection, themesSection } from "./sections";

/**
 * The template drafter's Therapist Summary for a written form: a one-page
 * clinician brief first (presenting concerns, every screen flag with its
 * sentences, explicit denials, what the form did not ask, scores, goals),
 * then the detail: concerns, themes in the client's words, strengths,
 * goals and careful considerations. Flagged sentences are cited, never
 * quoted, outside the brief's risk flags. Deterministic.
 */
export function draftTherapistSummary(evidence: ReportEvidence): ReportDocument {
  const context = summaryContext(evidence);
  const document: ReportDocument = {
    kind: "therapist-summary",
    title: "Therapist Summary",
    subtitle: `From ${evidence.firstName ? `${evidence.firstName}'s` : "the client's"} written answers to the ${evidence.formName}`,
    drafter: "template",
    sections: [
      briefSection(context),
      presentingConcernsSection(context),
      themesSection(context),
      strengthsSection(context),
      goalsSection(context),
      considerationsSection(context),
      clinicianDisclaimersSection(),
    ],
  };
  return reportDocumentSchema.parse(document);
}
