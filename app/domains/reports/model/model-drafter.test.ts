import type { LanguageModelV4CallOptions } from "@ai-sdk/provider";
import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { requiredSections } from "../kinds";
import { verifyReport } from "../verify/verify-report";
import { goodCatharsisDraft, marriageEvidence, partAnswer, sectionsAsked } from "./drafting-fixtures";
import { createModelDrafter, ModelDraftError } from "./model-drafter";
import { PROMPT_VERSION } from "./prompts";

const MODEL_NAME = "fake-model-7b";
/** The marriage fixture's Catharsis Report: help-now, seven sections alone, and the two fixed sections together. */
const CALLS = 9;

function reply(text: string, finish: "stop" | "length" = "stop", tokens = { input: 1200, output: 800 }) {
  return {
    content: [{ type: "text" as const, text }],
    finishReason: { unified: finish, raw: finish },
    usage: {
      inputTokens: { total: tokens.input, noCache: tokens.input, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: tokens.output, text: tokens.output, reasoning: undefined },
    },
    warnings: [],
  };
}

/** Everything the model was sent in one call, as text. */
const sent = (call: LanguageModelV4CallOptions | undefined) => JSON.stringify(call?.prompt ?? null);
const isRepair = (call: LanguageModelV4CallOptions) => sent(call).includes("Your previous answer was refused");

/**
 * A mock model that answers each call with the sections it asks for from the good draft, unless
 * `script` answers that call otherwise (given the sections asked and whether it is a repair ask).
 */
function drafterWith(script?: (asked: string[], repair: boolean) => ReturnType<typeof reply> | undefined, parallelCalls?: number) {
  const model = new MockLanguageModelV4({
    doGenerate: async (call) => {
      await Promise.resolve();
      const text = sent(call);
      return script?.(sectionsAsked(text), isRepair(call)) ?? reply(JSON.stringify(partAnswer(goodCatharsisDraft(), text)));
    },
  });
  const drafter = createModelDrafter({ model, provider: "openai-compatible", modelName: MODEL_NAME, timeoutMs: 5_000, ...(parallelCalls ? { parallelCalls } : {}) });
  return { model, drafter };
}

const withSection = (id: string, blocks: unknown[]) =>
  JSON.stringify({ sections: goodCatharsisDraft().sections.filter((section) => section.id === id).map((section) => ({ ...section, blocks })) });
const request = () => ({ kind: "catharsis" as const, evidence: marriageEvidence() });
const callsFor = (model: MockLanguageModelV4, id: string) => model.doGenerateCalls.filter((call) => sectionsAsked(sent(call)).includes(id));

