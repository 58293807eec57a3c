import type { ReportEvidence } from "~/shared/report-evidence";
import { safetyCategories } from "../categories";

/** Bumped whenever the wording below changes, so a reading can be traced to what the model was asked. */
export const READER_PROMPT_VERSION = "second-reader-v1";

export const readerInstructions = [
  "You are a careful second reader for a service whose clients write long answers about hard times in their lives.",
  "A rule-based screen has already read these answers. You read them again to catch what rules miss: indirect,",
  "understated or unusual ways of saying that someone may be at risk.",
  "",
  "List each sentence that suggests risk with its id, a tier and a category.",
  "Tiers:",
  "- urgent: a present risk a person should act on today: wishing to be dead or to end one's life, a plan, means or",
  "  preparations, goodbyes, hurting oneself now, intent to hurt someone, being hurt or threatened by someone now,",
  "  not being safe at home, a child or a dependent adult left without care.",
  "- review: a milder or unclear sign a person should read soon: feeling a burden, hopelessness about the future,",
  "  passive thoughts of not being here, past self-harm or abuse that may still matter, a worrying home situation.",
  `Categories: ${safetyCategories.join(", ")}.`,
  "",
  "Leave out sentences with no sign of risk, and those where the risk is clearly someone else's story, long over,",
  "denied, or a question answered no. Use only the ids given, exactly as written. When nothing suggests risk,",
  'answer with an empty list. Answer with one JSON object and nothing else: {"findings": [...]}.',
].join("\n");

/** The answers question by question, each sentence after its id; no name, no scores. */
export function readerPrompt(evidence: Pick<ReportEvidence, "questions" | "sentences">): string {
  const text = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence.text]));
  const blocks = evidence.questions
    .filter((question) => question.sentenceIds.length > 0)
    .map((question) => [`Question ${question.number}: ${question.text}`, ...question.sentenceIds.map((id) => `${id}: ${text.get(id) ?? ""}`)].join("\n"));
  return ["The client's answers, question by question. Each sentence starts with its id.", ...blocks].join("\n\n");
}
