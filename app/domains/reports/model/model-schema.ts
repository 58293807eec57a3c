import { jsonSchema, type JSONSchema7, type Schema } from "ai";
import { z } from "zod";
import { draftedDocumentSchema, draftedSectionSchema, type DraftedDocument, type DraftedSection } from "../document/report-document";

/**
 * The report schema as a model is asked for it (ADR 0061). Derived from the
 * shared zod schema, so the two cannot drift, and cut down to what every
 * server we support accepts as is: OpenAI's strict structured outputs, vLLM's
 * guided decoding, llama.cpp's JSON-schema-to-grammar converter (what Ollama
 * and llama.cpp's server use) and Anthropic's tool input and output format.
 * - Only `type`, `properties`, `required`, `additionalProperties`, `items`,
 *   `anyOf`, `enum` and `description` are sent (`PORTABLE_KEYWORDS`).
 * - No `pattern` or `format`: llama.cpp copies a regex's `\d` into its
 *   grammar, and its grammar parser refuses it (HTTP 400, "failed to parse
 *   grammar"). Sentence and section ids go as plain strings.
 * - No length, count or range limits (`minLength`, `minItems`, `maximum`…):
 *   strict modes refuse or ignore them.
 * - Every property is listed in `required`: an optional field becomes
 *   required and nullable, and null reads back as "absent".
 * - `oneOf` (zod's discriminated union) becomes `anyOf`, and a `const`
 *   becomes a one-value `enum`, which every converter knows.
 * The answer is validated against the shared zod schema itself, so an id
 * that is malformed, or a limit that is broken, is a validation failure the
 * repair ask names.
 */
export const draftedDocumentModelSchema: Schema<DraftedDocument> = modelSchema(draftedDocumentSchema);
export const draftedSectionModelSchema: Schema<DraftedSection> = modelSchema(draftedSectionSchema);

function modelSchema<Output>(schema: z.ZodType<Output>): Schema<Output> {
  const definition = z.toJSONSchema(schema, { target: "draft-07", io: "input" }) as JSONSchema7;
  delete definition.$schema;
  return jsonSchema<Output>(forStrictOutputs(definition) as JSONSchema7, {
    validate(value) {
      const result = schema.safeParse(withoutNulls(value));
      return result.success ? { success: true, value: result.data } : { success: false, error: new Error(describeIssues(result.error)) };
    },
  });
}

/** The JSON-schema keywords every supported server accepts; the model schema uses no other. */
export const PORTABLE_KEYWORDS = ["type", "properties", "required", "additionalProperties", "items", "anyOf", "enum", "description"] as const;

type Definition = JSONSchema7 | boolean;

function forStrictOutputs(node: Definition): Definition {
  if (typeof node === "boolean") return node;
  const result: JSONSchema7 = {};
  if (node.type !== undefined) result.type = node.type;
  if (node.description !== undefined) result.description = node.description;
  if (node.const !== undefined) result.enum = [node.const];
  if (node.enum !== undefined) result.enum = node.enum;
  const branches = node.anyOf ?? node.oneOf;
  if (branches) result.anyOf = branches.map(forStrictOutputs);
  if (node.items && !Array.isArray(node.items)) result.items = forStrictOutputs(node.items);
  if (node.properties) {
    const required = new Set(node.required ?? []);
    result.properties = Object.fromEntries(
      Object.entries(node.properties).map(([name, property]) => {
        const strict = forStrictOutputs(property);
        return [name, required.has(name) ? strict : { anyOf: [strict, { type: "null" }] }];
      }),
    );
    result.required = Object.keys(node.properties);
    result.additionalProperties = false;
  }
  return result;
}

/** A strict model writes `null` for a field it leaves out; zod's optional fields want it absent. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null)
      .map(([name, field]) => [name, withoutNulls(field)]),
  );
}

/**
 * "sections.2.blocks.0.claims.0.evidence.1: A sentence id looks like q7.s2":
 * where and what, never the value, because values are the client's words.
 */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 12)
    .map((issue) => `${issue.path.join(".") || "(the whole answer)"}: ${issue.message}`)
    .join("\n");
}
