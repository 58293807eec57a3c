import type { ReportEvidence } from "~/shared/report-evidence";
import type { Claim } from "../../document/report-document";
import { claim, joinLabels, joinWords, lowerFirst, questionReference, topIds } from "../../template/drafting";
import { blockText, wordsTheyUsed, type Tailoring } from "../../template/guidance/blocks/tailoring";
import type { SelectedBlock } from "../../template/guidance/blocks/select-blocks";
import type { Theme } from "../../template/themes";

/**
 * What the analysis can say of this one client from their answers alone (issue 28): how many
 * answers a theme runs through, which answers two themes share, and the particular things their
 * words selected from the guidance blocks (ADR 0067). Each sentence built from these is true of
 * this client and cites the sentences it counts.
 */
export type Facts = {
  evidence: ReportEvidence;
  tailoring: Tailoring;
  /** How many different answers a theme's sentences come from. */
  answers: (theme: Theme | undefined) => number;
  /** The guidance blocks that joined a theme, by the sentences they share with it. */
  blocksOf: (theme: Theme | undefined) => SelectedBlock[];
};

export function factsFor(evidence: ReportEvidence, tailoring: Tailoring): Facts {
  const questionOf = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence.questionId]));
  return {
    evidence,
    tailoring,
    answers: (theme) => new Set(theme?.sentenceIds.map((id) => questionOf.get(id)) ?? []).size,
    blocksOf: (theme) => (theme ? (tailoring.byTheme.get(theme.id) ?? []) : []),
  };
}

/** "one answer" or "6 different answers". */
export function answersPhrase(count: number): string {
  return count === 1 ? "one answer" : `${count} different answers`;
}

/** The particular topics the client's words selected, most salient first ("a death from an overdose"). */
export function topicsOf(blocks: readonly SelectedBlock[]): string[] {
  return blocks.map((chosen) => chosen.block.topic);
}

/** The sentences that selected these blocks, two of each. */
export function blockIds(blocks: readonly SelectedBlock[], each = 2): string[] {
  return [...new Set(blocks.flatMap((chosen) => chosen.sentenceIds.slice(0, each)))];
}

/**
 * What a block says of the client, in this client's wording and with their details, and the
 * block's words they used ("in words such as boss and deadline"), citing the sentences that chose it.
 */
export function blockAbout(tailoring: Tailoring, chosen: SelectedBlock): Claim {
  const about = blockText(tailoring, chosen, "about", chosen.block.about);
  const words = wordsTheyUsed(tailoring, chosen);
  const text = words.length > 0 && about.endsWith(".") ? `${about.slice(0, -1)}, in words such as ${joinWords(words)}.` : about;
  return claim(text, chosen.sentenceIds.slice(0, 6));
}

/**
 * Where two themes meet in the client's answers: the sentences of each from the answers they
 * share. Two factors that come up in the same answers are more likely to feed each other.
 */
export function meeting(evidence: ReportEvidence, first: Theme | undefined, second: Theme | undefined): string[] {
  if (!first || !second) return [];
  const questionOf = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence.questionId]));
  const secondQuestions = new Set(second.sentenceIds.map((id) => questionOf.get(id)));
  const firstQuestions = new Set(first.sentenceIds.map((id) => questionOf.get(id)));
  return [...first.sentenceIds.filter((id) => secondQuestions.has(questionOf.get(id))), ...second.sentenceIds.filter((id) => firstQuestions.has(questionOf.get(id)))];
}

/** A claim that two themes meet in the same answers, or come up apart. */
export function meetingClaim(facts: Facts, first: Theme | undefined, second: Theme | undefined, firstName: string, secondName: string): Claim[] {
  if (!first || !second) return [];
  const shared = meeting(facts.evidence, first, second);
  return shared.length > 0
    ? [claim(`${firstName} and ${lowerFirst(secondName)} come up together in your answers to ${questionReference(facts.evidence, shared)}, so one may be feeding the other.`, shared.slice(0, 12))]
    : [claim(`You wrote about ${lowerFirst(firstName)} and ${lowerFirst(secondName)} in separate answers, so each may be working more on its own.`, [...topIds(first, 2), ...topIds(second, 2)])];
}

/** The labels of themes, joined for a sentence. */
export function labelsOf(themes: readonly Theme[]): string {
  return joinLabels(themes.map((theme) => theme.label));
}
