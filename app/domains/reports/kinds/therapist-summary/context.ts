import { riskSentenceIds, type EvidenceSentence, type ReportEvidence } from "~/shared/report-evidence";
import type { Claim } from "../../document/report-document";
import { themeCatalog } from "../../template/theme-catalog";
import { RESOURCE_THEMES } from "./theme-notes";
import { findThemes, type Theme } from "../../template/themes";
import { fitsPurpose } from "../../roles/block-purpose";
import { sentenceRoles } from "../../roles/sentence-roles";
import { isWrittenFormType } from "~/shared/form-types";
import { presentedThemes } from "../../template/drafting";
import { tailor } from "../../template/guidance/blocks/tailoring";
import type { SelectedBlock } from "../../template/guidance/blocks/select-blocks";

/** Claims may cite at most this many sentences (report-document's schema). */
export const MAX_EVIDENCE = 12;
/** Fewer goals than this from the home questions are topped up from the rest of the "hopes" theme. */
const MIN_GOALS = 2;
/** A reference names this many questions at most, so the brief's lines stay short. */
const MAX_QUESTION_REFS = 3;
/**
 * First-person wanting makes a sentence a goal ("I would like us to…", "I
 * want to…", "I hope…"); "I do not want to seem…" and "I wish I had…" do not.
 */
const GOAL_PATTERNS: readonly RegExp[] = [
  /\b(?:i|we) (?:would|'d) (?:like|love) (?:to|us|for|a|more|some)\b/i,
  /\b(?:i|we) (?:really )?want (?:to|us|a|more|some)\b/i,
  /\bi (?:hope|am hoping|'m hoping)\b/i,
  /\bmy (?:goal|hope) is\b/i,
  /\b(?:i|we) (?:plan|intend|am going|are going) to\b/i,
  /\bi wish i could\b/i,
  /\bwould help\b/i,
];
const isGoal = (text: string) => GOAL_PATTERNS.some((pattern) => pattern.test(text.replace(/[‘’]/g, "'")));

/** What every Therapist Summary section is written from. */
export type SummaryContext = {
  evidence: ReportEvidence;
  themes: Theme[];
  /** The themes that are concerns (not supports, coping or hopes), strongest first; all themes if none is. */
  concerns: Theme[];
  sentence(id: string): EvidenceSentence;
  /**
   * "Q3, Q7 and Q12": the questions these sentences answer, in order. A long
   * list keeps the questions of its first (strongest) sentences and counts
   * the rest: "Q5, Q7 and Q11, and 6 more".
   */
  questionRefs(sentenceIds: readonly string[]): string;
  /** The sentences answering the questions about hopes and wants, in question order. */
  goals: EvidenceSentence[];
  /** The client by the first name they gave, else "the client" (issue 28: the summary names the client when given). */
  who: string;
  /** "Harold's" or "the client's". */
  whose: string;
  /**
   * The particular things the client's words selected from the guidance library (ADR 0067),
   * by the concern they sit in, as a clinician would name them: "drinking more to cope".
   */
  topicsIn(theme: Theme): { topic: string; sentenceIds: string[] }[];
  /** The same for the whole submission, most salient first. */
  topics: { id: string; topic: string; sentenceIds: string[] }[];
};

export function summaryContext(evidence: ReportEvidence): SummaryContext {
  if (!isWrittenFormType(evidence.formType)) throw new Error("A Therapist Summary is written from a written form, not the Enneagram");
  const byId = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence]));
  const numberOf = new Map(evidence.questions.map((question) => [question.id, question.number]));
  const sentence = (id: string) => {
    const found = byId.get(id);
    if (!found) throw new Error(`Sentence ${id} is not in this evidence`);
    return found;
  };
  const questionNumbers = (ids: readonly string[]) =>
    [...new Set(ids.map((id) => numberOf.get(sentence(id).questionId) ?? 0))].filter((number) => number > 0);
  const themes = findThemes(evidence);
  const concerns = themes.filter((theme) => !RESOURCE_THEMES.has(theme.id));
  const tailoring = tailor(evidence, presentedThemes(evidence, themes, themes.length));
  return {
    evidence,
    themes,
    concerns: concerns.length > 0 ? concerns : themes,
    sentence,
    questionRefs: (ids) => {
      const numbers = questionNumbers(ids);
      const named = joinWords(
        numbers
          .slice(0, MAX_QUESTION_REFS)
          .sort((a, b) => a - b)
          .map((number) => `Q${number}`),
      );
      const more = numbers.length - MAX_QUESTION_REFS;
      return more > 0 ? `${named}, and ${more} more` : named;
    },
    goals: goalSentences(evidence, themes, numberOf),
    topicsIn: (theme) => (tailoring.byTheme.get(theme.id) ?? []).map(forClinician),
    topics: tailoring.selected.map((chosen) => ({ id: chosen.block.id, ...forClinician(chosen) })),
    who: evidence.firstName ?? "the client",
    whose: evidence.firstName ? `${evidence.firstName}'s` : "the client's",
  };
}

