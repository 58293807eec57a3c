import { jsonSchema, type JSONSchema7, type Schema } from "ai";
import { z } from "zod";
import { safetyCategories } from "../categories";
import type { ReaderFinding } from "./merge-raises";

/**
 * What the second reader answers: the sentences it judges to be risk, by id, each with a tier and
 * a category. The JSON schema the model is given is written out by hand in the plainest form
 * every structured-output engine accepts (llama.cpp, Ollama, vLLM, OpenAI strict, Anthropic
 * tools): objects with every property required and no others, strings, arrays and enums; no
 * `pattern`, lengths or formats. The answer is then checked with zod, and an id is only believed
 * once it names a sentence of the submission (`raisesFrom`).
 */
const tiers = ["review", "urgent"] as const;

const readerAnswer = z.object({
  findings: z
    .array(
      z.object({
        sentenceId: z.string().trim().min(1).max(40),
        tier: z.enum(tiers),
        category: z.enum(safetyCategories),
      }),
    )
    .max(1_000),
});

export type ReaderAnswer = { findings: ReaderFinding[] };

const readerAnswerJson: JSONSchema7 = {
  type: "object",
  properties: {
    findings: {
      type: "array",
      items: {
        type: "object",
        properties: {
          sentenceId: { type: "string", description: "The sentence's id exactly as given, e.g. q3.s2" },
          tier: { type: "string", enum: [...tiers] },
          category: { type: "string", enum: [...safetyCategories] },
        },
        required: ["sentenceId", "tier", "category"],
        additionalProperties: false,
      },
    },
  },
  required: ["findings"],
  additionalProperties: false,
};

export const readerAnswerSchema: Schema<ReaderAnswer> = jsonSchema<ReaderAnswer>(readerAnswerJson, {
  validate(value) {
    const result = readerAnswer.safeParse(value);
    // Where and what, never the value: a value can be the client's words.
    return result.success
      ? { success: true, value: result.data }
      : { success: false, error: new Error(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")) };
  },
});
