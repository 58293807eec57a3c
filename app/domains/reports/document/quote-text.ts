import type { ReportEvidence } from "~/shared/report-evidence";
import type { ReportSection } from "./report-document";

/**
 * Code, not a person or a model, puts the client's words into a quote: the
 * text of the cited sentence, exactly. An unknown id is left empty, so
 * verification names it rather than the page showing words from nowhere.
 */
export function withQuoteText(section: ReportSection, evidence: ReportEvidence): ReportSection {
  const text = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence.text]));
  return {
    ...section,
    blocks: section.blocks.map((block) => (block.type === "quote" ? { ...block, text: text.get(block.sentenceId) ?? "" } : block)),
  };
}