describe("the model drafter, drafting in parts", () => {
  it("turns good answers into a finished document, the quote's words copied from the evidence, and records the draft", async () => {
    const { model, drafter } = drafterWith();
    const { document, record } = await drafter.draft(request());

    expect(document.drafter).toBe("model");
    expect(document.sections.map((section) => section.id)).toEqual(["help-now", ...requiredSections.catharsis]);
    const quote = document.sections.flatMap((section) => section.blocks).find((block) => block.type === "quote");
    expect(quote).toEqual({ type: "quote", sentenceId: "q1.s2", text: "I feel like I am invisible to him." });
    expect(record).toMatchObject({
      drafter: "model",
      provider: "openai-compatible",
      model: MODEL_NAME,
      promptVersion: PROMPT_VERSION,
      inputTokens: 1200 * CALLS,
      outputTokens: 800 * CALLS,
      attempts: 1,
    });
    expect(record.durationMs).toBeGreaterThanOrEqual(0);
    expect(model.doGenerateCalls).toHaveLength(CALLS);
  });

  it("drafts a document verification passes, as a whole-report draft did", async () => {
    const evidence = marriageEvidence();
    const { drafter } = drafterWith();
    expect(verifyReport((await drafter.draft({ kind: "catharsis", evidence })).document, evidence)).toEqual({ ok: true, failures: [] });
  });

  it("gives each call only its sections and their sentences: the sentence about risk to help-now alone, with the flags; the same instructions to every call", async () => {
    const { model, drafter } = drafterWith();
    await drafter.draft(request());
    const calls = model.doGenerateCalls.map(sent);

    expect(calls.map(sectionsAsked)).toEqual([
      ["help-now"],
      ["opening-letter"],
      ["what-you-told-us"],
      ["strengths"],
      ["patterns"],
      ["action-plan"],
      ["weeks-after"],
      ["preparing-for-therapy"],
      ["seek-help-now", "disclaimers"],
    ]);
    const helpNow = sent(callsFor(model, "help-now")[0]);
    expect(helpNow).toContain("q3.s1: Some nights I think everyone would be better off without me.");
    expect(helpNow).toContain("suicidal-thoughts (sentences q3.s1)");
    expect(helpNow).not.toContain("We argue about money");
    const told = sent(callsFor(model, "what-you-told-us")[0]);
    expect(told).toContain("q1.s2: I feel like I am invisible to him.");
    expect(told).toContain("Question 2 (What helps): What has helped you so far?");
    expect(told).not.toMatch(/q3\.s1|better off without me/);
    expect(sent(callsFor(model, "disclaimers")[0])).not.toContain("q1.s1");
    expect(told).toContain(`The whole report has these sections, in order: help-now, ${requiredSections.catharsis.join(", ")}.`);
    expect(told).toContain("Never retype");
    for (const call of calls) expect(call).not.toContain(MODEL_NAME);

    const instructions = model.doGenerateCalls.map((call) => JSON.stringify(call.prompt[0]));
    expect(new Set(instructions).size).toBe(1);
  });

  it("asks for JSON against the strict report schema, the same schema in every call", async () => {
    const { model, drafter } = drafterWith();
    await drafter.draft(request());
    const formats = model.doGenerateCalls.map((call) => JSON.stringify(call.responseFormat));
    expect(model.doGenerateCalls[0]?.responseFormat).toMatchObject({ type: "json", name: "report" });
    expect(formats[0]).toContain('"sections"');
    expect(formats[0]).not.toContain("oneOf");
    expect(new Set(formats).size).toBe(1);
  });

  it("draws at most REPORT_AI_PARALLEL_CALLS parts at once", async () => {
    let running = 0;
    let most = 0;
    const model = new MockLanguageModelV4({
      doGenerate: async (call) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
        return reply(JSON.stringify(partAnswer(goodCatharsisDraft(), sent(call))));
      },
    });
    await createModelDrafter({ model, provider: "openai-compatible", modelName: MODEL_NAME, timeoutMs: 5_000, parallelCalls: 3 }).draft(request());
    expect(most).toBe(3);
    expect(model.doGenerateCalls).toHaveLength(CALLS);
  });

  it("asks one section again, alone, when it cites a sentence the client did not write, naming its id, and gives up if the next answer does too", async () => {
    const invented = withSection("what-you-told-us", [{ type: "quote", sentenceId: "q9.s9" }]);
    const repaired = drafterWith((asked, repair) => (asked.includes("what-you-told-us") && !repair ? reply(invented) : undefined));
    const { record } = await repaired.drafter.draft(request());
    expect(record.attempts).toBe(2);
    expect(repaired.model.doGenerateCalls).toHaveLength(CALLS + 1);
    const asks = callsFor(repaired.model, "what-you-told-us");
    expect(asks).toHaveLength(2);
    expect(sent(asks[1])).toContain("these sentence ids are not in the client's answers: q9.s9");

    const stubborn = drafterWith((asked) => (asked.includes("what-you-told-us") ? reply(invented) : undefined)).drafter;
    await expect(stubborn.draft(request())).rejects.toThrowError(/for the section what-you-told-us;[\s\S]*not in the client's answers: q9\.s9/);
  });

  it("asks again when a section cites a sentence about risk it was not given", async () => {
    const misplaced = withSection("patterns", [{ type: "paragraph", claims: [{ text: "Some nights are hard.", evidence: ["q3.s1"] }] }]);
    const { model, drafter } = drafterWith((asked, repair) => (asked.includes("patterns") && !repair ? reply(misplaced) : undefined));
    await drafter.draft(request());
    expect(sent(callsFor(model, "patterns")[1])).toContain("these sentence ids were not given for these sections: q3.s1");
  });

  it("asks once more with the schema's complaint when a part's answer fails it, and records two attempts", async () => {
    const badId = withSection("what-you-told-us", [{ type: "quote", sentenceId: "question one" }]);
    const { model, drafter } = drafterWith((asked, repair) => (asked.includes("what-you-told-us") && !repair ? reply(badId) : undefined));
    const { document, record } = await drafter.draft(request());

    expect(record.attempts).toBe(2);
    expect(record.inputTokens).toBe(1200 * (CALLS + 1));
    expect(document.sections.some((section) => section.id === "what-you-told-us")).toBe(true);
    const repair = sent(callsFor(model, "what-you-told-us")[1]);
    expect(repair).toContain("Your previous answer was refused");
    expect(repair).toContain("sections.0.blocks.0.sentenceId: A sentence id looks like q7.s2");
  });

  it("repairs a part that is not JSON at all", async () => {
    const { model, drafter } = drafterWith((asked, repair) => (asked.includes("patterns") && !repair ? reply("Here is your report: {sections: [") : undefined));
    const { record } = await drafter.draft(request());
    expect(record.attempts).toBe(2);
    expect(sent(callsFor(model, "patterns")[1])).toContain("The answer was not valid JSON");
  });

  it("repairs a part that leaves out its section", async () => {
    const { model, drafter } = drafterWith((asked, repair) => (asked.includes("action-plan") && !repair ? reply(JSON.stringify({ sections: goodCatharsisDraft().sections.slice(0, 1) })) : undefined));
    expect((await drafter.draft(request())).record.attempts).toBe(2);
    expect(sent(callsFor(model, "action-plan")[1])).toContain("required section ids are missing: action-plan");
  });

  it("re-asks a section cut off at the token limit alone, with more room, and drafts", async () => {
    const good = JSON.stringify(partAnswer(goodCatharsisDraft(), "with exactly these ids: strengths."));
    const { model, drafter } = createCutOff(good);
    const { document } = await drafter.draft(request());

    const asks = callsFor(model, "strengths");
    expect(asks).toHaveLength(2);
    expect(asks[0]?.maxOutputTokens).toBe(2_000);
    expect(asks[1]?.maxOutputTokens).toBeGreaterThan(2_000);
    expect(asks[1]?.maxOutputTokens).toBeLessThanOrEqual(4_000);
    expect(sent(asks[1])).toContain("cut off at the output token limit");
    expect(model.doGenerateCalls).toHaveLength(CALLS + 1);
    expect(document.sections.find((section) => section.id === "strengths")?.blocks).toHaveLength(1);
  });

  it("fails with a clear error after two bad answers to one part, naming the section and the problem but not the client's words", async () => {
    const badId = withSection("what-you-told-us", [{ type: "quote", sentenceId: "question one" }]);
    const { model, drafter } = drafterWith((asked) => (asked.includes("what-you-told-us") ? reply(badId) : undefined), 1);
    const failure = await drafter.draft(request()).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ModelDraftError);
    const message = (failure as Error).message;
    expect(message).toMatch(/^The model \(openai-compatible, fake-model-7b\) answered 2 times without a valid report for the section what-you-told-us/);
    expect(message).toContain("sentenceId: A sentence id looks like q7.s2");
    for (const sentence of marriageEvidence().sentences) expect(message).not.toContain(sentence.text);
    // One at a time, the parts after the failed one are never asked.
    expect(callsFor(model, "what-you-told-us")).toHaveLength(2);
    expect(callsFor(model, "strengths")).toHaveLength(0);
  });

  it("refuses a model id string, which the AI SDK would send through its gateway", () => {
    expect(() =>
      createModelDrafter({ model: "openai/gpt-4o" as never, provider: "openai-compatible", modelName: "gpt-4o", timeoutMs: 1_000 }),
    ).toThrowError(/provider instance, not a model id string/);
  });
});

