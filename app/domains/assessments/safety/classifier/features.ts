/**
 * What the learned review classifier (ADR 0057) reads of one sentence: the same words and lemmas
 * the phrase patterns read (read-text), as a set of feature names. Lower-case words (`w:`),
 * lemmas (`l:`), lemma bigrams inside a clause (`b:`), and two flags: the writer as a subject
 * (`f:first-person`) and a negation (`f:negation`). Cheap: no second wink-nlp pass.
 */
import type { Sentence } from "../read-text.server";

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
  return [...found];
}

/** A text of several sentences (a training row) as the union of its sentences' features. */
export function sentencesFeatures(sentences: Sentence[]): string[] {
  return [...new Set(sentences.flatMap(sentenceFeatures))];
}
