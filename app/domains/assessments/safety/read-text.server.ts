/**
 * Turns an answer into what the patterns read: wink-nlp's sentences, each cut into clauses
 * (at ; : dashes, brackets and "but"/"however"/"although"), each clause as two lines of
 * space-separated lower-case tokens, its words and their lemmas, with the same number of
 * tokens in each. The model is read once, when this module loads; nothing downloads.
 */
import winkNLP, { type ItemSentence } from "wink-nlp";
import model from "wink-eng-lite-web-model";

// Built on first use, not when the server starts: each reader takes a fraction of a second to build,
// and a start serves pages long before anything is read (ADR 0079).
let reader: ReturnType<typeof winkNLP> | undefined;
const nlp = () => (reader ??= winkNLP(model, ["sbd", "pos"]));

export type Clause = {
  words: string[];
  lemmas: string[];
  wordLine: string;
  lemmaLine: string;
};
export type Sentence = {
  clauses: Clause[];
  /** The whole sentence's words and lemmas, clauses joined by " ; ", for rules that read past a clause. */
  text: string;
  lemmaText: string;
};

// Spelt out before wink reads the text, because its tokeniser leaves these whole or empty.
const SPELT_OUT: [RegExp, string][] = [
  [/\bcan'?t\b/gi, "can not"],
  [/\bwon'?t\b/gi, "will not"],
  [/\bcannot\b/gi, "can not"],
  [/\bain'?t\b/gi, "is not"],
  [/\b(do|does|did|is|are|was|were|have|has|had|would|could|should|must|need|might)n'?t\b/gi, "$1 not"],
  [/\bi'?m\b/gi, "i am"],
  [/\bi'?ve\b/gi, "i have"],
  [/\bi'll\b/gi, "i will"],
  [/\b(he|she|it|that|there|what|who|here)'s\b/gi, "$1 is"],
  [/\b(he|she)s\b/gi, "$1 is"],
  [/\b(you|we|they)'re\b/gi, "$1 are"],
  [/\b(you|we|they)'ve\b/gi, "$1 have"],
  [/\b(you|he|she|we|they|it)'ll\b/gi, "$1 will"],
  [/\bwanna\b/gi, "want to"],
  [/\bgonna\b/gi, "going to"],
  [/\bgotta\b/gi, "got to"],
  // "no." is read as an abbreviation (number) and would swallow the sentence end.
  [/\b(no|yes)\.(?=\s|$)/gi, "$1 ."],
];

function tidy(text: string): string {
  let out = text.replace(/[\u2018\u2019\u201b\u02bc\u0060\u00b4\u2032]/g, "'").replace(/[\u201c\u201d]/g, '"');
  for (const [pattern, replacement] of SPELT_OUT) out = out.replace(pattern, replacement);
  return out
    .replace(/([\p{L}\p{N}])[-\u2010\u2011](?=[\p{L}\p{N}])/gu, "$1 ")
    .replace(/[\u2012-\u2015]|--+/g, " ; ")
    .replace(/\.{3,}|\u2026/g, " ; ");
}

/** A word and a clitic wink sometimes leaves joined: "sister's", "john's". */
const JOINED = /^([\p{L}\p{N}]+)'(s|d|ll|re|ve|m)$/u;

const HARD_BREAK = new Set([";", ":", "(", ")", "[", "]", "{", "}", "-", "/"]);
const SOFT_BREAK = new Set(["but", "however", "although", "though"]);

function clause(words: string[], lemmas: string[]): Clause {
  return { words, lemmas, wordLine: words.join(" "), lemmaLine: lemmas.join(" ") };
}

/** The sentences of `text`, cut into clauses; punctuation dropped except where it cuts. */
export function readSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  const { its } = nlp();
  nlp().readDoc(tidy(text)).sentences().each((sentence: ItemSentence) => {
    const tokens = sentence.tokens();
    const normals = tokens.out(its.normal) as string[];
    // wink's own typing of its.lemma does not fit `out`; it returns one string per token.
    const lemmaOut = tokens.out(its.lemma as unknown as typeof its.normal) as string[];
    const types = tokens.out(its.type) as string[];
    const clauses: Clause[] = [];
    let words: string[] = [];
    let lemmas: string[] = [];
    const cut = () => {
      if (words.length > 0) clauses.push(clause(words, lemmas));
      words = [];
      lemmas = [];
    };
    normals.forEach((normal, n) => {
      // "in." at a sentence's end is read as an abbreviation (inch): the full stop goes.
      const word = normal.replace(/^'+|'+$/g, "").replace(/\.+$/, "");
      // "nothing but a burden" is one clause.
      const afterNothing = word === "but" && /^(?:nothing|anything|all|everyone|none)$/.test(words.at(-1) ?? "");
      if (HARD_BREAK.has(normal) || (SOFT_BREAK.has(word) && !afterNothing)) return cut();
      if (types[n] === "punctuation" || types[n] === "symbol" || word === "") return;
      const lemma = (lemmaOut[n] ?? "").toLowerCase().replace(/^'+|'+$/g, "");
      const wordLemma = lemma === "" || lemma.includes(" ") ? word : lemma === "n't" ? "not" : lemma;
      // wink keeps "sister's" whole once it has met it at a sentence's end ("at her sister's."), and
      // splits it into "sister" and "'s" in a reader that has not: the same text would read two ways
      // depending on what the process read before. Splitting here makes the reading depend on the text alone.
      const joined = JOINED.exec(word);
      if (joined) {
        const [, stem = word, suffix = ""] = joined;
        words.push(stem, suffix);
        lemmas.push(JOINED.exec(wordLemma)?.[1] ?? wordLemma, suffix);
        return;
      }
      words.push(word === "n't" ? "not" : word);
      lemmas.push(wordLemma);
    });
    cut();
    if (clauses.length > 0) sentences.push({
        clauses,
        text: clauses.map((c) => c.wordLine).join(" ; "),
        lemmaText: clauses.map((c) => c.lemmaLine).join(" ; "),
      });
  });
  return sentences;
}
