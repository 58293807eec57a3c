import type { EvidenceSentence, ReportEvidence } from "~/shared/report-evidence";
import type { Claim, ReportBlock, ReportDocument } from "../document/report-document";
import { guidanceFor } from "./guidance-library";
import { themeCatalog } from "./theme-catalog";
import type { Theme } from "./themes";
import { isWrittenFormType } from "~/shared/form-types";

/**
 * Small builders the Catharsis and Root Cause drafters share. A quote's
 * words always come from the evidence, never from the drafter; a claim
 * always carries the ids it rests on.
 */

/** report-document's limit on ids per claim or step. */
export const MAX_EVIDENCE = 12;

export function quote(sentence: EvidenceSentence): ReportBlock {
  return { type: "quote", sentenceId: sentence.id, text: sentence.text };
}

export function claim(text: string, evidence: readonly string[]): Claim {
  return { text, evidence: [...new Set(evidence)].slice(0, MAX_EVIDENCE) };
}

/** A paragraph of the claims that have evidence; none when none do. */
export function paragraph(...claims: Claim[]): ReportBlock[] {
  const cited = claims.filter((entry) => entry.evidence.length > 0);
  return cited.length > 0 ? [{ type: "paragraph", claims: cited }] : [];
}

export function guidance(...texts: readonly string[]): ReportBlock[] {
  return texts.map((text) => ({ type: "guidance", text }));
}

export function list(title: string, items: readonly string[]): ReportBlock {
  return { type: "list", title, items: [...items] };
}

export function callout(title: string, text: string): ReportBlock {
  return { type: "callout", title, text };
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** Theme labels in a sentence: semicolons when a label has its own commas or "and", so the list still reads. */
export function joinLabels(labels: readonly string[]): string {
  const lowered = labels.map(lowerFirst);
  if (lowered.length <= 2 || !lowered.some((label) => /,| and /.test(label))) return joinWords(lowered);
  return `${lowered.slice(0, -1).join("; ")}; and ${lowered.at(-1)}`;
}

export function lowerFirst(text: string): string {
  return text.length > 0 ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** "question 7" or "questions 5, 7 and 22", in question order, for the sentences given. */
export function questionReference(evidence: ReportEvidence, sentenceIds: readonly string[]): string {
  const numberOf = new Map(evidence.questions.map((question) => [question.id, question.number]));
  const questionOf = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence.questionId]));
  const numbers = [...new Set(sentenceIds.map((id) => numberOf.get(questionOf.get(id) ?? "") ?? 0).filter((n) => n > 0))].sort((a, b) => a - b);
  return numbers.length === 1 ? `question ${numbers[0]}` : `questions ${joinWords(numbers.map(String))}`;
}

/**
 * Picks quotes for one theme after another without repeating a sentence the
 * report has already quoted; when a theme's sentences are all used, it may
 * repeat rather than leave the theme without the client's words.
 */
export function quotePicker(evidence: ReportEvidence) {
  const byId = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence]));
  const used = new Set<string>();
  return (theme: Theme, count: number): EvidenceSentence[] => {
    const fresh = theme.sentenceIds.filter((id) => !used.has(id));
    const chosen = (fresh.length > 0 ? fresh : theme.sentenceIds).slice(0, count);
    chosen.forEach((id) => used.add(id));
    return chosen.map((id) => byId.get(id)).filter((sentence): sentence is EvidenceSentence => sentence !== undefined);
  };
}

/**
 * The themes a report walks through, in the order it presents them: the
 * form's own subject first when found, then the other difficulties by
 * strength, then at most two resources (support, what helps, hopes), which
 * the strengths section speaks to as well.
 */
export function presentedThemes(evidence: ReportEvidence, themes: readonly Theme[], count: number): Theme[] {
  const leads = new Set(isWrittenFormType(evidence.formType) ? themeCatalog[evidence.formType].filter((entry) => entry.lead).map((entry) => entry.id) : []);
  const isResource = (theme: Theme) => guidanceFor(theme.id).resource === true;
  const difficulties = [...themes.filter((theme) => leads.has(theme.id)), ...themes.filter((theme) => !leads.has(theme.id) && !isResource(theme))];
  const resources = themes.filter(isResource);
  const resourceRoom = Math.max(Math.min(2, resources.length), count - difficulties.length);
  return [...difficulties.slice(0, count - Math.min(resourceRoom, resources.length)), ...resources.slice(0, resourceRoom)].slice(0, count);
}

/** The theme at `index`, or the first one when there are fewer (plans need three even from one theme). */
export function themeAt(themes: readonly Theme[], index: number): Theme | undefined {
  return themes[index] ?? themes[0];
}

/** A theme's best sentence ids. */
export function topIds(theme: Theme | undefined, count: number): string[] {
  return theme ? theme.sentenceIds.slice(0, count) : [];
}

/** Words a written answer holds, for the opening letter. */
export function answeredCount(evidence: ReportEvidence): number {
  return evidence.questions.filter((question) => question.sentenceIds.length > 0).length;
}

/** Words a reader reads: every piece of text in the document, the client's quotes included. */
export function documentWords(document: ReportDocument): number {
  const texts: string[] = [document.title, document.subtitle];
  for (const section of document.sections) {
    texts.push(section.title);
    for (const block of section.blocks) {
      if (block.type === "paragraph") texts.push(...block.claims.map((entry) => entry.text));
      else if (block.type === "guidance" || block.type === "quote") texts.push(block.text);
      else if (block.type === "list") texts.push(block.title ?? "", ...block.items);
      else if (block.type === "callout") texts.push(block.title, block.text);
      else if (block.type === "plan") texts.push(...block.steps.flatMap((step) => [step.when, step.action, step.measure ?? ""]));
    }
  }
  return texts.join(" ").split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
