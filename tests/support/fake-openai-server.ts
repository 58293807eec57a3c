import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local fake of a model API, spoken to over real HTTP by the AI SDK's own
 * providers, so the model drafter's tests never reach the internet:
 * - `POST /v1/chat/completions`, OpenAI's chat completions (what vLLM,
 *   Ollama, llama.cpp's server and OpenAI answer), non-streaming;
 * - `POST /v1/messages`, Anthropic's messages API, non-streaming.
 * Each test scripts the replies in order (`script(...)`); a request with
 * nothing scripted gets a 500 the test will notice. Every request is kept
 * (headers and parsed body) for assertions.
 */
export type FakeReply =
  /** A 200 whose message content is this value as JSON (what a model with structured outputs writes). */
  | { kind: "json"; value: unknown }
  /** A 200 whose message content is this text as is: malformed JSON, prose. */
  | { kind: "text"; text: string }
  /** An error status in the API's error shape, with `retry-after` when given. */
  | { kind: "status"; status: number; retryAfterSeconds?: number }
  /** Reads the request and never answers: for timeouts. */
  | { kind: "hang" };

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

export async function startFakeModelServer(): Promise<FakeModelServer> {
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

      const reply = replies.shift();
      if (!reply) return send(res, 500, errorBody(api, "The test scripted no reply for this request"));
      if (reply.kind === "hang") return;
      if (reply.kind === "status") {
        const headers: Record<string, string> = reply.retryAfterSeconds === undefined ? {} : { "retry-after": String(reply.retryAfterSeconds) };
        return send(res, reply.status, errorBody(api, `Fake error ${reply.status}`), headers);
      }
      const content = reply.kind === "json" ? JSON.stringify(reply.value) : reply.text;
      send(res, 200, api === "openai" ? chatCompletion(body, content, usage) : anthropicMessage(body, content, usage));
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

let sequence = 0;

function chatCompletion(request: Record<string, unknown>, content: string, usage: { input: number; output: number }) {
  sequence += 1;
  return {
    id: `chatcmpl-fake-${sequence}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
  };
}

function anthropicMessage(request: Record<string, unknown>, text: string, usage: { input: number; output: number }) {
  sequence += 1;
  return {
    id: `msg_fake_${sequence}`,
    type: "message",
    role: "assistant",
    model: request.model,
    content: [{ type: "text", text }],
    stop_reason: "end_turn",
    stop_sequence: null,
    usage: { input_tokens: usage.input, output_tokens: usage.output },
  };
}
