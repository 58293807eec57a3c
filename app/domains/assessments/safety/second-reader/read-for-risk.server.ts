import { APICallError, generateText, NoObjectGeneratedError, Output, RetryError } from "ai";
import type { ConfiguredModel } from "~/config/ai-model.server";
import type { ReportEvidence } from "~/shared/report-evidence";
import type { ReaderFinding } from "./merge-raises";
import { readerAnswerSchema } from "./reader-answer";
import { readerInstructions, readerPrompt } from "./reader-prompt";

/** How one reading ended. `reason` names what went wrong (an HTTP status, an error's kind), never the answer. */
export type Reading =
  | { outcome: "ok"; findings: ReaderFinding[]; durationMs: number }
  | { outcome: "failed" | "timeout"; reason: string; durationMs: number };

export type SecondReader = {
  provider: string;
  modelName: string;
  read(evidence: Pick<ReportEvidence, "questions" | "sentences">): Promise<Reading>;
};

export type SecondReaderOptions = ConfiguredModel & {
  /** The whole reading, the SDK's retries included. */
  timeoutMs: number;
  /** The SDK's retries on 429 and 5xx; 2 unless a test says otherwise. */
  maxRetries?: number;
};

/**
 * The second reader (ADR 0060): one structured-output call through a provider instance. It never
 * throws for the model's sake: a refusal, an answer that fails the schema or no answer in time is
 * an outcome, and the safety screen's rules stand. There is no repair ask: a second opinion that
 * fails is recorded as failed rather than held up.
 */
export function createSecondReader(options: SecondReaderOptions): SecondReader {
  return {
    provider: options.provider,
    modelName: options.modelName,
    async read(evidence) {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      const signal = AbortSignal.timeout(options.timeoutMs);
      try {
        const result = await generateText({
          model: options.model,
          instructions: readerInstructions,
          prompt: readerPrompt(evidence),
          output: Output.object({ schema: readerAnswerSchema, name: "risk_reading", description: "The sentences that suggest risk, by id." }),
          maxRetries: options.maxRetries ?? 2,
          abortSignal: signal,
        });
        return { outcome: "ok", findings: result.output.findings, durationMs: elapsed() };
      } catch (error) {
        if (signal.aborted) return { outcome: "timeout", reason: `no answer within ${options.timeoutMs} ms`, durationMs: elapsed() };
        return { outcome: "failed", reason: failureReason(error), durationMs: elapsed() };
      }
    },
  };
}

/** What failed, in words that cannot carry the answer: the SDK's own messages quote it. */
function failureReason(error: unknown): string {
  if (NoObjectGeneratedError.isInstance(error)) return error.finishReason === "length" ? "the answer was cut off" : "the answer did not match the schema";
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last)) return `HTTP ${last.statusCode ?? "error"}`;
  return last instanceof Error ? last.name : "unknown error";
}
