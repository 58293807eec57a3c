import http from "node:http";
import type { AddressInfo } from "node:net";
import { grammarConverterProblems, strictSubsetProblems } from "./json-schema-subsets";

/**
 * A local fake of a model API, spoken to over real HTTP by the AI SDK's own
 * providers, so the model drafter's tests never reach the internet:
 * - `POST /v1/chat/completions`, OpenAI's chat completions (what vLLM,
 *   Ollama, llama.cpp's server and OpenAI answer), non-streaming;
 * - `POST /v1/messages`, Anthropic's messages API, non-streaming.
 * Each test scripts the replies in order (`script(...)`), or per section of
 * a report drafted in parts (`scriptSection(id, ...)`, for the calls whose
 * prompt asks for that section), and may give a whole draft (`draftWith`)
 * from which every other call is answered with the sections it asks for. A
 * request with nothing to answer it gets a 500 the test will notice. Every
 * request is kept (headers and parsed body) for assertions.
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
  /** Replies for the calls that ask for this section, before the general script. */
  scriptSection(sectionId: string, ...replies: FakeReply[]): void;
  /** Answers any call nothing scripted answers, from the request's body (the quality bench's template-backed model). */
  respondWith(responder: ((body: Record<string, unknown>) => FakeReply) | null): void;
  /** Answers any call nothing else answers with the sections it asks for, taken from this draft (`{ sections: [...] }`). */
  draftWith(draft: { sections: { id: string }[] } | null): void;
  /**
   * Forgets the requests and the scripts once every connection has closed (each reply closes its
   * own): a call a failed draft had stopped may otherwise still arrive after the next test began.
   */
  reset(): Promise<void>;
  /** Token counts every 200 reports in `usage`. */
  usage: { input: number; output: number };
  close(): Promise<void>;
};

export async function startFakeModelServer(options: FakeServerOptions = {}): Promise<FakeModelServer> {
  const requests: RecordedModelRequest[] = [];
  const replies: FakeReply[] = [];
  const sectionReplies = new Map<string, FakeReply[]>();
  let draft: { sections: { id: string }[] } | null = null;
  let responder: ((body: Record<string, unknown>) => FakeReply) | null = null;
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
      const asked = sectionsAskedIn(body);
      const queued = asked.map((id) => sectionReplies.get(id)).find((queue) => queue?.length);
      const reply = queued?.shift() ?? replies.shift() ?? responder?.(body) ?? (draft ? answerFrom(draft, asked) : undefined);
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
    reset: async () => {
      for (let wait = 0; wait < 200 && (await openConnections(server)) > 0; wait++) await new Promise((resolve) => setTimeout(resolve, 5));
      server.closeAllConnections();
      requests.length = 0;
      replies.length = 0;
      sectionReplies.clear();
      draft = null;
      responder = null;
    },
    scriptSection: (sectionId, ...next) => sectionReplies.set(sectionId, [...(sectionReplies.get(sectionId) ?? []), ...next]),
    respondWith: (next) => {
      responder = next;
    },
    draftWith: (next) => {
      draft = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // A hung reply keeps its connection open: end it, or close would wait for ever.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The section ids a call of a report drafted in parts asks for, read from its prompt ("…with exactly these ids: a, b."). */
export function sectionsAskedIn(body: Record<string, unknown>): string[] {
  const match = /with exactly these ids: ([a-z0-9, -]+)\./.exec(JSON.stringify(body.messages ?? ""));
  return match?.[1] ? match[1].split(",").map((id) => id.trim()).filter(Boolean) : [];
}

function answerFrom(draft: { sections: { id: string }[] }, asked: string[]): FakeReply {
  return { kind: "json", value: { sections: draft.sections.filter((section) => asked.includes(section.id)) } };
}

function openConnections(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}

/** Every reply closes its connection, so `reset` can tell when no request is still on its way. */
function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", connection: "close", ...headers });
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
