import type { ReportEvidence } from "~/shared/report-evidence";
import type { ReportSection } from "./report-document";
import { scalesBlock } from "./scale-blocks";

/**
 * Code, not a person or a model, puts the client's words into a quote: the
 * text of the cited sentence, exactly. An unknown id is left empty, so
 * verification names it rather than the page showing words from nowhere.
 * Likewise a scales block in an edited section is copied again from the
 * evidence, so an edit cannot change a score (without scales in the evidence
 * it is left as it is, and verification refuses it).
 */
export function withQuoteText(section: ReportSection, evidence: ReportEvidence): ReportSection {
  const text = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence.text]));
  return {
    ...section,
    blocks: section.blocks.map((block) => {
      if (block.type === "quote") return { ...block, text: text.get(block.sentenceId) ?? "" };
      if (block.type === "scales") return scalesBlock(evidence, block.layout, block.riskScreen !== undefined) ?? block;
      return block;
    }),
  };
}
