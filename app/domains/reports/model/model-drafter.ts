import { finishDraft, finishSection } from "../document/finish-draft";
import type { DraftRecord, ReportDrafter } from "../document/report-drafter";
import { callBudget, draftInParts, unknownSentences } from "./draft-in-parts";
import { generateWithRepair, ModelDraftError, type ModelDrafterOptions, type Tokens } from "./model-call";
import { draftedDocumentModelSchema, draftedSectionModelSchema } from "./model-schema";
import { sectionRedraftPrompt } from "./part-prompts";
import { planSection } from "./part-plan";
import { estimateTokens } from "./token-estimate";
import { PROMPT_VERSION } from "./prompts";

export { ModelDraftError, type ModelDrafterOptions } from "./model-call";

/**
 * The model drafter (ADR 0023, 0068): a report is drafted in parts, one
 * call per section (a long themes section in a few), each with only the
 * client's sentences it needs, so that every call fits the server's context
 * with its answer; code joins them, inserts quotes and scores, and
 * verification checks the whole. Through a provider instance chosen by
 * configuration: a model id string is refused outright, since the AI SDK
 * would route it through its gateway, on the internet.
 */
export function createModelDrafter(options: ModelDrafterOptions): ReportDrafter {
  if (typeof options.model === "string") {
    throw new ModelDraftError("The model drafter needs a provider instance, not a model id string (a string would go through the AI SDK's gateway)");
  }
  const record = (started: number, attempts: number, usage: Tokens): DraftRecord => ({
    drafter: "model",
    provider: options.provider,
    model: options.modelName,
    promptVersion: PROMPT_VERSION,
    inputTokens: usage.input,
    outputTokens: usage.output,
    durationMs: Math.round(performance.now() - started),
    attempts,
  });

  return {
    name: "model",
    async draft(request) {
      const started = performance.now();
      const answer = await draftInParts(request, options, draftedDocumentModelSchema);
      return { document: finishDraft(request.kind, answer.drafted, request.evidence), record: record(started, answer.attempts, answer.usage) };
    },
    async redraftSection(request) {
      const started = performance.now();
      const budget = await callBudget(request, options, draftedSectionModelSchema);
      const current = request.current.sections.find((section) => section.id === request.sectionId);
      const part = planSection(request.kind, request.evidence, request.sectionId, budget.evidenceTokens - estimateTokens(JSON.stringify(current ?? "")));
      const shown = new Set(part.sentenceIds);
      const answer = await generateWithRepair(options, sectionRedraftPrompt(request, part), draftedSectionModelSchema, (section) =>
        section.id === request.sectionId ? unknownSentences([section], request.evidence, shown) : `id: the section's id must stay "${request.sectionId}"`,
      );
      return { section: finishSection(request.kind, answer.value, request.evidence), record: record(started, answer.attempts, answer.usage) };
    },
  };
}
