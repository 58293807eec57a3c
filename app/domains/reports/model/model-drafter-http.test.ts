import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hang, malformed, rateLimited, startFakeModelServer, type FakeModelServer } from "../../../../tests/support/fake-openai-server";
import { parseEnv } from "~/config/env.server";
import { createReportDrafter } from "../create-drafter.server";
import { goodCatharsisDraft, marriageEvidence } from "./drafting-fixtures";
import { sectionsAskedIn } from "../../../../tests/support/fake-openai-server";

/**
 * The model drafter as configured in production, through the AI SDK's real
 * providers, over real HTTP to a local fake of the model API.
 */
let fake: FakeModelServer;
beforeAll(async () => {
  fake = await startFakeModelServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.draftWith(goodCatharsisDraft());
});

/** The marriage fixture's Catharsis Report is drafted in nine calls (ADR 0068). */
const CALLS = 9;

const API_KEY = "sk-local-test-key";

function openAICompatibleDrafter(extra: Record<string, string> = {}) {
  return createReportDrafter(
    parseEnv({
      REPORT_DRAFTER: "model",
      REPORT_AI_PROVIDER: "openai-compatible",
      REPORT_AI_BASE_URL: fake.baseURL,
      REPORT_AI_API_KEY: API_KEY,
      REPORT_AI_MODEL: "llama3.1:70b",
      ...extra,
    }),
  );
}

const request = { kind: "catharsis" as const, evidence: marriageEvidence() };
type ChatBody = { model: string; messages: { role: string; content: string }[]; response_format: { type: string; json_schema: { strict: boolean; schema: object } } };
const chatBody = (index: number) => fake.requests[index]?.body as unknown as ChatBody;
const asking = (sectionId: string) => fake.requests.filter((sent) => sectionsAskedIn(sent.body).includes(sectionId));

// Each draft is nine calls over HTTP: on a busy machine that outgrows the unit tests' five seconds.
describe("the model drafter against an OpenAI-compatible endpoint", { timeout: 30_000 }, () => {
  it("drafts from good answers, one call per part, asking for strict structured outputs with the key as bearer token", async () => {
    const { document, record } = await openAICompatibleDrafter().draft(request);

    expect(document.sections.find((section) => section.id === "what-you-told-us")?.blocks[0]).toEqual({
      type: "quote",
      sentenceId: "q1.s2",
      text: "I feel like I am invisible to him.",
    });
    expect(record).toMatchObject({ provider: "openai-compatible", model: "llama3.1:70b", inputTokens: 1500 * CALLS, outputTokens: 900 * CALLS, attempts: 1 });

    expect(fake.requests).toHaveLength(CALLS);
    for (const sent of fake.requests) {
      expect(sent.path).toBe("/v1/chat/completions");
      expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`);
    }
    const body = chatBody(0);
    expect(body.model).toBe("llama3.1:70b");
    expect(body.response_format.type).toBe("json_schema");
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(JSON.stringify(body.response_format.json_schema.schema)).toContain('"sentenceId"');
    expect(body.messages.map((message) => message.role)).toEqual(["system", "user"]);
    expect(JSON.stringify(asking("help-now")[0]?.body)).toContain("q3.s1: Some nights I think everyone would be better off without me.");
  });

  it("sends REPORT_AI_MAX_OUTPUT_TOKENS as max_tokens on every call, the repair ask included", async () => {
    fake.scriptSection("patterns", malformed('{"sections": ['));
    await openAICompatibleDrafter({ REPORT_AI_MAX_OUTPUT_TOKENS: "3000" }).draft(request);
    expect(fake.requests.map((sent) => sent.body.max_tokens)).toEqual(Array.from({ length: CALLS + 1 }, () => 3000));

    fake.requests.length = 0;
    await openAICompatibleDrafter().draft(request);
    expect(fake.requests).toHaveLength(CALLS);
    for (const sent of fake.requests) expect(sent.body).not.toHaveProperty("max_tokens");
  });

  it("repairs malformed JSON with one more request for that part alone that says why", async () => {
    fake.scriptSection("opening-letter", malformed('{"sections": [{"id": "opening-letter", '));
    const { record } = await openAICompatibleDrafter().draft(request);

    expect(record.attempts).toBe(2);
    expect(record.inputTokens).toBe(1500 * (CALLS + 1));
    expect(fake.requests).toHaveLength(CALLS + 1);
    const repair = (asking("opening-letter")[1]?.body as unknown as ChatBody).messages[1]?.content;
    expect(repair).toContain("Your previous answer was refused");
    expect(repair).toContain("not valid JSON");
  });

  it("waits out a 429 through the SDK's retries and drafts on the next answer", async () => {
    fake.scriptSection("help-now", rateLimited());
    const { record } = await openAICompatibleDrafter().draft(request);

    expect(asking("help-now")).toHaveLength(2);
    expect(fake.requests).toHaveLength(CALLS + 1);
    expect(record.attempts).toBe(1);
  });

  it("gives up with a clear error when the endpoint stays rate-limited", async () => {
    fake.scriptSection("help-now", rateLimited(), rateLimited(), rateLimited());
    await expect(openAICompatibleDrafter({ REPORT_AI_PARALLEL_CALLS: "1" }).draft(request)).rejects.toThrowError(
      /^The model \(openai-compatible, llama3\.1:70b\) refused the call after 3 tries: HTTP 429 from 127\.0\.0\.1:\d+: Fake error 429$/,
    );
    expect(fake.requests).toHaveLength(3);
  });

  it("stops waiting at REPORT_AI_TIMEOUT_MS and says so", async () => {
    fake.scriptSection("help-now", hang());
    const started = performance.now();
    await expect(openAICompatibleDrafter({ REPORT_AI_TIMEOUT_MS: "300", REPORT_AI_PARALLEL_CALLS: "1" }).draft(request)).rejects.toThrowError(
      "The model (openai-compatible, llama3.1:70b) did not answer within 300 ms (REPORT_AI_TIMEOUT_MS)",
    );
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(fake.requests).toHaveLength(1);
  });
});

describe("the model drafter against Anthropic's messages API", { timeout: 30_000 }, () => {
  it("drafts with the key in x-api-key, the schema as Anthropic's native output format, and the shared instructions marked for its prompt cache", async () => {
    const drafter = createReportDrafter(
      parseEnv({
        REPORT_DRAFTER: "model",
        REPORT_AI_PROVIDER: "anthropic",
        REPORT_AI_BASE_URL: fake.baseURL,
        REPORT_AI_API_KEY: API_KEY,
        REPORT_AI_MODEL: "claude-sonnet-4-5",
      }),
    );
    const { document, record } = await drafter.draft(request);

    expect(document.drafter).toBe("model");
    expect(record).toMatchObject({ provider: "anthropic", model: "claude-sonnet-4-5", inputTokens: 1500 * CALLS, outputTokens: 900 * CALLS, attempts: 1 });
    expect(fake.requests[0]?.path).toBe("/v1/messages");
    expect(fake.requests[0]?.headers["x-api-key"]).toBe(API_KEY);
    const body = fake.requests[0]?.body as { model: string; system: unknown; output_config?: { format?: { type: string; schema: object } } };
    expect(body.model).toBe("claude-sonnet-4-5");
    expect(body.output_config?.format?.type).toBe("json_schema");
    expect(JSON.stringify(body.system)).toContain("Never retype");
    expect(body.system).toEqual([expect.objectContaining({ type: "text", cache_control: { type: "ephemeral" } })]);
    const systems = new Set(fake.requests.map((sent) => JSON.stringify(sent.body.system)));
    expect(systems.size).toBe(1);
  });
});
