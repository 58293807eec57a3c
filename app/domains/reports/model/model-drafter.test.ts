import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { requiredSections } from "../kinds";
import { verifyReport } from "../verify/verify-report";
import { goodCatharsisDraft, marriageEvidence } from "./drafting-fixtures";
import { createModelDrafter, ModelDraftError } from "./model-drafter";
import { PROMPT_VERSION } from "./prompts";

const MODEL_NAME = "fake-model-7b";

function reply(text: string, tokens = { input: 1200, output: 800 }) {
  return {
    content: [{ type: "text" as const, text }],
    finishReason: { unified: "stop" as const, raw: "stop" },
    usage: {
      inputTokens: { total: tokens.input, noCache: tokens.input, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: tokens.output, text: tokens.output, reasoning: undefined },
    },
    warnings: [],
  };
}

function drafterAnswering(...texts: string[]) {
  const model = new MockLanguageModelV4({ doGenerate: texts.map((text) => reply(text)) });
  const drafter = createModelDrafter({ model, provider: "openai-compatible", modelName: MODEL_NAME, timeoutMs: 5_000 });
  return { model, drafter };
}

/** Everything the model was sent in one call, as text. */
const sent = (call: MockLanguageModelV4["doGenerateCalls"][number] | undefined) => JSON.stringify(call?.prompt ?? null);

const good = JSON.stringify(goodCatharsisDraft());
const badId = JSON.stringify({
  sections: goodCatharsisDraft().sections.map((section) =>
    section.id === "what-you-told-us" ? { ...section, blocks: [{ type: "quote", sentenceId: "question one" }] } : section,
  ),
});

