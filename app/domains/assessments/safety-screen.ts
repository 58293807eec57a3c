/**
 * Screens questionnaire answers for crisis language (suicidal thoughts, self-harm,
 * harm to others, abuse, danger at home) so the writer sees the crisis panel and the
 * provider is told at once. A hit never blocks the writer, so recall comes first; but a
 * denial ("i have never wanted to die"), something over ("i used to cut myself"),
 * someone else's story ("my son wanted to die") or an idiom ("this job is killing me")
 * is not a hit. The phrases and word lists live in safety-phrases.ts. Pure: no I/O,
 * nothing logged, and the result never carries the answers' words.
 */
import * as vocabulary from "./safety-phrases";
import { safetyPhrases, type SafetyPhrase } from "./safety-phrases";

export const safetyCategories = ["suicidal-thoughts", "self-harm", "harm-to-others", "abuse", "danger-at-home"] as const;
export type SafetyCategory = (typeof safetyCategories)[number];
export type SafetyScreenResult = {
  flagged: boolean;
  /** Unique, in safetyCategories order. */
  categories: SafetyCategory[];
  /** The answers that hit, in input order. */
  matchedQuestionIds: string[];
};

const set = (list: string) => new Set(list.split(/[|\s]+/).filter(Boolean));
const NEGATORS = set(vocabulary.NEGATORS);
const CANCELLERS = set(vocabulary.CANCELLERS);
const STOPPERS = set(vocabulary.STOPPERS);
const SUBJECTS = set(vocabulary.SUBJECTS);
const RAISERS = set(vocabulary.RAISERS);
const JOINERS = set(vocabulary.JOINERS);
const SKIPPED = set(vocabulary.SKIPPED);
const WRITER_WORDS = set(vocabulary.WRITER_WORDS);
const OTHER_WORDS = set(vocabulary.OTHER_WORDS);
const WRITER_PRONOUNS = set(vocabulary.WRITER_PRONOUNS);
const OTHER_PRONOUNS = set(vocabulary.OTHER_PRONOUNS);
// Where a new statement starts inside a sentence: "years ago my husband died | and i want to die".
const NEW_STATEMENT = /\b(?:and|so|then)(?= (?:i|he|she|they|we|my|our)\b)/g;
const SUBJECT_BEFORE = {
  writer: new RegExp(vocabulary.WRITER_SUBJECT),
  "someone else": new RegExp(vocabulary.OTHER_SUBJECT),
};

type CompiledPhrase = {
  category: SafetyCategory;
  /** Sticky: tried at one position. */
  regex: RegExp;
  negationExempt: boolean;
  aboutWriter: boolean;
  // Checked in code on each match: as leading lookbehinds they would run at every position.
  subject?: RegExp;
  precededBy?: RegExp;
};

const compiled: CompiledPhrase[] = safetyPhrases.map((phrase: SafetyPhrase) => ({
  category: phrase.category,
  regex: new RegExp(
    `\\b(?:${phrase.pattern})(?![\\w'])${phrase.unlessFollowedBy ? `(?!${phrase.unlessFollowedBy})` : ""}`,
    "my",
  ),
  negationExempt: phrase.negationExempt === true,
  aboutWriter: phrase.aboutWriter === true,
  subject: phrase.subject ? SUBJECT_BEFORE[phrase.subject] : undefined,
  precededBy: phrase.unlessPrecededBy ? new RegExp(`(?:${phrase.unlessPrecededBy})$`) : undefined,
}));

/*
 * Speed: a hundred regexes each scanning a 150,000-character submission take tens of
 * milliseconds. Instead each phrase is indexed by the first three letters of the words
 * it can start with, and tried only where such a word starts. A phrase whose first word
 * cannot be read off its pattern (it starts with a lookaround, an optional part or a
 * character class) is tried at every word instead: still right, only slower.
 */
const keyOf = (word: string) => word.slice(0, 3);

/** Splits a regex source at its top-level "|". */
function alternatives(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (c === "[") while (i < source.length && source[i] !== "]") i += source[i] === "\\" ? 2 : 1;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      parts.push(source.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, source.slice(start)];
}

