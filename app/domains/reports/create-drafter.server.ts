import { configuredModel } from "~/config/ai-model.server";
import { chosenReportDrafter, getEnv, modelDrafterGaps, type Env } from "~/config/env.server";
import type { ReportDrafter } from "./document/report-drafter";
import { createModelDrafter } from "./model/model-drafter";
import { templateDrafter } from "./template/template-drafter";

type DrafterEnv = Pick<
  Env,
  "APP_ENV" | "REPORT_DRAFTER" | "REPORT_AI_PROVIDER" | "REPORT_AI_BASE_URL" | "REPORT_AI_API_KEY" | "REPORT_AI_MODEL" | "REPORT_AI_TIMEOUT_MS"
> &
  Partial<Pick<Env, "REPORT_AI_MAX_OUTPUT_TOKENS" | "REPORT_AI_CONTEXT_TOKENS" | "REPORT_AI_PARALLEL_CALLS">>;

/** Which drafter the environment selects (boot may log this; it names no key). */
export function reportDrafterName(env: Pick<Env, "APP_ENV" | "REPORT_DRAFTER">): "template" | "model" {
  return chosenReportDrafter(env) ?? "template";
}

/**
 * The drafter the configuration chooses (ADR 0023): the template drafter
 * unless REPORT_DRAFTER=model, and then a provider instance built from
 * REPORT_AI_*, never a model id string (which the AI SDK would send through
 * its gateway on the internet). `parseEnv` has already refused a model
 * drafter with missing settings; this checks again for callers that build
 * an Env by hand.
 */
export function createReportDrafter(env: DrafterEnv): ReportDrafter {
  const chosen = chosenReportDrafter(env);
  if (chosen === null) throw new Error("The template drafter is refused in production unless REPORT_DRAFTER=template is set explicitly");
  if (chosen === "template") return templateDrafter;
  const gaps = modelDrafterGaps(env);
  const configured = configuredModel(env);
  if (gaps.length > 0 || !configured) throw new Error(`REPORT_DRAFTER=model is not fully configured:\n  - ${gaps.join("\n  - ")}`);
  const { model, provider, modelName } = configured;
  return createModelDrafter({
    model,
    provider,
    modelName,
    timeoutMs: env.REPORT_AI_TIMEOUT_MS,
    maxOutputTokens: env.REPORT_AI_MAX_OUTPUT_TOKENS,
    contextTokens: env.REPORT_AI_CONTEXT_TOKENS,
    parallelCalls: env.REPORT_AI_PARALLEL_CALLS,
  });
}

const holder = globalThis as typeof globalThis & { __catharsisReportDrafter?: ReportDrafter };

/** The process's drafter, built once from the environment. */
export function getReportDrafter(): ReportDrafter {
  holder.__catharsisReportDrafter ??= createReportDrafter(getEnv());
  return holder.__catharsisReportDrafter;
}

/** Replaces the drafter (tests point it at a fake model); undefined goes back to the environment's. */
export function setReportDrafter(drafter: ReportDrafter | undefined): void {
  holder.__catharsisReportDrafter = drafter;
}
