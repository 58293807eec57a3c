import { describe, expect, it } from "vitest";
import { goodCatharsisDraft } from "./drafting-fixtures";
import { grammarConverterProblems, strictSubsetProblems } from "../../../../tests/support/json-schema-subsets";
import { draftedDocumentModelSchema, draftedSectionModelSchema } from "./model-schema";

const schemas = { document: draftedDocumentModelSchema, section: draftedSectionModelSchema };

/** The schema as the AI SDK puts it in a request body. */
async function serialised(schema: (typeof schemas)[keyof typeof schemas]): Promise<unknown> {
  return JSON.parse(JSON.stringify(await schema.jsonSchema)) as unknown;
}

describe("the schema a model is asked for", () => {
  it.each(Object.keys(schemas) as (keyof typeof schemas)[])("(%s) stays inside the strict subset of OpenAI, Anthropic, vLLM and llama.cpp: known keywords only, every object closed and fully required", async (name) => {
    const json = await serialised(schemas[name]);
    expect(strictSubsetProblems(json)).toEqual([]);
    expect(JSON.stringify(json)).toContain('"sentenceId"');
  });

  it.each(Object.keys(schemas) as (keyof typeof schemas)[])("(%s) has nothing llama.cpp's grammar converter refuses: no pattern, no format", async (name) => {
    expect(grammarConverterProblems(await serialised(schemas[name]))).toEqual([]);
  });

  it("the checks catch what the servers refuse", () => {
    const refused = {
      type: "object",
      properties: { id: { type: "string", pattern: "^q\\d+$" }, items: { type: "array", minItems: 1, items: { type: "string", const: "x" } } },
      required: ["id"],
    };
    expect(strictSubsetProblems(refused)).toEqual([
      "(root): additionalProperties must be false",
      "(root): every property must be required",
      '(root).id: "pattern" is not in the strict subset',
      '(root).items: "minItems" is not in the strict subset',
      '(root).items[]: "const" is not in the strict subset',
    ]);
    expect(grammarConverterProblems(refused)).toEqual(["(root).id: has a pattern with \\d, which llama.cpp's grammar parser refuses"]);
  });

  it("refuses a malformed sentence id after parsing, naming the place for the repair ask", async () => {
    const section = { id: "patterns", title: "Patterns", newPage: null, blocks: [{ type: "quote", sentenceId: "sentence seven" }] };
    const result = await draftedSectionModelSchema.validate?.(section);
    expect(result?.success).toBe(false);
    expect(result && !result.success ? result.error.message : "").toBe("blocks.0.sentenceId: A sentence id looks like q7.s2");
  });

  it("reads null as an absent optional field", async () => {
    const draft = goodCatharsisDraft();
    const withNulls = {
      sections: draft.sections.map((section) => ({
        ...section,
        newPage: null,
        blocks: section.blocks.map((block) =>
          block.type === "plan" ? { ...block, steps: block.steps.map((step) => ({ ...step, measure: null })) } : block,
        ),
      })),
    };
    const result = await draftedDocumentModelSchema.validate?.(withNulls);
    expect(result).toEqual({ success: true, value: draft });
  });

  it("still enforces the report schema's limits, naming the place and not the value", async () => {
    const tooLong = { id: "patterns", title: "x".repeat(201), newPage: null, blocks: [{ type: "guidance", text: "A private sentence." }] };
    const result = await draftedSectionModelSchema.validate?.(tooLong);
    expect(result?.success).toBe(false);
    const message = result && !result.success ? result.error.message : "";
    expect(message).toMatch(/^title: Too big/);
    expect(message).not.toContain("xxx");
  });
});
