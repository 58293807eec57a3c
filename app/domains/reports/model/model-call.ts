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
import { DraftingFailedError } from "../document/report-drafter";
import { repairPrompt, type ModelPrompt } from "./prompts";

/**
 * One ask of the model drafter, and its one repair (ADR 0023, 0061, 0068):
 * the SDK retries 429s and 5xx (`maxRetries`, honouring retry-after) but not
 * an answer that fails the schema or `check`; this asks once more with the
 * reasons appended, or, when the answer was cut off at the token limit, with
 * more room when the context has it, then gives up with an error that names
 * what was wrong and never quotes the answer (it would carry the client's
 * words). A call the server refuses fails with the server's own status and
 * message, for the review queue and the log.
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
  /** REPORT_AI_CONTEXT_TOKENS: every call is planned to fit it with its answer (default 8192). */
  contextTokens?: number;
  /** REPORT_AI_PARALLEL_CALLS: how many sections are drafted at once (default 2). */
  parallelCalls?: number;
  /** The SDK's retries on 429 and 5xx; 2 unless a test says otherwise. */
  maxRetries?: number;
};

export class ModelDraftError extends DraftingFailedError {
  override name = "ModelDraftError";
}

/** Two asks in all: the draft, and one repair with the reasons the first was refused. */
const MAX_ATTEMPTS = REPORT_AI_ASKS_PER_DRAFT;

export type Tokens = { input: number | null; output: number | null };

export type AskOptions = {
  /** Ends the ask early: the draft's deadline passed, or another part failed. Its reason is thrown. */
  signal?: AbortSignal;
  /** Which sections the ask writes, named in the final error ("for the sections patterns"). */
  sections?: readonly string[];
  /** After a cut-off answer: the tokens the context has left for an answer to the repair ask. */
  roomAfterCutOff?: (ask: ModelPrompt) => number | undefined;
};

/** Asks, and asks once more with the reasons when the answer fails the schema or `check`. */
export async function generateWithRepair<Drafted>(
  options: ModelDrafterOptions,
  prompt: ModelPrompt,
  schema: Schema<Drafted>,
  check: (drafted: Drafted) => string | null,
  { signal: outer, roomAfterCutOff, sections }: AskOptions = {},
): Promise<{ value: Drafted; attempts: number; usage: Tokens }> {
  const usage: Tokens = { input: null, output: null };
  let problem: string | null = null;
  let maxOutputTokens = options.maxOutputTokens;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const ask = problem ? repairPrompt(prompt, problem) : prompt;
    const timeout = AbortSignal.timeout(options.timeoutMs);
    try {
      outer?.throwIfAborted();
      const result = await generateText({
        model: options.model,
        instructions: cachedInstructions(ask.instructions),
        prompt: ask.prompt,
        output: Output.object({ schema, name: "report", description: "A report drafted from the client's sentences, citing them by id." }),
        maxRetries: options.maxRetries ?? 2,
        ...(maxOutputTokens === undefined ? {} : { maxOutputTokens }),
        abortSignal: outer ? AbortSignal.any([timeout, outer]) : timeout,
      });
      addUsage(usage, result.totalUsage);
      const value = result.output;
      problem = check(value);
      if (!problem) return { value, attempts: attempt, usage };
    } catch (error) {
      if (outer?.aborted && !timeout.aborted) throw outer.reason;
      if (!NoObjectGeneratedError.isInstance(error)) throw callFailure(error, options, timeout, ask);
      addUsage(usage, error.usage);
      problem = outputProblem(error);
      if (error.finishReason === "length") maxOutputTokens = moreRoom(maxOutputTokens, roomAfterCutOff?.(repairPrompt(prompt, problem)));
    }
  }
  const which = sections?.length ? ` for the section${sections.length > 1 ? "s" : ""} ${sections.join(", ")}` : "";
  throw new ModelDraftError(
    `The model (${options.provider}, ${options.modelName}) answered ${MAX_ATTEMPTS} times without a valid report${which}; the last answer failed with:\n${problem}`,
  );
}

/**
 * The answer's room for the ask after a cut-off. With REPORT_AI_MAX_OUTPUT_TOKENS set, up to twice
 * it, as far as the context has room (a hosted model refuses a max_tokens past its own limit, so
 * never more). Unset, the server's own limit already gave the answer all the room there was (vLLM,
 * llama.cpp and Ollama fill the context; Anthropic's SDK asks for the model's most): the ask says
 * to write less instead.
 */
function moreRoom(current: number | undefined, room: number | undefined): number | undefined {
  if (current === undefined || room === undefined || room <= current) return current;
  return Math.min(room, 2 * current);
}

/**
 * The instructions as a system message marked for Anthropic's prompt cache: every call of a
 * report shares them (and the schema before them), so the calls after the first read them from
 * the cache. Other providers ignore the mark; OpenAI, vLLM and llama.cpp cache a shared prefix
 * on their own.
 */
function cachedInstructions(instructions: string) {
  return { role: "system" as const, content: instructions, providerOptions: { anthropic: { cacheControl: { type: "ephemeral" as const } } } };
}

export function addUsage(total: Tokens, usage: LanguageModelUsage | undefined): void {
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