/** A model whose first answer for "strengths" is cut off at max_tokens 2000. */
function createCutOff(good: string) {
  const model = new MockLanguageModelV4({
    doGenerate: async (call) => {
      const text = sent(call);
      if (sectionsAsked(text).includes("strengths") && !isRepair(call)) return reply(good.slice(0, 60), "length");
      return reply(JSON.stringify(partAnswer(goodCatharsisDraft(), text)));
    },
  });
  return { model, drafter: createModelDrafter({ model, provider: "openai-compatible", modelName: MODEL_NAME, timeoutMs: 5_000, maxOutputTokens: 2_000 }) };
}

describe("re-drafting one section", () => {
  const current = () => ({
    kind: "catharsis" as const,
    title: "Marriage Catharsis Report",
    subtitle: "From your answers",
    drafter: "model" as const,
    sections: [{ id: "patterns", title: "Patterns", blocks: [{ type: "guidance" as const, text: "Old text." }] }],
  });
  const section = { id: "patterns", title: "Patterns worth noticing", blocks: [{ type: "quote", sentenceId: "q1.s1" }] };
  const answering = (...texts: string[]) => {
    const model = new MockLanguageModelV4({ doGenerate: texts.map((text) => reply(text)) });
    return { model, drafter: createModelDrafter({ model, provider: "openai-compatible", modelName: MODEL_NAME, timeoutMs: 5_000 }) };
  };

  it("writes the one section again with the reviewer's note, from its own sentences, finished like a draft", async () => {
    const { model, drafter } = answering(JSON.stringify(section));
    const result = await drafter.redraftSection({
      kind: "catharsis",
      evidence: marriageEvidence(),
      sectionId: "patterns",
      current: current(),
      reviewerNote: "Lead with the money arguments.",
    });

    expect(result.section.blocks).toEqual([{ type: "quote", sentenceId: "q1.s1", text: "We argue about money almost every night." }]);
    expect(result.record).toMatchObject({ attempts: 1, model: MODEL_NAME });
    const prompt = sent(model.doGenerateCalls[0]);
    expect(prompt).toContain('Write again only the section with id \\"patterns\\"');
    expect(prompt).toContain("Lead with the money arguments.");
    expect(prompt).toContain("Old text.");
    expect(prompt).toContain("q1.s1: We argue about money almost every night.");
    expect(prompt).not.toContain("better off without me");
  });

  it("asks again when the model renames the section", async () => {
    const { model, drafter } = answering(JSON.stringify({ ...section, id: "themes" }), JSON.stringify(section));
    const result = await drafter.redraftSection({ kind: "catharsis", evidence: marriageEvidence(), sectionId: "patterns", current: current() });
    expect(result.record.attempts).toBe(2);
    expect(sent(model.doGenerateCalls[1])).toContain('the section\'s id must stay \\"patterns\\"');
  });
});
