import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { Env } from "./env.server";

export type ModelSettings = Pick<Env, "REPORT_AI_PROVIDER" | "REPORT_AI_BASE_URL" | "REPORT_AI_API_KEY" | "REPORT_AI_MODEL">;

/** A provider instance and the names it is recorded under. */
export type ConfiguredModel = {
  model: Exclude<LanguageModel, string>;
  /** "openai-compatible" or "anthropic". */
  provider: string;
  modelName: string;
};

/**
 * The model REPORT_AI_* describe, as a provider instance (ADR 0023): never a
 * model id string, which the AI SDK would send through its gateway on the
 * internet. Null when the provider or the model's name is missing; the callers
 * say which settings they need (`modelDrafterGaps`).
 */
export function configuredModel(env: ModelSettings): ConfiguredModel | null {
  const { REPORT_AI_PROVIDER: provider, REPORT_AI_MODEL: modelName, REPORT_AI_API_KEY: apiKey, REPORT_AI_BASE_URL: baseURL } = env;
  if (!provider || !modelName) return null;
  const model =
    provider === "anthropic"
      ? createAnthropic({ apiKey, ...(baseURL ? { baseURL } : {}) })(modelName)
      : createOpenAICompatible({ name: "report-model", baseURL: baseURL ?? "", ...(apiKey ? { apiKey } : {}), supportsStructuredOutputs: true }).chatModel(modelName);
  return { model, provider, modelName };
}
