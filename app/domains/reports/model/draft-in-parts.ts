import type { Schema } from "ai";
import { DEFAULT_PARALLEL_CALLS, draftDeadlineMs } from "~/config/drafting-limits";
import type { ReportEvidence } from "~/shared/report-evidence";
import { citedSentenceIds, type DraftedDocument, type DraftedSection } from "../document/report-document";
import type { DraftRequest } from "../document/report-drafter";
import { generateWithRepair, ModelDraftError, type ModelDrafterOptions, type Tokens } from "./model-call";
import { chunkBlockLimit, partPrompt } from "./part-prompts";
import { MAX_THEME_PARTS, planParts, type DraftPart } from "./part-plan";
import { sectionIds, type ModelPrompt } from "./prompts";
import { estimateTokens, TOKENS_PER_MESSAGE } from "./token-estimate";

/**
 * A report drafted in parts (ADR 0068): the plan's calls run at most
 * `parallelCalls` at a time; each is asked, and asked once more alone if its
 * answer fails (a repair, or more room after a cut-off); the first part that
 * still fails ends the draft with its reason, and the calls still running
 * are stopped. The answers are joined in the outline's order into one
 * drafted document, which code then finishes and verification checks as it
 * checked a whole-report draft.
 */

/** The answer's room in each call when REPORT_AI_MAX_OUTPUT_TOKENS is unset (the server's own limit then applies). */
export const DEFAULT_PART_OUTPUT_TOKENS = 2_048;
/** Room kept for a repair ask's reasons, appended to the prompt. */
const REPAIR_TOKENS = 400;
/** Room for the sentence ids each flag line names ("(sentences q30.s91)"), beyond the ids themselves. */
const FLAG_LINE_TOKENS = 32;
/** REPORT_AI_CONTEXT_TOKENS when a caller builds the drafter without it. */
export const DEFAULT_CONTEXT_TOKENS = 8_192;

export type CallBudget = {
  contextTokens: number;
  outputTokens: number;
  /** The schema, the instructions and the part's own words: everything but the client's sentences. */
  fixedTokens: number;
  schemaTokens: number;
  /** What is left in each call for the client's sentences. */
  evidenceTokens: number;
};

/** What one call may spend on the client's sentences, for this kind, this request and these settings. */
export async function callBudget(request: DraftRequest, options: Pick<ModelDrafterOptions, "contextTokens" | "maxOutputTokens">, schema: Schema<unknown>): Promise<CallBudget> {
  const contextTokens = options.contextTokens ?? DEFAULT_CONTEXT_TOKENS;
  const outputTokens = options.maxOutputTokens ?? DEFAULT_PART_OUTPUT_TOKENS;
  const schemaTokens = estimateTokens(JSON.stringify(await schema.jsonSchema));
  // The widest framing any part has: every section named, the flags and a share's rule.
  const framing = partPrompt(request, { sectionIds: sectionIds(request.kind, request.evidence), sentenceIds: [], flags: true, chunk: { index: 1, of: MAX_THEME_PARTS } });
  // The flags name the sentences they rest on in the parts that carry them; the framing above names none.
  const flagIds = estimateTokens(request.evidence.safety.sentenceIds.join(", ")) + FLAG_LINE_TOKENS;
  const fixedTokens = promptTokens(framing, schemaTokens) + REPAIR_TOKENS + flagIds;
  return { contextTokens, outputTokens, fixedTokens, schemaTokens, evidenceTokens: contextTokens - outputTokens - fixedTokens };
}

/** A prompt's estimated tokens as a server counts them: both messages, their wrapping, and the schema. */
export function promptTokens(prompt: ModelPrompt, schemaTokens: number): number {
  return estimateTokens(prompt.instructions) + estimateTokens(prompt.prompt) + 2 * TOKENS_PER_MESSAGE + schemaTokens;
}

export type PartsResult = { drafted: DraftedDocument; attempts: number; usage: Tokens; calls: number };

export async function draftInParts(request: DraftRequest, options: ModelDrafterOptions, schema: Schema<DraftedDocument>): Promise<PartsResult> {
  const budget = await callBudget(request, options, schema as Schema<unknown>);
  const parts = planParts(request.kind, request.evidence, budget.evidenceTokens);
  const usage: Tokens = { input: null, output: null };
  let attempts = 0;
  const deadline = deadlineSignal(options);
  try {
    const answers = await inPool(parts, options.parallelCalls ?? DEFAULT_PARALLEL_CALLS, deadline.signal, async (part, signal) => {
      const answer = await generateWithRepair(options, partPrompt(request, part), schema, (drafted) => partProblem(drafted, part, request.evidence), {
        signal,
        sections: part.sectionIds,
        roomAfterCutOff: (ask) => budget.contextTokens - promptTokens(ask, budget.schemaTokens),
      });
      attempts = Math.max(attempts, answer.attempts);
      if (answer.usage.input !== null) usage.input = (usage.input ?? 0) + answer.usage.input;
      if (answer.usage.output !== null) usage.output = (usage.output ?? 0) + answer.usage.output;
      return answer.value.sections;
    });
    return { drafted: { sections: joined(answers.flat()) }, attempts, usage, calls: parts.length };
  } finally {
    deadline.clear();
  }
}

