import type { FakeReply, FakeServerOptions } from "./fake-openai-server";

/**
 * The five servers the model drafter is run against (issue 30, ADR 0061),
 * each as the fake model server plays it: how the drafter is configured for
 * it, which schemas it refuses, and its own error bodies. The envelopes
 * follow each server's documentation and source; the messages are the ones
 * each is known to send (llama.cpp's grammar and context errors, vLLM's
 * xgrammar and context errors, OpenAI's context error), else illustrative:
 * - vLLM: an OpenAI-style error object; older releases send it at the top
 *   level (`{"object":"error",...}`), which the AI SDK cannot read, so the
 *   drafter reads the body itself; xgrammar's refusal of a schema feature;
 * - llama.cpp's server: `{"error":{"code":400,"message":...,"type":...}}`,
 *   "failed to parse grammar" when its converter's grammar does not parse,
 *   "exceed_context_size_error" past its context;
 * - Ollama's OpenAI endpoint (`/v1`): OpenAI's envelope with `param` and
 *   `code` always null, `api_error` for what its llama.cpp runner refuses;
 * - OpenAI: `invalid_request_error` for a schema outside the strict subset,
 *   `context_length_exceeded`, `rate_limit_exceeded`;
 * - Anthropic's messages API: `{"type":"error","error":{"type":...}}`.
 */
export type ModelServer = {
  name: string;
  /** REPORT_AI_* for this server, given the fake's base URL. */
  env(baseURL: string): Record<string, string>;
  /** How the fake refuses a schema this server cannot use. */
  fake: FakeServerOptions;
  /** This server's answer when its grammar or schema compiler fails. */
  grammarError: FakeReply;
  /** The server's message in that answer, as staff should read it. */
  grammarMessage: string;
  /** Where the schema travels in the request body. */
  schemaIn(body: Record<string, unknown>): unknown;
  /** A prompt past its context window. */
  contextExceeded: FakeReply;
};

const openAIError = (status: number, message: string, type: string, code: string | number | null = null): FakeReply => ({
  kind: "error",
  status,
  body: { error: { message, type, param: null, code } },
});

const inResponseFormat = (body: Record<string, unknown>) => (body.response_format as { json_schema?: { schema?: unknown } } | undefined)?.json_schema?.schema;

const LLAMA_GRAMMAR = "failed to parse grammar";

export const modelServers: ModelServer[] = [
  {
    name: "vLLM",
    env: (baseURL) => ({ REPORT_AI_PROVIDER: "openai-compatible", REPORT_AI_BASE_URL: baseURL, REPORT_AI_MODEL: "meta-llama/Llama-3.1-8B-Instruct" }),
    fake: {},
    schemaIn: inResponseFormat,
    grammarError: {
      kind: "error",
      status: 400,
      body: { object: "error", message: "The provided JSON schema contains features not supported by xgrammar.", type: "BadRequestError", param: null, code: 400 },
    },
    grammarMessage: "The provided JSON schema contains features not supported by xgrammar.",
    contextExceeded: {
      kind: "error",
      status: 400,
      body: {
        object: "error",
        message: "This model's maximum context length is 8192 tokens. However, you requested 9120 tokens (5024 in the messages, 4096 in the completion). Please reduce the length of the messages or completion.",
        type: "BadRequestError",
        param: null,
        code: 400,
      },
    },
  },
  {
    name: "llama.cpp server",
    env: (baseURL) => ({ REPORT_AI_PROVIDER: "openai-compatible", REPORT_AI_BASE_URL: baseURL, REPORT_AI_MODEL: "qwen2.5-7b-instruct-q4_k_m.gguf" }),
    fake: { refuses: "grammar" },
    schemaIn: inResponseFormat,
    grammarError: { kind: "error", status: 400, body: { error: { code: 400, message: LLAMA_GRAMMAR, type: "invalid_request_error" } } },
    grammarMessage: LLAMA_GRAMMAR,
    contextExceeded: {
      kind: "error",
      status: 400,
      body: {
        error: {
          code: 400,
          message: "the request exceeds the available context size, try increasing it",
          type: "exceed_context_size_error",
          n_prompt_tokens: 9120,
          n_ctx: 8192,
        },
      },
    },
  },
  {
    name: "Ollama (OpenAI endpoint)",
    env: (baseURL) => ({ REPORT_AI_PROVIDER: "openai-compatible", REPORT_AI_BASE_URL: baseURL, REPORT_AI_MODEL: "llama3.1:8b" }),
    fake: { refuses: "grammar" },
    schemaIn: inResponseFormat,
    grammarError: openAIError(500, LLAMA_GRAMMAR, "api_error"),
    grammarMessage: LLAMA_GRAMMAR,
    contextExceeded: openAIError(400, "input length exceeds the context length", "invalid_request_error"),
  },
  {
    name: "OpenAI",
    env: (baseURL) => ({ REPORT_AI_PROVIDER: "openai-compatible", REPORT_AI_BASE_URL: baseURL, REPORT_AI_API_KEY: "sk-test-openai", REPORT_AI_MODEL: "gpt-4.1-mini" }),
    fake: { refuses: "strict" },
    schemaIn: inResponseFormat,
    grammarError: openAIError(400, "Invalid schema for response_format 'report': In context=(), 'pattern' is not permitted.", "invalid_request_error"),
    grammarMessage: "Invalid schema for response_format 'report': In context=(), 'pattern' is not permitted.",
    contextExceeded: openAIError(
      400,
      "This model's maximum context length is 128000 tokens. However, your messages resulted in 131072 tokens. Please reduce the length of the messages.",
      "invalid_request_error",
      "context_length_exceeded",
    ),
  },
  {
    name: "Anthropic (output format)",
    env: (baseURL) => ({ REPORT_AI_PROVIDER: "anthropic", REPORT_AI_BASE_URL: baseURL, REPORT_AI_API_KEY: "sk-ant-test", REPORT_AI_MODEL: "claude-sonnet-4-5" }),
    fake: {},
    schemaIn: (body) => (body.output_config as { format?: { schema?: unknown } } | undefined)?.format?.schema,
    grammarError: {
      kind: "error",
      status: 400,
      body: { type: "error", error: { type: "invalid_request_error", message: "output_config.format.schema: Schema type 'pattern' is not supported" } },
    },
    grammarMessage: "output_config.format.schema: Schema type 'pattern' is not supported",
    contextExceeded: {
      kind: "error",
      status: 400,
      body: { type: "error", error: { type: "invalid_request_error", message: "prompt is too long: 215000 tokens > 200000 maximum" } },
    },
  },
  {
    name: "Anthropic (tool use)",
    env: (baseURL) => ({ REPORT_AI_PROVIDER: "anthropic", REPORT_AI_BASE_URL: baseURL, REPORT_AI_API_KEY: "sk-ant-test", REPORT_AI_MODEL: "claude-sonnet-4-20250514" }),
    fake: {},
    schemaIn: (body) => (body.tools as { name?: string; input_schema?: unknown }[] | undefined)?.find((tool) => tool.name === "json")?.input_schema,
    grammarError: {
      kind: "error",
      status: 400,
      body: { type: "error", error: { type: "invalid_request_error", message: "tools.0.custom.input_schema: Schema type 'pattern' is not supported" } },
    },
    grammarMessage: "tools.0.custom.input_schema: Schema type 'pattern' is not supported",
    contextExceeded: {
      kind: "error",
      status: 400,
      body: { type: "error", error: { type: "invalid_request_error", message: "prompt is too long: 215000 tokens > 200000 maximum" } },
    },
  },
];
