import { riskSentenceIds, type ReportEvidence } from "~/shared/report-evidence";
import { sentenceWords, type SentenceWords } from "../../sentence-words";
import type { GuidanceBlock } from "./guidance-block";

/**
 * The salient topics of a submission that each get their own guidance: the issue asks for ten at
 * least (issue 28). Twelve, since the library grew to topics most answers touch in passing (sleep,
 * loneliness): with ten, one of those could push out drinking or a long marriage (ADR 0085).
 */
export const SALIENT_TOPICS = 12;
/** How the loss came and who died lead the list; at most this many of them, so they do not crowd out the rest. */
export const LEADING_TOPICS = 2;
/** Below this share of the strongest topic's score, a topic is a passing mention. */
const PASSING_MENTION = 0.2;

/** A block the client's sentences selected, with those sentences, best first. */
export type SelectedBlock = { block: GuidanceBlock; score: number; sentenceIds: string[] };

/**
 * Every block of the form that the client's sentences select, most salient
 * first (ADR 0067). A sentence scores two for each of a block's terms it
 * holds and three for each phrase; a block scores its five best sentences
 * plus one for each answer it runs through, so a topic the client returns
 * to outranks one mention, times the block's weight; blocks that say how the
 * loss came lead. Sentences the safety screen raised never select
 * a block: they are answered by the help-now section.
 */
export function salientBlocks(evidence: ReportEvidence, blocks: readonly GuidanceBlock[]): SelectedBlock[] {
  // A topic far weaker than the client's strongest is a passing mention, not a salient one.
  const found = selectBlocks(evidence, blocks);
  const strongest = Math.max(0, ...found.map((selected) => selected.score));
  const all = found.filter((selected) => selected.block.lead || selected.score >= strongest * PASSING_MENTION);
  const leading = all.filter((selected) => selected.block.lead).slice(0, LEADING_TOPICS);
  return [...leading, ...all.filter((selected) => !selected.block.lead).slice(0, SALIENT_TOPICS)];
}

export function selectBlocks(evidence: ReportEvidence, blocks: readonly GuidanceBlock[]): SelectedBlock[] {
  // Each section of a draft asks again; the answer for the same evidence and library does not change.
  const cached = selections.get(evidence)?.get(blocks);
  if (cached) return cached;
  const selected = scoreBlocks(evidence, blocks);
  selections.set(evidence, (selections.get(evidence) ?? new Map()).set(blocks, selected));
  return selected;
}

const selections = new WeakMap<ReportEvidence, Map<readonly GuidanceBlock[], SelectedBlock[]>>();

function scoreBlocks(evidence: ReportEvidence, blocks: readonly GuidanceBlock[]): SelectedBlock[] {
  const risky = riskSentenceIds(evidence);
  const numberOf = new Map(evidence.questions.map((question) => [question.id, question.number]));
  const read = evidence.sentences
    .filter((sentence) => !risky.has(sentence.id) && sentence.text.length > 0)
    .map((sentence) => ({ sentence, words: wordsOf(sentence.text), number: numberOf.get(sentence.questionId) ?? 0 }));

  return blocks
    .filter((block) => block.forms.includes(evidence.formType as GuidanceBlock["forms"][number]))
    .map((block, order) => {
      const scored = read
        .filter((entry) => !block.within || block.within.includes(entry.number))
        .map((entry) => ({ entry, score: sentenceScore(block, entry.words) }))
        .filter((candidate) => candidate.score > 0)
        .sort((a, b) => b.score - a.score);
      const answers = new Set(scored.map((candidate) => candidate.entry.sentence.questionId)).size;
      const best = scored.slice(0, 5).reduce((sum, candidate) => sum + candidate.score, 0);
      const raw = best > 0 ? best + answers : 0;
      return { block, order, raw, score: raw * (block.weight ?? 1), sentenceIds: scored.map((candidate) => candidate.entry.sentence.id) };
    })
    .filter((selected) => selected.raw >= (selected.block.minScore ?? 2) + 1)
    .sort((a, b) => Number(Boolean(b.block.lead)) - Number(Boolean(a.block.lead)) || b.score - a.score || a.order - b.order)
    .map(({ block, score, sentenceIds }) => ({ block, score, sentenceIds }));
}

/** Whether one sentence holds a block's signals, and how strongly. */
export function sentenceScore(block: GuidanceBlock, words: SentenceWords): number {
  const terms = block.terms.filter((term) => words.terms.has(term)).length;
  const phrases = (block.phrases ?? []).filter((phrase) => words.lemmaLine.includes(` ${phrase} `) || words.wordLine.includes(` ${phrase} `)).length;
  return terms * 2 + phrases * 3;
}

/** A sentence's words and lemmas (sentence-words reads each sentence once per process). */
export function wordsOf(text: string): SentenceWords {
  return sentenceWords(text);
}
