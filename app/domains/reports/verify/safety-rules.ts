import type { ReportEvidence } from "~/shared/report-evidence";
import type { ReportDocument, RiskFlag } from "../document/report-document";
import { answerBehindFlag, screenCategories } from "../document/screen-flags";
import { definitionOf } from "../kinds";
import type { VerificationFailure } from "./verification-types";

/**
 * Safety flags only ever accumulate (docs/product.md, "Reports"): every
 * category the screen found is in the section a kind lists flags in (the
 * Therapist Summary's brief, its definition's `safety.flagsSection`) with the
 * sentence behind it (PHQ-9 item 9 and the ASQ with their answers instead), and a flag in one revision (the screen's, a model's
 * or a reviewer's) is in every later one. Only staff clear a flag, and they
 * do it on the submission, not by editing a report.
 */
export function checkSafetyFlags(document: ReportDocument, evidence: ReportEvidence, previous?: ReportDocument): VerificationFailure[] {
  return [...checkScreenFlags(document, evidence), ...(previous ? checkNoFlagRemoved(document, previous) : [])];
}

/** The flags a document carries: its kind's flags section's (the Therapist Summary's brief), or any risk-flags block in a kind without one. */
function flagsOf(document: ReportDocument): RiskFlag[] {
  const flagsSection = definitionOf(document.kind).safety.flagsSection;
  const sections = flagsSection ? document.sections.filter((section) => section.id === flagsSection) : document.sections;
  return sections.flatMap((section) => section.blocks.flatMap((block) => (block.type === "risk-flags" ? block.flags : [])));
}

const sameCategory = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Screen categories are codes ("self-harm"); a flag a person or model added may be free text, which is never echoed. */
function nameOf(category: string, position: number): string {
  return /^[a-z][a-z0-9-]{0,40}$/.test(category) ? `"${category}"` : `number ${position + 1}`;
}

function checkScreenFlags(document: ReportDocument, evidence: ReportEvidence): VerificationFailure[] {
  // The messages call it "the brief": the Therapist Summary's is the only flags section so far.
  const flagsSection = definitionOf(document.kind).safety.flagsSection;
  if (!flagsSection) return [];
  const flags = flagsOf(document);
  const failures: VerificationFailure[] = [];
  screenCategories(evidence).forEach((category, position) => {
    const name = nameOf(category, position);
    const flagged = flags.filter((flag) => sameCategory(flag.category, category));
    const cited = flagged.flatMap((flag) => flag.sentenceIds);
    // PHQ-9 item 9 and the ASQ rest on the client's answers (the brief prints them), not on a sentence; only when those answers raise them.
    if (flagged.length > 0 && answerBehindFlag(category.trim().toLowerCase(), evidence)) return;
    if (cited.length === 0) {
      failures.push({
        rule: "safety-flag-missing",
        sectionId: flagsSection,
        message:
          flagged.length === 0
            ? `The brief has no risk flag for the screen's category ${name}.`
            : `The brief's risk flag for ${name} cites none of the client's sentences.`,
      });
      return;
    }
    // Where the screen knows which sentences hit, the flag shows one of them, not any sentence.
    const hits = evidence.sentences.filter((sentence) => sentence.safetyCategories.some((hit) => sameCategory(hit, category))).map((sentence) => sentence.id);
    if (hits.length > 0 && !cited.some((id) => hits.includes(id))) {
      failures.push({
        rule: "safety-flag-missing",
        sectionId: flagsSection,
        sentenceId: hits[0],
        message: `The brief's risk flag for ${name} cites none of the sentences the screen flagged (${hits.join(", ")}).`,
      });
    }
  });
  return failures;
}

function checkNoFlagRemoved(document: ReportDocument, previous: ReportDocument): VerificationFailure[] {
  const current = flagsOf(document);
  const sectionId = definitionOf(document.kind).safety.flagsSection;
  const seen = new Set<string>();
  const failures: VerificationFailure[] = [];
  flagsOf(previous).forEach((flag, position) => {
    const key = flag.category.trim().toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    if (current.some((kept) => sameCategory(kept.category, flag.category))) return;
    failures.push({
      rule: "safety-flag-removed",
      sectionId,
      message: `Risk flag ${nameOf(flag.category, position)} (added by the ${flag.addedBy}) was in the previous revision and is gone; flags are never removed from a report.`,
    });
  });
  return failures;
}
