import { MAX_DRAFT_PARTS } from "~/config/drafting-limits";
import { riskSentenceIds, type ReportEvidence } from "~/shared/report-evidence";
import type { ReportKind } from "~/shared/report-kinds";
import { HELP_NOW_SECTION } from "../document/report-outline";
import { DraftingFailedError } from "../document/report-drafter";
import { definitionOf } from "../kinds";
import { sentenceRoles } from "../roles/sentence-roles";
import { evidenceLine, sectionIds } from "./prompts";
import { estimateTokens } from "./token-estimate";

/**
 * How the model drafter splits a report into calls (ADR 0068): one call per
 * section, each shown only the client's sentences that section needs, as
 * many as fit the call's budget, so that every call fits
 * REPORT_AI_CONTEXT_TOKENS with its answer however long the answers are.
 * - help-now is shown the sentences that touch risk, with the screen's
 *   flags; the kind's flags section (the clinician's brief) is shown those
 *   first, then the rest. No other section is shown them: verification
 *   refuses them anywhere else (ADR 0059).
 * - The kind's themes section, which goes through the answers question by
 *   question, is split by question into up to MAX_THEME_PARTS calls when its
 *   sentences do not fit one; its blocks are joined in question order.
 * - Every other section gets a digest within the budget: each question's
 *   first sentence, then each one's second, and so on, so every question is
 *   heard before any is heard at length.
 * - The fixed sections (crisis lines, disclaimers) need no answers and go
 *   together in one call.
 */
export type DraftPart = {
  /** The sections this call writes, in report order. */
  sectionIds: string[];
  /** The client's sentences it is shown, in the answers' order. */
  sentenceIds: string[];
  /** Shown the safety screen's flags (help-now and the flags section). */
  flags: boolean;
  /** One share of a themes section split by question: which, of how many. */
  chunk?: { index: number; of: number };
};

/** Sections written from general guidance alone (docs/report-style.md): they need none of the client's sentences. */
export const FIXED_SECTIONS: readonly string[] = ["seek-help-now", "disclaimers"];
/** At most this many calls share a themes section. */
export const MAX_THEME_PARTS = 4;
/** A section's blocks are capped at 60 (the report schema); a split section's share is capped so the joined section stays within it. */
export const SECTION_BLOCK_LIMIT = 60;
/** Below this many tokens for the answers a call could say nothing useful: the settings are refused instead. */
export const MIN_EVIDENCE_TOKENS = 400;

type Line = { id: string; cost: number };
type Question = { number: number; header: number; lines: Line[] };

/** The tokens one sentence costs in the prompt, as `evidenceText` writes it, its role included. */
export function sentenceCost(id: string, text: string, rating?: number, role?: string): number {
  return estimateTokens(`${evidenceLine(id, text, rating, role)}\n`);
}

export function planParts(kind: ReportKind, evidence: ReportEvidence, evidenceTokens: number): DraftPart[] {
  const pool = sentencePool(kind, evidence, evidenceTokens);
  const outline = sectionIds(kind, evidence);
  const parts = outline.flatMap((id) => {
    if (FIXED_SECTIONS.includes(id)) return [];
    if (id !== definitionOf(kind).themesSection) return [partFor(pool, id)];
    return themeParts(id, pool.ordinary, evidenceTokens).map((part) => ({ ...part, sentenceIds: pool.inOrder(new Set(part.sentenceIds)) }));
  });
  const fixed = outline.filter((id) => FIXED_SECTIONS.includes(id));
  const planned = fixed.length ? [...parts, { sectionIds: fixed, sentenceIds: [], flags: false }] : parts;
  // The draft's deadline and the job's expiry are computed for at most this many calls.
  if (planned.length > MAX_DRAFT_PARTS) throw new Error(`The ${kind} outline needs ${planned.length} calls, more than MAX_DRAFT_PARTS (${MAX_DRAFT_PARTS})`);
  return planned;
}

/** One section in one call (a re-draft, or any section but a split themes section), within the budget. */
export function planSection(kind: ReportKind, evidence: ReportEvidence, sectionId: string, evidenceTokens: number): DraftPart {
  return partFor(sentencePool(kind, evidence, evidenceTokens), sectionId);
}

type Pool = { kind: ReportKind; budget: number; all: Question[]; ordinary: Question[]; riskOnly: Question[]; inOrder: (picked: Set<string>) => string[] };

