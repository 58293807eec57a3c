/**
 * The words and lemmas of a client's sentence, so a theme's word list
 * matches "argue", "arguing" and "argued" alike, read by the domain's one
 * wink-nlp reader (roles/english-nlp.ts).
 */
import { englishNlp as nlp } from "../roles/english-nlp";


export type SentenceWords = {
  /** Lower-case words and their lemmas together: what a theme's single terms match. */
  terms: Set<string>;
  /** The lemmas joined by single spaces, padded with one space each side: what phrases match. */
  lemmaLine: string;
  /** The lower-case words the same way, so a phrase also matches as written. */
  wordLine: string;
  wordCount: number;
};

/** wink-nlp is the costly part of drafting: the themes and the guidance blocks read the same sentences, once. */
const read = new Map<string, SentenceWords>();
const MAX_READ = 5000;

export function sentenceWords(text: string): SentenceWords {
  const known = read.get(text);
  if (known) return known;
  if (read.size >= MAX_READ) read.clear();
  const words = readSentence(text);
  read.set(text, words);
  return words;
}

function readSentence(text: string): SentenceWords {
  const { its } = nlp();
  const tokens = nlp().readDoc(text.replace(/[\u2018\u2019]/g, "'")).tokens();
  const types = tokens.out(its.type) as string[];
  const normals = tokens.out(its.normal) as string[];
  // wink's typing of its.lemma does not fit `out`; it returns one string per token.
  const lemmaOut = tokens.out(its.lemma as unknown as typeof its.normal) as string[];
  const words: string[] = [];
  const lemmas: string[] = [];
  normals.forEach((normal, n) => {
    if (types[n] === "punctuation" || types[n] === "symbol") return;
    words.push(normal);
    lemmas.push((lemmaOut[n] ?? normal).toLowerCase());
  });
  return {
    terms: new Set([...words, ...lemmas]),
    lemmaLine: ` ${lemmas.join(" ")} `,
    wordLine: ` ${words.join(" ")} `,
    wordCount: words.length,
  };
}
