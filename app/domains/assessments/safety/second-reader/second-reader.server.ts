import { configuredModel } from "~/config/ai-model.server";
import { getEnv, modelDrafterGaps, type Env } from "~/config/env.server";
import { createSecondReader, type SecondReader } from "./read-for-risk.server";

type ReaderEnv = Pick<
  Env,
  | "APP_ENV"
  | "REPORT_DRAFTER"
  | "REPORT_AI_PROVIDER"
  | "REPORT_AI_BASE_URL"
  | "REPORT_AI_API_KEY"
  | "REPORT_AI_MODEL"
  | "SAFETY_SECOND_READER"
  | "SAFETY_SECOND_READER_TIMEOUT_MS"
>;

/**
 * The second reader the configuration gives, or null: it reads only where a model is configured
 * (REPORT_DRAFTER=model with its REPORT_AI_* settings) and SAFETY_SECOND_READER is not "off".
 * The model is the drafter's: it already reads every answer to write the report, so reading them
 * for risk sends it nothing new.
 */
export function createSecondReaderFromEnv(env: ReaderEnv): SecondReader | null {
  if (env.SAFETY_SECOND_READER === "off" || env.REPORT_DRAFTER !== "model" || modelDrafterGaps(env).length > 0) return null;
  const configured = configuredModel(env);
  return configured ? createSecondReader({ ...configured, timeoutMs: env.SAFETY_SECOND_READER_TIMEOUT_MS }) : null;
}

const holder = globalThis as typeof globalThis & { __catharsisSecondReader?: SecondReader | null };

/** The process's second reader, built once from the environment; null when none is configured. */
export function getSecondReader(): SecondReader | null {
  if (holder.__catharsisSecondReader === undefined) holder.__catharsisSecondReader = createSecondReaderFromEnv(getEnv());
  return holder.__catharsisSecondReader;
}

/** Replaces it (tests point it at a fake model, or at none); undefined goes back to the environment's. */
export function setSecondReader(reader: SecondReader | null | undefined): void {
  holder.__catharsisSecondReader = reader;
}
