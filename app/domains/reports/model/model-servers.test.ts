import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sectionsAskedIn, startFakeModelServer, type FakeModelServer, type FakeReply } from "../../../../tests/support/fake-openai-server";
import { grammarConverterProblems, strictSubsetProblems } from "../../../../tests/support/json-schema-subsets";
import { modelServers } from "../../../../tests/support/model-servers";
import { parseEnv } from "~/config/env.server";
import { createReportDrafter } from "../create-drafter.server";
import { DraftingFailedError } from "../document/report-drafter";
import { verifyReport } from "../verify/verify-report";
import { goodCatharsisDraft, marriageEvidence } from "./drafting-fixtures";

/**
 * The model drafter, configured as an operator would, against a fake of
 * each server we support (issue 30, ADR 0061, 0068): its request shape, the
 * schemas it refuses, and its own error bodies. A good draft goes through in
 * parts; one part's refused schema, cut-off answer or prompt past the
 * context fails the draft with a reason staff can act on: the server's
 * status and its own message. A part cut off once is asked again alone,
 * with more room.
 */
const request = { kind: "catharsis" as const, evidence: marriageEvidence() };

/** The SDK retries a 5xx; the fake lets it retry at once. */
const atOnce = (reply: FakeReply): FakeReply => (reply.kind === "error" ? { ...reply, headers: { "retry-after": "0" } } : reply);

/** The answer's room a request asked for: max_tokens, in OpenAI's API and Anthropic's alike. */
function roomOf(body: Record<string, unknown> | undefined): number {
  return typeof body?.max_tokens === "number" ? body.max_tokens : 0;
}

async function failure(draft: Promise<unknown>): Promise<string> {
  const error = await draft.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DraftingFailedError);
  return (error as DraftingFailedError).reason;
}

// Each draft is nine calls over HTTP: on a busy machine that outgrows the unit tests' five seconds.
describe.each(modelServers)("the model drafter against $name", { timeout: 30_000 }, (server) => {
  let fake: FakeModelServer;
  beforeAll(async () => {
    fake = await startFakeModelServer(server.fake);
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    await fake.reset();
    fake.draftWith(goodCatharsisDraft());
  });
  const drafter = () => createReportDrafter(parseEnv({ REPORT_DRAFTER: "model", ...server.env(fake.baseURL) }));
  const asking = (sectionId: string) => fake.requests.filter((sent) => sectionsAskedIn(sent.body).includes(sectionId));

  it("drafts a good report in parts, sending a schema this server accepts", async () => {
    const evidence = marriageEvidence();
    const { document, record } = await drafter().draft({ kind: "catharsis", evidence });

    expect(document.drafter).toBe("model");
    expect(document.sections.find((section) => section.id === "what-you-told-us")?.blocks[0]).toMatchObject({ sentenceId: "q1.s2", text: "I feel like I am invisible to him." });
    expect(verifyReport(document, evidence)).toEqual({ ok: true, failures: [] });
    expect(record.attempts).toBe(1);
    expect(fake.requests).toHaveLength(9);
    for (const sent of fake.requests) {
      const schema = server.schemaIn(sent.body);
      expect(JSON.stringify(schema)).toContain('"sentenceId"');
      expect(strictSubsetProblems(schema)).toEqual([]);
      expect(grammarConverterProblems(schema)).toEqual([]);
    }
  });

  it("fails visibly on the server's grammar or schema error, with its status and its own message", async () => {
    const tries = server.grammarError.kind === "error" && server.grammarError.status >= 500 ? 3 : 1;
    fake.scriptSection("opening-letter", ...Array.from({ length: tries }, () => atOnce(server.grammarError)));
    const reason = await failure(drafter().draft(request));

    const status = server.grammarError.kind === "error" ? server.grammarError.status : 0;
    expect(reason).toContain(`HTTP ${status} from 127.0.0.1:`);
    expect(reason.endsWith(`: ${server.grammarMessage}`)).toBe(true);
    expect(asking("opening-letter")).toHaveLength(tries);
  });

  it("asks a section cut off at the token limit again, alone and with more room, and drafts", async () => {
    const cutOff: FakeReply = { kind: "text", text: JSON.stringify(goodCatharsisDraft()).slice(0, 400), finish: "length" };
    fake.scriptSection("patterns", cutOff);
    const { record } = await createReportDrafter(parseEnv({ REPORT_DRAFTER: "model", ...server.env(fake.baseURL), REPORT_AI_MAX_OUTPUT_TOKENS: "2048" })).draft(request);

    expect(record.attempts).toBe(2);
    expect(fake.requests).toHaveLength(10);
    const [first, again] = asking("patterns").map((sent) => sent.body);
    expect(JSON.stringify(again)).toContain("cut off at the output token limit");
    expect(roomOf(first)).toBe(2_048);
    expect(roomOf(again)).toBeGreaterThan(2_048);
    expect(roomOf(again)).toBeLessThanOrEqual(4_096);
  });

  it("fails visibly when a section is cut off at the token limit twice, naming it", async () => {
    const cutOff: FakeReply = { kind: "text", text: JSON.stringify(goodCatharsisDraft()).slice(0, 400), finish: "length" };
    fake.scriptSection("patterns", cutOff, cutOff);
    const reason = await failure(drafter().draft(request));

    expect(reason).toContain("answered 2 times without a valid report for the section patterns");
    expect(reason).toContain("cut off at the output token limit");
    expect(JSON.stringify(asking("patterns")[1]?.body)).toContain("cut off at the output token limit");
  });

  it("fails visibly when the prompt is past the context window, with the server's words", async () => {
    fake.scriptSection("help-now", server.contextExceeded);
    const reason = await failure(drafter().draft(request));
    const body = server.contextExceeded.kind === "error" ? JSON.stringify(server.contextExceeded.body) : "";
    const said = reason.slice(reason.indexOf(": ", reason.indexOf("from 127.0.0.1")) + 2);
    expect(said.length).toBeGreaterThan(10);
    expect(body).toContain(said);
  });
});

describe("the model drafter's failure reasons", () => {
  let fake: FakeModelServer;
  beforeAll(async () => {
    fake = await startFakeModelServer();
  });
  afterAll(() => fake.close());
  const drafter = () => createReportDrafter(parseEnv({ REPORT_DRAFTER: "model", REPORT_AI_PROVIDER: "openai-compatible", REPORT_AI_BASE_URL: fake.baseURL, REPORT_AI_MODEL: "llama3.1:8b" }));

  it("take out any of the client's words a server echoes back, and stay short", async () => {
    const echoed = "Invalid request: messages.1.content 'Some nights I think everyone would be better off without me.' is not allowed";
    fake.draftWith(goodCatharsisDraft());
    fake.scriptSection("help-now", { kind: "error", status: 422, body: { error: { message: `${echoed} ${"x".repeat(600)}`, type: "invalid_request_error" } } });
    const reason = await failure(drafter().draft(request));

    expect(reason).toContain("HTTP 422");
    expect(reason).toContain("Invalid request: messages.1.content […] is not allowed");
    expect(reason).not.toMatch(/nights|better off/);
    expect(reason.length).toBeLessThan(450);
  });

  it("say the model declined when it answers with a refusal, without repeating it", async () => {
    const refusal: FakeReply = { kind: "refusal", text: "I can't help with a report about q3.s1." };
    fake.scriptSection("help-now", refusal, refusal);
    const reason = await failure(drafter().draft(request));

    expect(reason).toContain("The model declined to answer");
    expect(reason).not.toContain("can't help");
  });
});
