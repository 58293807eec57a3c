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
import { REPORT_AI_ASKS_PER_DRAFT } from "~/config/drafting-limits";
import type { ReportEvidence } from "~/shared/report-evidence";
import { finishDraft, finishSection } from "../document/finish-draft";
import { citedSentenceIds, type DraftedSection } from "../document/report-document";
import { DraftingFailedError, type DraftRecord, type ReportDrafter } from "../document/report-drafter";
import { draftedDocumentModelSchema, draftedSectionModelSchema } from "./model-schema";
import { draftPrompt, PROMPT_VERSION, redraftPrompt, repairPrompt, sectionIds, type ModelPrompt } from "./prompts";

/**
 * The model drafter (ADR 0023): one `generateText` call with the report
 * schema as structured output, through a provider instance chosen by
 * configuration. A model id string is refused outright: the AI SDK would
 * route it through its gateway, on the internet.
 *
 * The SDK retries 429s and 5xx (`maxRetries`, honouring retry-after) but not
 * an answer that fails the schema or cites a sentence the client did not
 * write; this drafter asks once more with the reasons appended, then gives
 * up with an error that names what was wrong and never quotes the answer (it
 * would carry the client's words). A call the server refuses fails with the
 * server's own status and message (ADR 0061), for the review queue and the log.
 */
export type ModelDrafterOptions = {
  model: Exclude<LanguageModel, string>;
  /** "openai-compatible" or "anthropic": recorded with each draft. */
  provider: string;
  modelName: string;
  /** Per call to the model, its retries included. */
  timeoutMs: number;
  /** REPORT_AI_MAX_OUTPUT_TOKENS: sent as max_tokens on every call when set. */
  maxOutputTokens?: number;
  /** The SDK's retries on 429 and 5xx; 2 unless a test says otherwise. */
  maxRetries?: number;
};

export class ModelDraftError extends DraftingFailedError {
  override name = "ModelDraftError";
}

/** Two asks in all: the draft, and one repair with the reasons the first was refused. */
const MAX_ATTEMPTS = REPORT_AI_ASKS_PER_DRAFT;

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
        if (missing.length) return `sections: these required section ids are missing: ${missing.join(", ")}`;
        return unknownSentences(drafted.sections, request.evidence);
      });
      return { document: finishDraft(request.kind, answer.value, request.evidence), record: record(started, answer.attempts, answer.usage) };
    },
    async redraftSection(request) {
      const started = performance.now();
      const answer = await generateWithRepair(options, redraftPrompt(request), draftedSectionModelSchema, (section) =>
        section.id === request.sectionId ? unknownSentences([section], request.evidence) : `id: the section's id must stay "${request.sectionId}"`,
      );
      return { section: finishSection(request.kind, answer.value, request.evidence), record: record(started, answer.attempts, answer.usage) };
    },
  };
}

type Tokens = { input: number | null; output: number | null };

/**
 * Sentence ids are plain strings in the schema a model is sent (no pattern:
 * llama.cpp refuses one), so the ids it cites are checked here: one the
 * client did not write goes back in the repair ask. Ids are not the client's words.
 */
function unknownSentences(sections: DraftedSection[], evidence: ReportEvidence): string | null {
  const known = new Set(evidence.sentences.map((sentence) => sentence.id));
  const unknown = [...new Set(sections.flatMap((section) => citedSentenceIds(section)))].filter((id) => !known.has(id));
  return unknown.length ? `evidence: these sentence ids are not in the client's answers: ${unknown.slice(0, 12).join(", ")}; cite only ids from the list` : null;
}

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
        ...(options.maxOutputTokens === undefined ? {} : { maxOutputTokens: options.maxOutputTokens }),
        abortSignal: signal,
      });
      addUsage(usage, result.totalUsage);
      const value = result.output;
      problem = check(value);
      if (!problem) return { value, attempts: attempt, usage };
    } catch (error) {
      if (!NoObjectGeneratedError.isInstance(error)) throw callFailure(error, options, signal, ask);
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
  // The refusal's own text is not repeated: it may restate what it refused.
  if (error.finishReason === "content-filter") return "The model declined to answer (a refusal or the provider's content filter).";
  // The parser's own message quotes a piece of the answer, so it is not repeated here.
  if (JSONParseError.isInstance(error.cause)) return "The answer was not valid JSON: answer with one JSON object and nothing else.";
  const reason = TypeValidationError.isInstance(error.cause) && error.cause.cause instanceof Error ? error.cause.cause.message : null;
  return reason ?? "The answer did not match the schema.";
}

/** A call that failed outright (timeout, refused, rate-limited past its retries): no answer to repair. */
function callFailure(error: unknown, options: ModelDrafterOptions, signal: AbortSignal, ask: ModelPrompt): ModelDraftError {
  const who = `the model (${options.provider}, ${options.modelName})`;
  if (signal.aborted) return new ModelDraftError(`${capitalised(who)} did not answer within ${options.timeoutMs} ms (REPORT_AI_TIMEOUT_MS)`);
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last)) {
    const tries = RetryError.isInstance(error) ? ` after ${error.errors.length} tries` : "";
    const status = last.statusCode === undefined ? "no HTTP answer" : `HTTP ${last.statusCode}`;
    const said = providerMessage(serverMessage(last), ask);
    return new ModelDraftError(`${capitalised(who)} refused the call${tries}: ${status} from ${new URL(last.url).host}${said ? `: ${said}` : ""}`);
  }
  const name = last instanceof Error ? last.name : "unknown error";
  return new ModelDraftError(`The call to ${who} failed: ${name}`);
}

/**
 * The server's message: the SDK's reading of the error body when it could
 * read it, else the body's own `message`, `detail` or `error` (vLLM's older
 * top-level error object, a proxy's JSON), else a short non-HTML body as is.
 */
function serverMessage(error: APICallError): string {
  if (error.data !== undefined) return error.message;
  const body = error.responseBody?.trim() ?? "";
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const nested = parsed.error && typeof parsed.error === "object" ? (parsed.error as Record<string, unknown>).message : undefined;
    const found = [nested, parsed.message, parsed.detail, parsed.error].find((value) => typeof value === "string" && value.trim());
    if (typeof found === "string") return found;
  } catch {
    if (body && !body.startsWith("<")) return body;
  }
  return error.message;
}

/** The longest piece of a server's message kept: enough for "failed to parse grammar" or a context-length complaint. */
const MESSAGE_LIMIT = 300;
/** Words in a row the server's message may share with the prompt before they are taken out. */
const ECHO_WORDS = 4;

/**
 * The server's own reason, as its error body gave it (the SDK reads
 * `error.message` for both APIs), on one line and capped. A server may echo
 * part of the request in a validation error, and the request is the client's
 * answers: any run of words the prompt also holds is taken out.
 */
function providerMessage(message: string, ask: ModelPrompt): string {
  const words = message.replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  const prompt = ` ${normalised(`${ask.instructions} ${ask.prompt}`)} `;
  const echoed = new Array<boolean>(words.length).fill(false);
  for (let start = 0; start + ECHO_WORDS <= words.length; start++) {
    const run = normalised(words.slice(start, start + ECHO_WORDS).join(" "));
    if (run.length > ECHO_WORDS && prompt.includes(` ${run} `)) echoed.fill(true, start, start + ECHO_WORDS);
  }
  const kept = words.map((word, index) => (echoed[index] ? (echoed[index - 1] ? null : "[…]") : word)).filter((word) => word !== null);
  const line = kept.join(" ");
  return line.length > MESSAGE_LIMIT ? `${line.slice(0, MESSAGE_LIMIT - 1)}…` : line;
}

function normalised(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
