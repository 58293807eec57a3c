import { jsonSchema, type JSONSchema7, type Schema } from "ai";
import { z } from "zod";
import { draftedDocumentSchema, draftedSectionSchema, type DraftedDocument, type DraftedSection } from "../document/report-document";

/**
 * The report schema as a model is asked for it. Derived from the shared zod
 * schema, so the two cannot drift, and reshaped for "strict" structured
 * outputs (OpenAI, vLLM, Anthropic's native format), which refuse what zod
 * emits as is:
 * - every property must be listed in `required`: an optional field becomes
 *   required and nullable, and null reads back as "absent";
 * - `oneOf` (zod's discriminated union) is not accepted: `anyOf` is, and the
 *   `type` constants keep the branches apart;
 * - `minLength`/`maxLength` are not supported keywords: the zod schema still
 *   checks them after parsing, and a breach goes through the repair loop.
 * The answer is validated against the shared zod schema itself.
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

type Definition = JSONSchema7 | boolean;

function forStrictOutputs(node: Definition): Definition {
  if (typeof node === "boolean") return node;
  const { oneOf, ...rest } = node;
  const result: JSONSchema7 = { ...rest };
  delete result.minLength;
  delete result.maxLength;
  if (oneOf) result.anyOf = oneOf.map(forStrictOutputs);
  if (rest.anyOf) result.anyOf = rest.anyOf.map(forStrictOutputs);
  if (rest.items && !Array.isArray(rest.items)) result.items = forStrictOutputs(rest.items);
  if (rest.properties) {
    const required = new Set(rest.required ?? []);
    result.properties = Object.fromEntries(
      Object.entries(rest.properties).map(([name, property]) => {
        const strict = forStrictOutputs(property);
        return [name, required.has(name) ? strict : { anyOf: [strict, { type: "null" }] }];
      }),
    );
    result.required = Object.keys(rest.properties);
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
