import type { EvidenceSentence } from "~/shared/report-evidence";
import type { ReportDocument } from "../document/report-document";
import type { VerificationFailure } from "./verification-types";

/**
 * Every sentence id the report cites must be one of this submission's
 * sentences (a made-up id, or another client's, is refused), every quote must
 * be that sentence exactly, and every claim must rest on at least one.
 */
export function checkEvidence(document: ReportDocument, sentences: ReadonlyMap<string, EvidenceSentence>): VerificationFailure[] {
  const failures: VerificationFailure[] = [];
  for (const section of document.sections) {
    const reported = new Set<string>();
    const cite = (id: string) => {
      if (sentences.has(id) || reported.has(id)) return;
      reported.add(id);
      failures.push({
        rule: "unknown-sentence",
        sectionId: section.id,
        sentenceId: id,
        message: `"${section.id}" cites ${id}, which is not a sentence of this client's answers.`,
      });
    };

    section.blocks.forEach((block, index) => {
      const at = `block ${index + 1}`;
      switch (block.type) {
        case "paragraph":
          block.claims.forEach((claim, n) => {
            claim.evidence.forEach(cite);
            if (claim.evidence.length === 0) {
              failures.push({
                rule: "claim-without-evidence",
                sectionId: section.id,
                message: `In "${section.id}", ${at}, claim ${n + 1} cites none of the client's sentences.`,
              });
            }
          });
          break;
        case "plan":
          block.steps.forEach((step) => step.evidence.forEach(cite));
          break;
        case "risk-flags":
          block.flags.forEach((flag) => flag.sentenceIds.forEach(cite));
          break;
        case "quote": {
          const sentence = sentences.get(block.sentenceId);
          if (!sentence) cite(block.sentenceId);
          else if (block.text !== sentence.text) {
            failures.push({
              rule: "quote-mismatch",
              sectionId: section.id,
              sentenceId: block.sentenceId,
              message: `The quote in "${section.id}" (${at}) does not match sentence ${block.sentenceId}.`,
            });
          }
          break;
        }
        default:
          break;
      }
    });
  }
  return failures;
}
