import type { ReportEvidence } from "~/shared/report-evidence";
import { reportKindLabels } from "~/shared/report-kinds";
import type { DraftRequest, RedraftRequest } from "../document/report-drafter";
import { SECTION_BLOCK_LIMIT, type DraftPart } from "./part-plan";
import { evidenceText, instructionsFor, sectionIds, type ModelPrompt } from "./prompts";

/**
 * What one call of a report drafted in parts says (ADR 0068). The
 * instructions are the kind's, word for word the same in every call, so a
 * server that caches a prompt's prefix reuses them; the call's own words,
 * which sections and which of the client's sentences, come after.
 */
export function partPrompt({ kind, evidence, reviewerNote }: DraftRequest, part: DraftPart): ModelPrompt {
  const outline = sectionIds(kind, evidence);
  return {
    instructions: instructionsFor(kind),
    prompt: [
      `Write part of the ${reportKindLabels[kind]} for this client as JSON matching the schema: only these sections, in this order, with exactly these ids: ${part.sectionIds.join(", ")}.`,
      `The whole report has these sections, in order: ${outline.join(", ")}. Other calls write the others; do not repeat them.`,
      part.chunk ? chunkRule(part.sectionIds[0] ?? "", part.chunk) : "",
      reviewerNote ? `A reviewer sent the previous draft back with this note; follow it where it concerns these sections:\n${reviewerNote}` : "",
      evidenceText(partEvidence(evidence, part), { flags: part.flags }),
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}

/** A re-draft of one section: its current words and its own share of the answers, not the whole report (which may not fit). */
export function sectionRedraftPrompt({ kind, evidence, sectionId, current, reviewerNote }: RedraftRequest, part: DraftPart): ModelPrompt {
  const section = current.sections.find((candidate) => candidate.id === sectionId);
  return {
    instructions: instructionsFor(kind),
    prompt: [
      `Write again only the section with id "${sectionId}" of this ${reportKindLabels[kind]}, as JSON matching the schema: one section with exactly these ids: ${sectionId}. Keep the id "${sectionId}".`,
      reviewerNote ? `The reviewer asked for it with this note; follow it:\n${reviewerNote}` : "",
      section ? `The section as it stands (quotes and scores in it are inserted by the code):\n${JSON.stringify(section)}` : "",
      evidenceText(partEvidence(evidence, part), { flags: part.flags }),
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}

/** The most blocks one share of a split section may write, so the joined section stays within the schema's limit. */
export function chunkBlockLimit(of: number): number {
  return Math.floor(SECTION_BLOCK_LIMIT / of);
}

function chunkRule(sectionId: string, chunk: NonNullable<DraftPart["chunk"]>): string {
  return [
    `The "${sectionId}" section is written in ${chunk.of} calls, one share of the questions each; this is share ${chunk.index} of ${chunk.of}, and its blocks follow the previous share's.`,
    `Write the blocks for the questions below only, at most ${chunkBlockLimit(chunk.of)} blocks, under a title that suits the whole section.`,
  ].join(" ");
}

/** The evidence as this part is shown it: its own sentences, the questions they answer, and the flags only where it writes them. */
export function partEvidence(evidence: ReportEvidence, part: DraftPart): ReportEvidence {
  const shown = new Set(part.sentenceIds);
  return {
    ...evidence,
    sentences: evidence.sentences.filter((sentence) => shown.has(sentence.id)),
    questions: evidence.questions
      .map((question) => ({ ...question, sentenceIds: question.sentenceIds.filter((id) => shown.has(id)) }))
      .filter((question) => question.sentenceIds.length > 0),
    safety: { categories: evidence.safety.categories, sentenceIds: evidence.safety.sentenceIds.filter((id) => shown.has(id)) },
  };
}
