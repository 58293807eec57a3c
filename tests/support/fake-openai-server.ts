import http from "node:http";
import type { AddressInfo } from "node:net";
import { grammarConverterProblems, strictSubsetProblems } from "./json-schema-subsets";

/**
 * A local fake of a model API, spoken to over real HTTP by the AI SDK's own
 * providers, so the model drafter's tests never reach the internet:
 * - `POST /v1/chat/completions`, OpenAI's chat completions (what vLLM,
 *   Ollama, llama.cpp's server and OpenAI answer), non-streaming;
 * - `POST /v1/messages`, Anthropic's messages API, non-streaming.
 * Each test scripts the replies in order (`script(...)`); a request with
 * nothing scripted gets a 500 the test will notice. Every request is kept
 * (headers and parsed body) for assertions.
 *
 * Started with `refuses`, it also refuses a schema the way that server does,
 * before any scripted reply (`tests/support/model-servers.ts` has each
 * server's documented replies):
 * - "grammar": llama.cpp's server (and Ollama, which hands it the schema)
 *   answers 400 "failed to parse grammar" to a pattern its parser refuses;
 * - "strict": OpenAI answers 400 "Invalid schema" outside its strict subset.
 */
export type FakeReply =
  /** A 200 whose message content is this value as JSON (what a model with structured outputs writes). */
  | { kind: "json"; value: unknown }
  /** A 200 whose message content is this text as is: malformed JSON, prose, an answer cut off (`finish: "length"`). */
  | { kind: "text"; text: string; finish?: "stop" | "length" }
  /** A 200 in which the model declines: OpenAI's `refusal` field, Anthropic's `stop_reason: "refusal"`. */
  | { kind: "refusal"; text: string }
  /** An error status in the API's error shape, with `retry-after` when given. */
  | { kind: "status"; status: number; retryAfterSeconds?: number }
  /** An error status with exactly this body: a server's own documented error. */
  | { kind: "error"; status: number; body: unknown; headers?: Record<string, string> }
  /** Reads the request and never answers: for timeouts. */
  | { kind: "hang" };

export type FakeServerOptions = { refuses?: "grammar" | "strict" };

export const answer = (value: unknown): FakeReply => ({ kind: "json", value });
export const malformed = (text: string): FakeReply => ({ kind: "text", text });
export const rateLimited = (): FakeReply => ({ kind: "status", status: 429, retryAfterSeconds: 0 });
export const hang = (): FakeReply => ({ kind: "hang" });

export type RecordedModelRequest = {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
};

export type FakeModelServer = {
  /** The base URL a provider is given: `http://127.0.0.1:<port>/v1`. */
  baseURL: string;
  requests: RecordedModelRequest[];
  script(...replies: FakeReply[]): void;
  /** Token counts every 200 reports in `usage`. */
  usage: { input: number; output: number };
  close(): Promise<void>;
};

export async function startFakeModelServer(options: FakeServerOptions = {}): Promise<FakeModelServer> {
  const requests: RecordedModelRequest[] = [];
  const replies: FakeReply[] = [];
  const usage = { input: 1500, output: 900 };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "";
      const api = path === "/v1/chat/completions" ? "openai" : path === "/v1/messages" ? "anthropic" : null;
      if (req.method !== "POST" || !api) return send(res, 404, { error: { message: `No fake for ${req.method} ${path}` } });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      } catch {
        return send(res, 400, errorBody(api, "The request body is not JSON"));
      }
      requests.push({ path, headers: req.headers, body });

      const schemaRefusal = refusalOf(options, body);
      if (schemaRefusal) return send(res, 400, schemaRefusal);
      const reply = replies.shift();
      if (!reply) return send(res, 500, errorBody(api, "The test scripted no reply for this request"));
      if (reply.kind === "hang") return;
      if (reply.kind === "status") {
        const headers: Record<string, string> = reply.retryAfterSeconds === undefined ? {} : { "retry-after": String(reply.retryAfterSeconds) };
        return send(res, reply.status, errorBody(api, `Fake error ${reply.status}`), headers);
      }
      if (reply.kind === "error") return send(res, reply.status, reply.body, reply.headers);
      send(res, 200, api === "openai" ? chatCompletion(body, reply, usage) : anthropicMessage(body, reply, usage));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    usage,
    script: (...next) => replies.push(...next),
    close: () =>
      new Promise<void>((resolve, reject) => {
        // A hung reply keeps its connection open: end it, or close would wait for ever.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

function errorBody(api: "openai" | "anthropic", message: string) {
  return api === "openai"
    ? { error: { message, type: "fake_error", code: null } }
    : { type: "error", error: { type: "fake_error", message } };
}

/** What a server answers to a schema it cannot use, as its own documentation and source give it. */
function refusalOf(options: FakeServerOptions, body: Record<string, unknown>): unknown {
  const format = body.response_format as { json_schema?: { name?: string; schema?: unknown } } | undefined;
  const schema = format?.json_schema?.schema;
  if (!options.refuses || schema === undefined) return null;
  if (options.refuses === "grammar" && grammarConverterProblems(schema).length > 0) {
    return { error: { code: 400, message: "failed to parse grammar", type: "invalid_request_error" } };
  }
  const problems = options.refuses === "strict" ? strictSubsetProblems(schema) : [];
  if (problems.length > 0) {
    return {
      error: {
        message: `Invalid schema for response_format '${format?.json_schema?.name ?? "response"}': ${problems[0]}.`,
        type: "invalid_request_error",
        param: "response_format",
        code: null,
      },
    };
  }
  return null;
}

let sequence = 0;

type Answer = Exclude<FakeReply, { kind: "status" | "error" | "hang" }>;

const answerText = (reply: Answer) => (reply.kind === "json" ? JSON.stringify(reply.value) : reply.text);

function chatCompletion(request: Record<string, unknown>, reply: Answer, usage: { input: number; output: number }) {
  sequence += 1;
  const message =
    reply.kind === "refusal" ? { role: "assistant", content: null, refusal: reply.text } : { role: "assistant", content: answerText(reply) };
  return {
    id: `chatcmpl-fake-${sequence}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: [{ index: 0, message, finish_reason: reply.kind === "text" && reply.finish === "length" ? "length" : "stop" }],
    usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
  };
}

/**
 * Anthropic's answer: the JSON as text for the native output format, or as
 * the `json` tool's input when the SDK asked through tool use (a cut-off
 * tool input arrives empty, as the API gives it with `max_tokens`).
 */
function anthropicMessage(request: Record<string, unknown>, reply: Answer, usage: { input: number; output: number }) {
  sequence += 1;
  const tools = (request.tools as { name?: string }[] | undefined) ?? [];
  const cutOff = reply.kind === "text" && reply.finish === "length";
  const asTool = reply.kind !== "refusal" && tools.some((tool) => tool.name === "json");
  const content = asTool
    ? [{ type: "tool_use", id: `toolu_fake_${sequence}`, name: "json", input: cutOff ? {} : parsedOrText(answerText(reply)) }]
    : [{ type: "text", text: reply.kind === "refusal" ? reply.text : answerText(reply) }];
  const stopReason = reply.kind === "refusal" ? "refusal" : cutOff ? "max_tokens" : asTool ? "tool_use" : "end_turn";
  return {
    id: `msg_fake_${sequence}`,
    type: "message",
    role: "assistant",
    model: request.model,
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { input_tokens: usage.input, output_tokens: usage.output },
  };
}

function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { text };
  }
}
