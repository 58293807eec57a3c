import { riskSentenceIds, type EvidenceSentence, type ReportEvidence } from "~/shared/report-evidence";
import { sentenceWords, type SentenceWords } from "./sentence-words";
import { themeCatalog, type ThemeDefinition } from "./theme-catalog";
import { fitsPurpose, themePurpose } from "../roles/block-purpose";
import { sentenceRoles } from "../roles/sentence-roles";
import { isWrittenFormType } from "~/shared/form-types";

/**
 * A theme of the client's answers and the sentences that show it, best
 * first. Ids are the catalogue's ("conflict", "the-loss"), or `section-<n>`
 * for the fallback themes built from the bank's sections.
 */
export type Theme = { id: string; label: string; sentenceIds: string[] };

/** The fewest themes a written submission gets: topped up from the bank's sections. */
const MIN_THEMES = 3;
/** A theme needs this much weight of matches, over at least two sentences, to count as found. */
const MIN_STRENGTH = 5;
const MIN_SENTENCES = 2;
/** A home-question answer this short ("Not much.") says too little to stand for a theme alone. */
const MIN_WORDS_WITHOUT_TERMS = 4;

type Scored = { sentence: EvidenceSentence; index: number; score: number };

/**
 * The themes of a written submission, strongest first; every theme cites at
 * least one of the client's sentences. Sentences that hit the safety screen
 * are left out: they are answered by the help-now section and cited (never
 * quoted) in the clinician brief. The Enneagram has no written sentences and
 * so no themes.
 */
export function findThemes(evidence: ReportEvidence): Theme[] {
  const cached = themeCache.get(evidence);
  if (cached) return cached;
  const themes = isWrittenFormType(evidence.formType) ? themesOf(evidence, themeCatalog[evidence.formType]) : [];
  themeCache.set(evidence, themes);
  return themes;
}

/** Several drafts and sections ask for the same evidence's themes: read it once. */
const themeCache = new WeakMap<ReportEvidence, Theme[]>();

/** The theme's best `count` sentences, in its order. */
export function strongestSentences(evidence: ReportEvidence, theme: Theme, count: number): EvidenceSentence[] {
  const byId = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence]));
  return theme.sentenceIds
    .slice(0, Math.max(0, count))
    .map((id) => byId.get(id))
    .filter((sentence): sentence is EvidenceSentence => sentence !== undefined);
}

function themesOf(evidence: ReportEvidence, catalog: readonly ThemeDefinition[]): Theme[] {
  const questionNumber = new Map(evidence.questions.map((question) => [question.id, question.number]));
  const risky = riskSentenceIds(evidence);
  const candidates = evidence.sentences.filter((sentence) => !risky.has(sentence.id) && sentence.text.length > 0);
  // Read each sentence once: wink-nlp is the costly part, and every theme looks at every sentence.
  const read = candidates.map((sentence) => sentenceWords(sentence.text));
  // A resource theme (supports, what helps, memories, hopes) is offered back to the client as
  // one, so it gathers only sentences whose role fits (ADR 0062): never a withdrawal or a loss.
  const roles = sentenceRoles(evidence);

  const found = catalog
    .map((definition, order) => {
      const scored = candidates
        .map((sentence, index): Scored => ({
          sentence,
          index,
          score: scoreSentence(definition, read[index]!, questionNumber.get(sentence.questionId) ?? 0),
        }))
        .filter((entry) => entry.score > 0)
        .filter((entry) => !themePurpose[definition.id] || fitsPurpose(roles.get(entry.sentence.id), themePurpose[definition.id]!))
        .sort((a, b) => b.score - a.score || a.index - b.index);
      // The best five, so many thin mentions do not outrank a clear theme, plus one for each answer
      // it runs through, so a theme the client returns to across the form outranks one dense answer.
      const answers = new Set(scored.map((entry) => entry.sentence.questionId)).size;
      const strength = scored.slice(0, 5).reduce((sum, entry) => sum + entry.score, 0) + answers;
      return { definition, order, scored, strength };
    })
    .filter((theme) => theme.strength >= MIN_STRENGTH && theme.scored.length >= MIN_SENTENCES)
    .sort((a, b) => b.strength - a.strength || a.order - b.order)
    .map(({ definition, scored }): Theme => ({
      id: definition.id,
      label: definition.label,
      sentenceIds: scored.map((entry) => entry.sentence.id),
    }));

  return found.length >= MIN_THEMES ? found : [...found, ...sectionThemes(evidence, candidates, MIN_THEMES - found.length)];
}

/**
 * Weight of a sentence for a theme: two per distinct term, three per phrase,
 * one for answering a home question, and a half for a sentence long enough
 * to quote well. Zero means it does not belong.
 */
function scoreSentence(definition: ThemeDefinition, words: SentenceWords, questionNumber: number): number {
  const termHits = definition.terms.filter((term) => words.terms.has(term)).length;
  const phraseHits = (definition.phrases ?? []).filter(
    (phrase) => words.lemmaLine.includes(` ${phrase} `) || words.wordLine.includes(` ${phrase} `),
  ).length;
  const home = definition.questions.includes(questionNumber);
  if (termHits + phraseHits === 0 && !(home && words.wordCount >= MIN_WORDS_WITHOUT_TERMS)) return 0;
  return termHits * 2 + phraseHits * 3 + (home ? 1 : 0) + (words.wordCount >= 6 ? 0.5 : 0);
}

/**
 * Themes from the bank's sections, for a submission whose words matched
 * little: each section's sentences, longest first, so even a sparse answer
 * set gets themes that quote the client.
 */
function sectionThemes(evidence: ReportEvidence, candidates: EvidenceSentence[], wanted: number): Theme[] {
  const available = new Set(candidates.map((sentence) => sentence.id));
  const sections: { title: string; sentenceIds: string[] }[] = [];
  for (const question of evidence.questions) {
    let section = sections.find((entry) => entry.title === question.sectionTitle);
    if (!section) {
      section = { title: question.sectionTitle, sentenceIds: [] };
      sections.push(section);
    }
    section.sentenceIds.push(...question.sentenceIds.filter((id) => available.has(id)));
  }
  const order = new Map(candidates.map((sentence, index) => [sentence.id, { length: sentence.text.length, index }]));
  const rank = (id: string) => order.get(id) ?? { length: 0, index: 0 };
  return sections
    .map((section, index) => ({ ...section, number: index + 1 }))
    .filter((section) => section.sentenceIds.length > 0)
    .slice(0, wanted)
    .map((section) => ({
      id: `section-${section.number}`,
      label: section.title,
      sentenceIds: [...section.sentenceIds].sort((a, b) => rank(b).length - rank(a).length || rank(a).index - rank(b).index),
    }));
}
