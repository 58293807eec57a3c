import type { JSONSchema7 } from "ai";
import { describe, expect, it } from "vitest";
import { goodCatharsisDraft } from "./drafting-fixtures";
import { draftedDocumentModelSchema, draftedSectionModelSchema } from "./model-schema";

/** Every object node of a JSON schema, however deep. */
function objects(node: unknown, found: JSONSchema7[] = []): JSONSchema7[] {
  if (Array.isArray(node)) node.forEach((child) => objects(child, found));
  else if (node && typeof node === "object") {
    const schema = node as JSONSchema7;
    if (schema.properties) found.push(schema);
    Object.values(schema).forEach((child) => objects(child, found));
  }
  return found;
}

describe("the schema a model is asked for", () => {
  it("meets strict structured outputs: every property required, no extra ones, anyOf rather than oneOf, no length keywords", async () => {
    for (const schema of [draftedDocumentModelSchema, draftedSectionModelSchema]) {
      const json = await schema.jsonSchema;
      const nodes = objects(json);
      expect(nodes.length).toBeGreaterThan(10);
      for (const node of nodes) {
        expect(node.required).toEqual(Object.keys(node.properties ?? {}));
        expect(node.additionalProperties).toBe(false);
      }
      expect(JSON.stringify(json)).not.toMatch(/"(oneOf|minLength|maxLength|\$schema)"/);
    }
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