/** Index of the ")" closing the group that opens at `open`. */
function closing(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (c === "[") while (i < source.length && source[i] !== "]") i += source[i] === "\\" ? 2 : 1;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return -1;
}

/** The keys of the words a match of `source` can start with, or null when that is unclear. */
function leadingKeys(source: string, thenSpace: boolean): string[] | null {
  const keys: string[] = [];
  for (const alternative of alternatives(source)) {
    if (alternative.startsWith("(?:")) {
      const end = closing(alternative, 0);
      const after = alternative[end + 1];
      if (end < 0 || (after !== undefined && "?*{+".includes(after))) return null;
      const found = leadingKeys(alternative.slice(3, end), after === " " || (after === undefined && thenSpace));
      if (!found) return null;
      keys.push(...found);
      continue;
    }
    const word = /^[a-z]*/.exec(alternative)?.[0] ?? "";
    const next = alternative[word.length];
    const stem = next !== undefined && "?*{+".includes(next) ? word.slice(0, -1) : word;
    const whole = next === " " || (next === undefined && thenSpace);
    if (stem.length < 3 && !(stem && whole)) return null;
    keys.push(keyOf(stem));
  }
  return keys;
}

const byKey = new Map<string, CompiledPhrase[]>();
const everywhere: CompiledPhrase[] = [];
safetyPhrases.forEach((phrase, n) => {
  const entry = compiled[n];
  if (!entry) return;
  const keys = leadingKeys(phrase.pattern, false);
  if (!keys) everywhere.push(entry);
  else for (const key of new Set(keys)) byKey.set(key, [...(byKey.get(key) ?? []), entry]);
});

