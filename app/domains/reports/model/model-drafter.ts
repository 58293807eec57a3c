import {
  APICallError,
  generateText,
  JSONParseError,
  NoObjectGeneratedError,
  Output,
  RetryError,
  TypeValidationError,
  type LanguageModel,
  type LanguageModelUsage,
  type Schema,
} from "ai";
import { finishDraft, finishSection } from "../document/finish-draft";
import type { DraftRecord, ReportDrafter } from "../document/report-drafter";
import { draftedDocumentModelSchema, draftedSectionModelSchema } from "./model-schema";
import { draftPrompt, PROMPT_VERSION, redraftPrompt, repairPrompt, sectionIds, type ModelPrompt } from "./prompts";

/**
 * The model drafter (ADR 0023): one `generateText` call with the report
 * schema as structured output, through a provider instance chosen by
 * configuration. A model id string is refused outright: the AI SDK would
 * route it through its gateway, on the internet.
 *
 * The SDK retries 429s and 5xx (`maxRetries`, honouring retry-after) but not
 * an answer that fails the schema; this drafter asks once more with the
 * reasons appended, then gives up with an error that names what was wrong
 * and never quotes the answer (it would carry the client's words).
 */
export type ModelDrafterOptions = {
  model: Exclude<LanguageModel, string>;
  /** "openai-compatible" or "anthropic": recorded with each draft. */
  provider: string;
  modelName: string;
  /** Per call to the model, its retries included. */
  timeoutMs: number;
  /** The SDK's retries on 429 and 5xx; 2 unless a test says otherwise. */
  maxRetries?: number;
};

export class ModelDraftError extends Error {
  override name = "ModelDraftError";
}

/** Two asks in all: the draft, and one repair with the reasons the first was refused. */
const MAX_ATTEMPTS = 2;

export function createModelDrafter(options: ModelDrafterOptions): ReportDrafter {
  if (typeof options.model === "string") {
    throw new ModelDraftError("The model drafter needs a provider instance, not a model id string (a string would go through the AI SDK's gateway)");
  }
  const record = (started: number, attempts: number, usage: Tokens): DraftRecord => ({
    drafter: "model",
    provider: options.provider,
    model: options.modelName,
    promptVersion: PROMPT_VERSION,
    inputTokens: usage.input,
    outputTokens: usage.output,
    durationMs: Math.round(performance.now() - started),
    attempts,
  });

  return {
    name: "model",
    async draft(request) {
      const started = performance.now();
      const expected = sectionIds(request.kind, request.evidence);
      const answer = await generateWithRepair(options, draftPrompt(request), draftedDocumentModelSchema, (drafted) => {
        const missing = expected.filter((id) => !drafted.sections.some((section) => section.id === id));
        return missing.length ? `sections: these required section ids are missing: ${missing.join(", ")}` : null;
      });
      return { document: finishDraft(request.kind, answer.value, request.evidence), record: record(started, answer.attempts, answer.usage) };
    },
    async redraftSection(request) {
      const started = performance.now();
      const answer = await generateWithRepair(options, redraftPrompt(request), draftedSectionModelSchema, (section) =>
        section.id === request.sectionId ? null : `id: the section's id must stay "${request.sectionId}"`,
      );
      return { section: finishSection(request.kind, answer.value, request.evidence), record: record(started, answer.attempts, answer.usage) };
    },
  };
}

type Tokens = { input: number | null; output: number | null };

/** Asks, and asks once more with the reasons when the answer fails the schema or `check`. */
async function generateWithRepair<Drafted>(
  options: ModelDrafterOptions,
  prompt: ModelPrompt,
  schema: Schema<Drafted>,
  check: (drafted: Drafted) => string | null,
): Promise<{ value: Drafted; attempts: number; usage: Tokens }> {
  const usage: Tokens = { input: null, output: null };
  let problem: string | null = null;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const ask = problem ? repairPrompt(prompt, problem) : prompt;
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      const result = await generateText({
        model: options.model,
        instructions: ask.instructions,
        prompt: ask.prompt,
        output: Output.object({ schema, name: "report", description: "A report drafted from the client's sentences, citing them by id." }),
        maxRetries: options.maxRetries ?? 2,
        abortSignal: signal,
      });
      addUsage(usage, result.totalUsage);
      const value = result.output;
      problem = check(value);
      if (!problem) return { value, attempts: attempt, usage };
    } catch (error) {
      if (!NoObjectGeneratedError.isInstance(error)) throw callFailure(error, options, signal);
      addUsage(usage, error.usage);
      problem = outputProblem(error);
    }
  }
  throw new ModelDraftError(
    `The model (${options.provider}, ${options.modelName}) answered ${MAX_ATTEMPTS} times without a valid report; the last answer failed with:\n${problem}`,
  );
}

function addUsage(total: Tokens, usage: LanguageModelUsage | undefined): void {
  if (usage?.inputTokens !== undefined) total.input = (total.input ?? 0) + usage.inputTokens;
  if (usage?.outputTokens !== undefined) total.output = (total.output ?? 0) + usage.outputTokens;
}

/**
 * Why an answer was refused, for the repair ask and the final error: the
 * JSON parser's or the schema's own words. Not the SDK's message, which
 * repeats the whole answer (the client's words) in its text.
 */
function outputProblem(error: NoObjectGeneratedError): string {
  if (error.finishReason === "length") return "The answer was cut off at the output token limit: write less, keeping every required section.";
  // The parser's own message quotes a piece of the answer, so it is not repeated here.
  if (JSONParseError.isInstance(error.cause)) return "The answer was not valid JSON: answer with one JSON object and nothing else.";
  const reason = TypeValidationError.isInstance(error.cause) && error.cause.cause instanceof Error ? error.cause.cause.message : null;
  return reason ?? "The answer did not match the schema.";
}

/** A call that failed outright (timeout, refused, rate-limited past its retries): no answer to repair. */
function callFailure(error: unknown, options: ModelDrafterOptions, signal: AbortSignal): ModelDraftError {
  const who = `the model (${options.provider}, ${options.modelName})`;
  if (signal.aborted) return new ModelDraftError(`${capitalised(who)} did not answer within ${options.timeoutMs} ms (REPORT_AI_TIMEOUT_MS)`);
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last)) {
    const tries = RetryError.isInstance(error) ? ` after ${error.errors.length} tries` : "";
    return new ModelDraftError(`${capitalised(who)} refused the call${tries}: HTTP ${last.statusCode ?? "error"} from ${new URL(last.url).host}`);
  }
  const name = last instanceof Error ? last.name : "unknown error";
  return new ModelDraftError(`The call to ${who} failed: ${name}`);
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