/** What is wrong with one part's answer, for its repair ask: section ids, sentence ids and block counts, never the client's words. */
function partProblem(drafted: DraftedDocument, part: DraftPart, evidence: ReportEvidence): string | null {
  const ids = drafted.sections.map((section) => section.id);
  const missing = part.sectionIds.filter((id) => !ids.includes(id));
  if (missing.length) return `sections: these required section ids are missing: ${missing.join(", ")}`;
  const extra = ids.filter((id) => !part.sectionIds.includes(id));
  if (extra.length || ids.length !== part.sectionIds.length) return `sections: write only these sections, once each: ${part.sectionIds.join(", ")}`;
  if (part.chunk) {
    const limit = chunkBlockLimit(part.chunk.of);
    const over = drafted.sections.find((section) => section.blocks.length > limit);
    if (over) return `sections.0.blocks: this share of "${over.id}" may have at most ${limit} blocks`;
  }
  return unknownSentences(drafted.sections, evidence, new Set(part.sentenceIds));
}

/**
 * Sentence ids are plain strings in the schema a model is sent (no pattern:
 * llama.cpp refuses one), so the ids it cites are checked here: one the
 * client did not write, or one this part was not given (a sentence about risk
 * belongs to help-now and the brief), goes back in the repair ask. Ids are
 * not the client's words.
 */
export function unknownSentences(sections: DraftedSection[], evidence: ReportEvidence, shown?: ReadonlySet<string>): string | null {
  const known = new Set(evidence.sentences.map((sentence) => sentence.id));
  const cited = [...new Set(sections.flatMap((section) => citedSentenceIds(section)))];
  const unknown = cited.filter((id) => !known.has(id));
  if (unknown.length) return `evidence: these sentence ids are not in the client's answers: ${unknown.slice(0, 12).join(", ")}; cite only ids from the list`;
  const unshown = shown ? cited.filter((id) => !shown.has(id)) : [];
  return unshown.length ? `evidence: these sentence ids were not given for these sections: ${unshown.slice(0, 12).join(", ")}; cite only ids from the list` : null;
}

/** The parts' sections in order, a section written in shares joined into one under its first share's title. */
function joined(sections: DraftedSection[]): DraftedSection[] {
  const byId = new Map<string, DraftedSection>();
  for (const section of sections) {
    const seen = byId.get(section.id);
    byId.set(section.id, seen ? { ...seen, blocks: [...seen.blocks, ...section.blocks] } : section);
  }
  return [...byId.values()];
}

/**
 * Runs `run` over the parts, at most `limit` at once, in plan order. The
 * first failure (or the deadline) stops the calls still running and is
 * thrown once they have ended.
 */
async function inPool<Part, Result>(parts: readonly Part[], limit: number, outer: AbortSignal, run: (part: Part, signal: AbortSignal) => Promise<Result>): Promise<Result[]> {
  const stop = new AbortController();
  const signal = AbortSignal.any([outer, stop.signal]);
  const results = new Array<Result>(parts.length);
  let next = 0;
  const worker = async () => {
    while (next < parts.length && !signal.aborted) {
      const index = next++;
      try {
        results[index] = await run(parts[index]!, signal);
      } catch (error) {
        stop.abort(error);
      }
    }
  };
  // Every call has ended before the draft does, so none reaches the server after the job is over.
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, parts.length)) }, worker));
  signal.throwIfAborted();
  return results;
}

/** The whole draft's deadline, the one the draft-report job's expiry is computed from, so the two cannot disagree. */
function deadlineSignal(options: ModelDrafterOptions) {
  const ms = draftDeadlineMs(options.timeoutMs, options.parallelCalls ?? DEFAULT_PARALLEL_CALLS);
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new ModelDraftError(`The model (${options.provider}, ${options.modelName}) did not finish the report's parts within ${ms} ms (REPORT_AI_TIMEOUT_MS for each part)`)),
    ms,
  );
  timer.unref?.();
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}
