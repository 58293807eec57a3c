/**
 * What the learned review classifier (ADR 0057) reads of one sentence: the same words and lemmas
 * the phrase patterns read (read-text), as a set of feature names. Lower-case words (`w:`),
 * lemmas (`l:`), lemma bigrams inside a clause (`b:`), and three flags: the writer as a subject
 * (`f:first-person`), a negation (`f:negation`) and a word of the review tier's concepts
 * (`CONCEPT_FEATURE`, concepts.ts). Cheap: no second wink-nlp pass.
 */
import type { Sentence } from "../read-text.server";
import { touchesConcept } from "./concepts";

/** The flag of a sentence that names one of the review tier's concepts (ADR 0088). */
export const CONCEPT_FEATURE = "f:concept";
const FIRST_PERSON = new Set(["i", "me", "my", "myself", "mine"]);
const NEGATORS = new Set(["not", "no", "never", "nothing", "nobody", "none", "nor", "without"]);

export function sentenceFeatures(sentence: Sentence): string[] {
  const found = new Set<string>();
  for (const clause of sentence.clauses) {
    clause.words.forEach((word, n) => {
      const lemma = clause.lemmas[n] ?? word;
      found.add(`w:${word}`);
      found.add(`l:${lemma}`);
      if (n > 0) found.add(`b:${clause.lemmas[n - 1]} ${lemma}`);
      if (FIRST_PERSON.has(word)) found.add("f:first-person");
      if (NEGATORS.has(word)) found.add("f:negation");
    });
  }
  if (touchesConcept(`${sentence.text} ; ${sentence.lemmaText}`)) found.add(CONCEPT_FEATURE);
  return [...found];
}

/** A text of several sentences (a training row) as the union of its sentences' features. */
export function sentencesFeatures(sentences: Sentence[]): string[] {
  return [...new Set(sentences.flatMap(sentenceFeatures))];
}