/**
 * The client's goals: sentences that say what the client wants ("I would
 * like…", "I want…"), first from their answers to the "hopes" theme's home
 * questions ("What would you like your relationship to feel like a year from
 * now?"), topped up from the rest of that theme; if none says so, the home
 * questions' answers; failing all, the answer to the form's last question.
 * In the client's order. Flagged sentences are never offered as goals, and only answers to the
 * questions about hopes whose own words are a hope may be (ADR 0062): not "I walk the dog …
 * not because I want to", nor "I do not want to be the sad widow at the table".
 */
function goalSentences(evidence: ReportEvidence, themes: Theme[], numberOf: Map<string, number>): EvidenceSentence[] {
  const risky = riskSentenceIds(evidence);
  const roles = sentenceRoles(evidence);
  const usable = evidence.sentences.filter((sentence) => !risky.has(sentence.id) && fitsPurpose(roles.get(sentence.id), "hope"));
  const catalog = themeCatalog[evidence.formType as keyof typeof themeCatalog] ?? [];
  const homeQuestions = new Set(catalog.find((theme) => theme.id === "hopes")?.questions ?? []);
  const hopes = new Set(themes.find((theme) => theme.id === "hopes")?.sentenceIds ?? []);
  const answersHome = (sentence: EvidenceSentence) => homeQuestions.has(numberOf.get(sentence.questionId) ?? 0);

  const homeGoals = usable.filter((sentence) => answersHome(sentence) && isGoal(sentence.text));
  if (homeGoals.length >= MIN_GOALS) return homeGoals;
  const goals = usable.filter((sentence) => isGoal(sentence.text) && (answersHome(sentence) || hopes.has(sentence.id)));
  if (goals.length > 0) return goals;
  const home = usable.filter(answersHome);
  if (home.length > 0) return home;
  const last = [...evidence.questions].reverse().find((question) => usable.some((sentence) => sentence.questionId === question.id));
  return last ? usable.filter((sentence) => sentence.questionId === last.id) : [];
}

/** A block's topic as a clinician reads it: the client-facing "you" becomes "they" ("places and things they avoid"). */
function forClinician(chosen: SelectedBlock): { topic: string; sentenceIds: string[] } {
  const topic = chosen.block.topic.replace(/\byourself\b/g, "themselves").replace(/\byour\b/g, "their").replace(/\b(gave|give|to|for|with) you\b/g, "$1 them").replace(/\byou\b/g, "they");
  return { topic, sentenceIds: chosen.sentenceIds };
}

export function claim(text: string, sentences: readonly (EvidenceSentence | string)[]): Claim {
  return { text, evidence: sentences.slice(0, MAX_EVIDENCE).map((sentence) => (typeof sentence === "string" ? sentence : sentence.id)) };
}

/** "A", "A and B", "A, B and C". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

export function upperFirst(text: string): string {
  return text.length > 0 ? text[0]!.toUpperCase() + text.slice(1) : text;
}

export function lowerFirst(text: string): string {
  return text.length > 0 ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** "November 20, 2026", in UTC so the same evidence always gives the same words. */
export function longDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}