describe("the model drafter", () => {
  it("turns a good answer into a finished document, the quote's words copied from the evidence, and records the draft", async () => {
    const { model, drafter } = drafterAnswering(good);
    const { document, record } = await drafter.draft({ kind: "catharsis", evidence: marriageEvidence() });

    expect(document.drafter).toBe("model");
    const quote = document.sections.flatMap((section) => section.blocks).find((block) => block.type === "quote");
    expect(quote).toEqual({ type: "quote", sentenceId: "q1.s2", text: "I feel like I am invisible to him." });
    expect(record).toMatchObject({
      drafter: "model",
      provider: "openai-compatible",
      model: MODEL_NAME,
      promptVersion: PROMPT_VERSION,
      inputTokens: 1200,
      outputTokens: 800,
      attempts: 1,
    });
    expect(record.durationMs).toBeGreaterThanOrEqual(0);
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it("drafts a document verification passes", async () => {
    const evidence = marriageEvidence();
    const { drafter } = drafterAnswering(good);
    expect(verifyReport((await drafter.draft({ kind: "catharsis", evidence })).document, evidence)).toEqual({ ok: true, failures: [] });
  });

  it("asks again when the answer cites a sentence the client did not write, naming its id, and gives up if the next answer does too", async () => {
    const invented = JSON.stringify({
      sections: goodCatharsisDraft().sections.map((section) =>
        section.id === "what-you-told-us" ? { ...section, blocks: [...section.blocks, { type: "quote", sentenceId: "q9.s9" }] } : section,
      ),
    });
    const repaired = drafterAnswering(invented, good);
    const { record } = await repaired.drafter.draft({ kind: "catharsis", evidence: marriageEvidence() });
    expect(record.attempts).toBe(2);
    expect(sent(repaired.model.doGenerateCalls[1])).toContain("these sentence ids are not in the client's answers: q9.s9");

    const stubborn = drafterAnswering(invented, invented).drafter;
    await expect(stubborn.draft({ kind: "catharsis", evidence: marriageEvidence() })).rejects.toThrowError(/not in the client's answers: q9\.s9/);
  });

  it("asks for JSON against the strict report schema", async () => {
    const { model, drafter } = drafterAnswering(good);
    await drafter.draft({ kind: "catharsis", evidence: marriageEvidence() });
    const format = model.doGenerateCalls[0]?.responseFormat;
    expect(format).toMatchObject({ type: "json", name: "report" });
    expect(JSON.stringify(format)).toContain('"sections"');
    expect(JSON.stringify(format)).not.toContain("oneOf");
  });

  it("sends the sentence ids with their words, the kind's section ids and the screen's flags, and no model id", async () => {
    const { model, drafter } = drafterAnswering(good);
    await drafter.draft({ kind: "catharsis", evidence: marriageEvidence() });
    const prompt = sent(model.doGenerateCalls[0]);

    expect(prompt).toContain("q1.s2: I feel like I am invisible to him.");
    expect(prompt).toContain("Question 3 (How you are coping): How are you coping day to day?");
    expect(prompt).toContain("suicidal-thoughts (sentences q3.s1)");
    expect(prompt).toContain(`with exactly these ids: help-now, ${requiredSections.catharsis.join(", ")}`);
    expect(prompt).toContain("Never retype");
    expect(prompt).not.toContain(MODEL_NAME);
  });

  it("asks once more with the schema's complaint when the first answer fails it, and records two attempts", async () => {
    const { model, drafter } = drafterAnswering(badId, good);
    const { document, record } = await drafter.draft({ kind: "catharsis", evidence: marriageEvidence() });

    expect(record.attempts).toBe(2);
    expect(record.inputTokens).toBe(2400);
    expect(document.sections.some((section) => section.id === "what-you-told-us")).toBe(true);
    const repair = sent(model.doGenerateCalls[1]);
    expect(repair).toContain("Your previous answer was refused");
    expect(repair).toContain("sections.2.blocks.0.sentenceId: A sentence id looks like q7.s2");
  });

  it("repairs an answer that is not JSON at all", async () => {
    const { model, drafter } = drafterAnswering("Here is your report: {sections: [", good);
    const { record } = await drafter.draft({ kind: "catharsis", evidence: marriageEvidence() });
    expect(record.attempts).toBe(2);
    expect(sent(model.doGenerateCalls[1])).toContain("The answer was not valid JSON");
  });

  it("repairs an answer that leaves out a required section", async () => {
    const withoutPlan = JSON.stringify({ sections: goodCatharsisDraft().sections.filter((section) => section.id !== "action-plan") });
    const { model, drafter } = drafterAnswering(withoutPlan, good);
    expect((await drafter.draft({ kind: "catharsis", evidence: marriageEvidence() })).record.attempts).toBe(2);
    expect(sent(model.doGenerateCalls[1])).toContain("required section ids are missing: action-plan");
  });

  it("fails with a clear error after two bad answers, naming the problem but not the client's words", async () => {
    const { model, drafter } = drafterAnswering(badId, badId, good);
    const failure = await drafter.draft({ kind: "catharsis", evidence: marriageEvidence() }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ModelDraftError);
    const message = (failure as Error).message;
    expect(message).toMatch(/^The model \(openai-compatible, fake-model-7b\) answered 2 times without a valid report/);
    expect(message).toContain("sentenceId: A sentence id looks like q7.s2");
    for (const sentence of marriageEvidence().sentences) expect(message).not.toContain(sentence.text);
    expect(model.doGenerateCalls).toHaveLength(2);
  });

  it("refuses a model id string, which the AI SDK would send through its gateway", () => {
    expect(() =>
      createModelDrafter({ model: "openai/gpt-4o" as never, provider: "openai-compatible", modelName: "gpt-4o", timeoutMs: 1_000 }),
    ).toThrowError(/provider instance, not a model id string/);
  });
});

describe("re-drafting one section", () => {
  const current = () => ({
    kind: "catharsis" as const,
    title: "Marriage Catharsis Report",
    subtitle: "From your answers",
    drafter: "model" as const,
    sections: [{ id: "patterns", title: "Patterns", blocks: [{ type: "guidance" as const, text: "Old text." }] }],
  });
  const section = { id: "patterns", title: "Patterns worth noticing", blocks: [{ type: "quote", sentenceId: "q1.s1" }] };

  it("writes the one section again with the reviewer's note, finished like a draft", async () => {
    const { model, drafter } = drafterAnswering(JSON.stringify(section));
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
  });

  it("asks again when the model renames the section", async () => {
    const { model, drafter } = drafterAnswering(JSON.stringify({ ...section, id: "themes" }), JSON.stringify(section));
    const result = await drafter.redraftSection({ kind: "catharsis", evidence: marriageEvidence(), sectionId: "patterns", current: current() });
    expect(result.record.attempts).toBe(2);
    expect(sent(model.doGenerateCalls[1])).toContain('the section\'s id must stay \\"patterns\\"');
  });
});