/** Lower case, contractions spelt out, no punctuation, one clause per line. */
function normalise(text: string): string {
  let out = text.toLowerCase().replace(/[\u2018\u2019\u201b\u02bc\u0060\u00b4\u2032]/g, "'");
  for (const [pattern, replacement] of vocabulary.CONTRACTIONS) out = out.replace(pattern, replacement);
  return out
    .replace(/([\p{L}\p{N}])[-\u2010\u2011](?=[\p{L}\p{N}])/gu, "$1 ")
    .replace(/[.!?;:()[\]{}\u2026\u2012-\u2015\-\r\n]+/g, "\n")
    .replace(/\b(?:but|however|although|though)\b/g, "\n")
    .replace(/'(?!\p{L})|(?<!\p{L})'/gu, " ")
    .replace(/[^\p{L}\p{N}'\n]+/gu, " ")
    .replace(/ *\n[\n ]*/g, "\n")
    .trim();
}

/** Whether a negator, "used to" or "stopped" before the phrase, in the same statement, takes it back. */
function takenBack(before: string[], startsWithSubject: boolean, checkNegation: boolean): boolean {
  let crossedSubject = startsWithSubject;
  let cancelled = false;
  let stopped = false;
  for (let k = before.length - 1; k >= 0 && k >= before.length - vocabulary.NEGATION_WINDOW; k--) {
    const word = before[k] ?? "";
    const previous = before[k - 1];
    if ((word === "to" && previous === "used") || (word === "of" && previous === "history")) return !crossedSubject;
    if (checkNegation && NEGATORS.has(word)) return !cancelled && (!crossedSubject || RAISERS.has(before[k + 1] ?? ""));
    if (CANCELLERS.has(word)) {
      cancelled = true;
      stopped ||= STOPPERS.has(word) && !crossedSubject;
    } else if (SUBJECTS.has(word)) crossedSubject = true;
    else if (JOINERS.has(word)) break;
  }
  return stopped;
}

/** "suicidal thoughts: none": a short label with no subject, answered by a bare denial. */
function deniedAfter(before: string[], rest: string, nextClause: string): boolean {
  if (before.length > 3 || before.some((word) => SUBJECTS.has(word))) return false;
  return vocabulary.DENIAL.test(rest) || (vocabulary.LABEL_TAIL.test(rest) && vocabulary.DENIAL.test(nextClause));
}

function aboutTheWriter(before: string[]): boolean {
  let k = before.length - 1;
  while (k >= 0 && SKIPPED.has(before[k] ?? "")) k--;
  if (k < 0) return true;
  const nearest = (before[k] ?? "").replace(/'s?$/, "");
  if (WRITER_WORDS.has(nearest)) return true;
  if (OTHER_WORDS.has(nearest)) return false;
  for (; k >= 0; k--) {
    const word = before[k] ?? "";
    if (WRITER_PRONOUNS.has(word)) return true;
    if (OTHER_PRONOUNS.has(word)) return false;
  }
  return true;
}

/** "years ago i tried to kill myself" is over; "two years ago he died and i want to die" is not. */
function toldAsOver(clause: string, at: number): boolean {
  if (vocabulary.CURRENT.test(clause)) return false;
  let start = 0;
  let end = clause.length;
  for (const boundary of clause.matchAll(NEW_STATEMENT)) {
    if (boundary.index <= at) start = boundary.index;
    else {
      end = boundary.index;
      break;
    }
  }
  return vocabulary.RESOLVED.test(clause.slice(start, end));
}

// Characters read either side of a match to judge it: enough for any clause worth reading,
// and a bound on the work, however long an answer is.
const NEAR = 400;

/** Whether `phrase` matches at `at` and, read in its clause, is a hit. */
function hitsAt(phrase: CompiledPhrase, text: string, at: number): boolean {
  phrase.regex.lastIndex = at;
  const matched = phrase.regex.exec(text)?.[0];
  if (!matched) return false;
  const near = text.slice(Math.max(0, at - NEAR), at);
  const lead = near.slice(near.lastIndexOf("\n") + 1);
  const after = text.slice(at, at + matched.length + NEAR);
  const end = after.indexOf("\n");
  const clause = lead + (end < 0 ? after : after.slice(0, end));
  const nextClause = end < 0 ? "" : (after.slice(end + 1).split("\n", 1)[0] ?? "");
  if (phrase.precededBy?.test(lead)) return false;
  if (phrase.subject && !phrase.subject.test(lead.slice(-200))) return false;
  const before = lead.split(" ").filter(Boolean);
  const firstWord = matched.split(" ", 1)[0] ?? "";
  const startsWithSubject = SUBJECTS.has(firstWord) || firstWord === "my" || firstWord === "our";
  if (takenBack(before, startsWithSubject, !phrase.negationExempt)) return false;
  if (phrase.aboutWriter && !aboutTheWriter(before)) return false;
  if (deniedAfter(before, clause.slice(lead.length + matched.length).trim(), nextClause)) return false;
  return !toldAsOver(clause, lead.length);
}

/** The categories the text hits, in safetyCategories order. */
export function screenText(text: string): SafetyCategory[] {
  const normalised = normalise(text);
  const hit = new Set<SafetyCategory>();
  const tryAt = (phrases: CompiledPhrase[], at: number) => {
    for (const phrase of phrases) {
      if (!hit.has(phrase.category) && hitsAt(phrase, normalised, at)) hit.add(phrase.category);
    }
  };
  for (const word of normalised.matchAll(/\w+/g)) {
    tryAt(byKey.get(keyOf(word[0])) ?? [], word.index);
    if (everywhere.length > 0) tryAt(everywhere, word.index);
    if (hit.size === safetyCategories.length) break;
  }
  return safetyCategories.filter((category) => hit.has(category));
}

/** answers: question id -> text. Never returns or logs the matched text itself. */
export function screenAnswers(answers: Record<string, string>): SafetyScreenResult {
  const hit = new Set<SafetyCategory>();
  const matchedQuestionIds: string[] = [];
  for (const [questionId, text] of Object.entries(answers)) {
    if (typeof text !== "string") continue;
    const categories = screenText(text);
    if (categories.length === 0) continue;
    matchedQuestionIds.push(questionId);
    for (const category of categories) hit.add(category);
  }
  const categories = safetyCategories.filter((category) => hit.has(category));
  return { flagged: categories.length > 0, categories, matchedQuestionIds };
}
