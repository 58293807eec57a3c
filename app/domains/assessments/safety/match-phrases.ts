/**
 * Tries one list of phrase patterns on a sentence: each pattern is tried on every clause's words
 * and on its lemmas, and each match is judged in context (context.ts). Both tiers of the screen
 * (screen.ts) are such a list, compiled once when the module loads.
 */
import type { SafetyCategory, SafetyPhrase } from "./categories";
import * as context from "./context";
import { OTHER_SUBJECT, WRITER_SUBJECT } from "./patterns/word-lists";
import type { Clause, Sentence } from "./read-text.server";

type Compiled = SafetyPhrase & { regex: RegExp; followedBy?: RegExp; precededBy?: RegExp; subjectBefore?: RegExp; inSentence?: RegExp; nearby?: RegExp; notNearby?: RegExp };

const SUBJECT_BEFORE = { writer: new RegExp(WRITER_SUBJECT), "someone else": new RegExp(OTHER_SUBJECT) };
const compile = (phrase: SafetyPhrase): Compiled => ({
  ...phrase,
  regex: new RegExp(`(?<![\\w'])(?:${phrase.pattern})(?![\\w'])`, "g"),
  followedBy: phrase.unlessFollowedBy ? new RegExp(`^(?:${phrase.unlessFollowedBy})`) : undefined,
  precededBy: phrase.unlessPrecededBy ? new RegExp(`(?:${phrase.unlessPrecededBy})$`) : undefined,
  subjectBefore: phrase.subject ? SUBJECT_BEFORE[phrase.subject] : undefined,
  inSentence: phrase.alsoInSentence ? new RegExp(`\\b(?:${phrase.alsoInSentence})\\b`) : undefined,
  nearby: phrase.alsoNearby ? new RegExp(`\\b(?:${phrase.alsoNearby})\\b`) : undefined,
  notNearby: phrase.unlessNearby ? new RegExp(`\\b(?:${phrase.unlessNearby})\\b`) : undefined,
});

/*
 * Speed: every match contains at least one literal word of its pattern, so a pattern is tried
 * only on clauses holding a word that starts like one of its literal words (first four letters).
 * Everyday little words are no keys (every alternative of a pattern has a word of substance,
 * and the labelled set checks it). A pattern with no key would be tried everywhere.
 */
const keyOf = (word: string) => word.slice(0, 4);
const LITTLE = new Set(
  "a an the to and or but of in on at for with by from my me i it is am are be was were have has had do does did not no he she they him her them his their we us our so as if that this".split(" "),
);

type Place = { sentence: Sentence; clause: Clause; clauseIndex: number; next: Sentence | undefined };

/** The same tokens of a clause's words and of its lemmas: before, and after, the match. */
function around(clause: Clause, first: number, count: number) {
  const tail = (tokens: string[]) => tokens.slice(first + count).map((token) => ` ${token}`).join("");
  const head = (tokens: string[]) => tokens.slice(0, first).map((token) => `${token} `).join("");
  return { leads: [head(clause.words), head(clause.lemmas)], tails: [tail(clause.words), tail(clause.lemmas)] };
}

/** Whether the match at character `at` of `line` (a clause's words or lemmas) is a hit. */
function hits(phrase: Compiled, line: string, at: number, length: number, place: Place): boolean {
  const { clause, sentence, clauseIndex, next } = place;
  const first = at === 0 ? 0 : line.slice(0, at).trimEnd().split(" ").length;
  const count = line.slice(at, at + length).split(" ").length;
  const { leads, tails } = around(clause, first, count);
  if (phrase.followedBy && tails.some((tail) => phrase.followedBy?.test(tail))) return false;
  if (phrase.precededBy && leads.some((lead) => phrase.precededBy?.test(lead))) return false;
  if (phrase.subjectBefore && !leads.some((lead) => phrase.subjectBefore?.test(lead.slice(-200)))) return false;
  if (phrase.inSentence && !phrase.inSentence.test(`${sentence.text} ; ${sentence.lemmaText}`)) return false;
  const nearby = `${sentence.text} ; ${sentence.lemmaText} ; ${next?.text ?? ""} ; ${next?.lemmaText ?? ""}`;
  if (phrase.nearby && !phrase.nearby.test(nearby)) return false;
  if (phrase.notNearby?.test(nearby)) return false;
  const before = clause.words.slice(0, first);
  const rest = clause.words.slice(first + count).join(" ");
  const takeBack = context.takenBack(before, context.startsWithSubject(clause.words[first] ?? ""), !phrase.negationExempt);
  if (takeBack === "denied") return false;
  if (takeBack === "over" && !phrase.doneByOther && !context.goesOn(clause.wordLine)) return false;
  if (phrase.aboutWriter && !context.aboutTheWriter(before)) return false;
  const nextClause = sentence.clauses[clauseIndex + 1]?.wordLine ?? "";
  if (context.deniedAfter(before, rest, nextClause)) return false;
  const wordLead = before.join(" ");
  if (context.toldAsOver(clause.wordLine, sentence.text, wordLead.length + (wordLead ? 1 : 0))) return false;
  if (context.closedAfter(nextClause, sentence.text)) return false;
  if (context.fromAStory(clause.wordLine)) return false;
  const earlier = sentence.clauses.slice(0, clauseIndex).map((c) => c.wordLine);
  const later = sentence.clauses.slice(clauseIndex + 1).map((c) => c.wordLine);
  return !context.answeredNo([...earlier, wordLead].join(" ; "), [rest, ...later].join(" ; "), next?.text ?? "");
}

function hitIn(phrase: Compiled, place: Place): boolean {
  for (const line of [place.clause.lemmaLine, place.clause.wordLine]) {
    for (const match of line.matchAll(phrase.regex)) {
      if (hits(phrase, line, match.index, match[0].length, place)) return true;
    }
  }
  return false;
}

/** Compiles `phrases` once; the matcher returns the categories a sentence hits (in no set order). */
export function phraseMatcher(phrases: SafetyPhrase[]): (sentence: Sentence, next: Sentence | undefined) => SafetyCategory[] {
  const compiled = phrases.map(compile);
  const byKey = new Map<string, Set<Compiled>>();
  const everywhere: Compiled[] = [];
  for (const phrase of compiled) {
    const source = phrase.pattern.replace(/\\./g, " ");
    const keys = new Set((source.match(/[a-z]{2,}/g) ?? []).filter((word) => !LITTLE.has(word)).map(keyOf));
    if (keys.size === 0) everywhere.push(phrase);
    for (const key of keys) byKey.set(key, (byKey.get(key) ?? new Set()).add(phrase));
  }

  /** The patterns worth trying on a clause, in list order. */
  const candidates = (clause: Clause): Compiled[] => {
    const found = new Set<Compiled>(everywhere);
    for (const token of [...clause.words, ...clause.lemmas]) {
      if (LITTLE.has(token)) continue;
      for (const phrase of byKey.get(keyOf(token)) ?? []) found.add(phrase);
    }
    return compiled.filter((phrase) => found.has(phrase));
  };

  return (sentence, next) => {
    const hit = new Set<SafetyCategory>();
    sentence.clauses.forEach((clause, clauseIndex) => {
      const place = { sentence, clause, clauseIndex, next };
      for (const phrase of candidates(clause)) {
        if (!hit.has(phrase.category) && hitIn(phrase, place)) hit.add(phrase.category);
      }
    });
    return [...hit];
  };
}
