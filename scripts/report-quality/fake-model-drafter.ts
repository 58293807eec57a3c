import { parseEnv } from "~/config/env.server";
import { createReportDrafter } from "~/domains/reports/create-drafter.server";
import type { ReportDrafter } from "~/domains/reports/document/report-drafter";
import { DEFAULT_PART_OUTPUT_TOKENS } from "~/domains/reports/model/draft-in-parts";
import { estimateTokens, TOKENS_PER_MESSAGE } from "~/domains/reports/model/token-estimate";
import { countTokens } from "gpt-tokenizer/encoding/o200k_base";
import { sectionsAskedIn, startFakeModelServer } from "../../tests/support/fake-openai-server";
import { templateModel } from "./template-model";

/**
 * One call's tokens: estimated as the part planner estimates them (ADR 0068), and counted by a
 * real tokenizer, GPT-4o's o200k (`counted`: prompt and schema; `countedAnswer`), a vocabulary
 * of the size of Llama 3's and Qwen 2.5's. The planner keeps the estimate, which must not fall
 * below the count: each model has its own tokenizer, and the estimate must hold for all of them.
 */
export type CallTokens = { report: string; sections: string; prompt: number; schema: number; answer: number; room: number; counted: number; countedAnswer: number };

const textOf = (content: unknown) => (typeof content === "string" ? content : JSON.stringify(content));

/**
 * The model drafter exactly as an operator configures it for an OpenAI-compatible server, pointed
 * at a local fake of one (llama.cpp's settings: 8,192 tokens of context) that answers with the
 * template-backed stand-in for a model. Every call's tokens are kept for the benches.
 */
export async function startFakeModelDrafter(settings: Record<string, string> = {}) {
  const fake = await startFakeModelServer({ refuses: "grammar" });
  const model = templateModel();
  const calls: CallTokens[] = [];
  let report = "";
  fake.respondWith((body) => {
    const text = model.answer(body);
    const messages = (body.messages as { content: unknown }[] | undefined) ?? [];
    const format = body.response_format as { json_schema?: { schema?: unknown } } | undefined;
    calls.push({
      report,
      sections: sectionsAskedIn(body).join("+"),
      prompt: messages.reduce((sum, message) => sum + estimateTokens(textOf(message.content)) + TOKENS_PER_MESSAGE, 0),
      schema: estimateTokens(JSON.stringify(format?.json_schema?.schema ?? "")),
      answer: estimateTokens(text),
      room: typeof body.max_tokens === "number" ? body.max_tokens : DEFAULT_PART_OUTPUT_TOKENS,
      // A chat template adds a few tokens per message (role markers); counted as the estimate counts them.
      counted:
        messages.reduce((sum, message) => sum + countTokens(textOf(message.content)) + TOKENS_PER_MESSAGE, 0) +
        countTokens(JSON.stringify(format?.json_schema?.schema ?? "")),
      countedAnswer: countTokens(text),
    });
    return { kind: "text", text };
  });
  const env = parseEnv({
    REPORT_DRAFTER: "model",
    REPORT_AI_PROVIDER: "openai-compatible",
    REPORT_AI_BASE_URL: fake.baseURL,
    REPORT_AI_MODEL: "qwen2.5-7b-instruct-q4_k_m.gguf",
    REPORT_AI_CONTEXT_TOKENS: "8192",
    ...settings,
  });
  const inner = createReportDrafter(env);
  const drafter: ReportDrafter = {
    name: "model",
    draft(request) {
      report = `${request.evidence.submissionId} ${request.kind}`;
      model.drafting(request);
      return inner.draft(request);
    },
    redraftSection: (request) => inner.redraftSection(request),
  };
  return { drafter, calls, contextTokens: env.REPORT_AI_CONTEXT_TOKENS, close: () => fake.close() };
}