function sentencePool(kind: ReportKind, evidence: ReportEvidence, evidenceTokens: number): Pool {
  if (evidenceTokens < MIN_EVIDENCE_TOKENS) {
    throw new DraftingFailedError(
      `Each call to the model has room for ${Math.max(0, Math.floor(evidenceTokens))} tokens of the client's answers, fewer than ${MIN_EVIDENCE_TOKENS}: raise REPORT_AI_CONTEXT_TOKENS (and the server's context) or lower REPORT_AI_MAX_OUTPUT_TOKENS`,
    );
  }
  const risky = riskSentenceIds(evidence);
  const all = questionsOf(evidence);
  const order = evidence.sentences.map((sentence) => sentence.id);
  return {
    kind,
    budget: evidenceTokens,
    all,
    ordinary: all.map((question) => ({ ...question, lines: question.lines.filter((line) => !risky.has(line.id)) })),
    riskOnly: all.map((question) => ({ ...question, lines: question.lines.filter((line) => risky.has(line.id)) })),
    inOrder: (picked) => order.filter((id) => picked.has(id)),
  };
}

function partFor(pool: Pool, id: string): DraftPart {
  const { budget } = pool;
  if (FIXED_SECTIONS.includes(id)) return { sectionIds: [id], sentenceIds: [], flags: false };
  if (id === HELP_NOW_SECTION) return { sectionIds: [id], sentenceIds: pool.inOrder(digest(pool.riskOnly, budget)), flags: true };
  if (id === definitionOf(pool.kind).safety.flagsSection) {
    const first = digest(pool.riskOnly, budget);
    const rest = digest(pool.ordinary, budget - costOf(pool.all, first));
    return { sectionIds: [id], sentenceIds: pool.inOrder(new Set([...first, ...rest])), flags: true };
  }
  return { sectionIds: [id], sentenceIds: pool.inOrder(digest(pool.ordinary, budget)), flags: false };
}

/** The themes section, in shares of consecutive questions of about equal cost, each share's digest within the budget. */
function themeParts(id: string, questions: Question[], budget: number): DraftPart[] {
  const withLines = questions.filter((question) => question.lines.length > 0);
  const total = withLines.reduce((sum, question) => sum + question.header + question.lines.reduce((cost, line) => cost + line.cost, 0), 0);
  const of = Math.min(MAX_THEME_PARTS, Math.max(1, Math.ceil(total / budget)), Math.max(1, withLines.length));
  if (of === 1) return [{ sectionIds: [id], sentenceIds: [...digest(withLines, budget)], flags: false }];
  const shares: Question[][] = Array.from({ length: of }, () => []);
  let running = 0;
  for (const question of withLines) {
    const cost = question.header + question.lines.reduce((sum, line) => sum + line.cost, 0);
    const share = Math.min(of - 1, Math.floor(((running + cost / 2) / total) * of));
    shares[share]!.push(question);
    running += cost;
  }
  return shares
    .filter((share) => share.length > 0)
    .map((share, index, kept) => ({ sectionIds: [id], sentenceIds: [...digest(share, budget)], flags: false, chunk: { index: index + 1, of: kept.length } }));
}

/**
 * Sentences within `budget` tokens: each question's first, then each one's
 * second, and so on; a sentence too long for what is left is passed over for
 * shorter ones. A question's heading is paid for with its first sentence.
 */
function digest(questions: readonly Question[], budget: number): Set<string> {
  const picked = new Set<string>();
  const heard = new Set<number>();
  let used = 0;
  const deepest = Math.max(0, ...questions.map((question) => question.lines.length));
  for (let depth = 0; depth < deepest; depth++) {
    for (const question of questions) {
      const line = question.lines[depth];
      if (!line) continue;
      const cost = line.cost + (heard.has(question.number) ? 0 : question.header);
      if (used + cost > budget) continue;
      picked.add(line.id);
      heard.add(question.number);
      used += cost;
    }
  }
  return picked;
}

function costOf(questions: readonly Question[], picked: ReadonlySet<string>): number {
  return questions.reduce((sum, question) => {
    const lines = question.lines.filter((line) => picked.has(line.id));
    return sum + (lines.length ? question.header + lines.reduce((cost, line) => cost + line.cost, 0) : 0);
  }, 0);
}

function questionsOf(evidence: ReportEvidence): Question[] {
  const sentences = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence]));
  const roles = sentenceRoles(evidence);
  return [...evidence.questions]
    .sort((a, b) => a.number - b.number)
    .map((question) => ({
      number: question.number,
      header: estimateTokens(`\nQuestion ${question.number} (${question.sectionTitle}): ${question.text}\n`),
      lines: question.sentenceIds.flatMap((id) => {
        const sentence = sentences.get(id);
        return sentence ? [{ id, cost: sentenceCost(id, sentence.text, sentence.rating, roles.get(id)?.role) }] : [];
      }),
    }));
}
