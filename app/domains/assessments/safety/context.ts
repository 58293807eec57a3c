/**
 * ConText-style rules: whether a pattern's match, read in its clause and sentence, is a hit.
 * A match is dropped when it is denied ("i have never wanted to die"), over ("years ago i
 * tried"), someone else's ("my son wanted to die", a film's story), a label answered by a
 * denial ("suicidal thoughts: none") or a question the writer reports answering no ("my
 * doctor asked if i had thought of suicide and i told her no").
 */
import * as words from "./context-words";

const set = (list: string) => new Set(list.split(/[|\s]+/).filter(Boolean));
const NEGATORS = set(words.NEGATORS);
const CANCELLERS = set(words.CANCELLERS);
const STOPPERS = set(words.STOPPERS);
const SUBJECTS = set(words.SUBJECTS);
const RAISERS = set(words.RAISERS);
const JOINERS = set(words.JOINERS);
const SKIPPED = set(words.SKIPPED);
const WRITER_WORDS = set(words.WRITER_WORDS);
const OTHER_WORDS = set(words.OTHER_WORDS);
const WRITER_PRONOUNS = set(words.WRITER_PRONOUNS);
const OTHER_PRONOUNS = set(words.OTHER_PRONOUNS);

/** What a word before the phrase does to it: denies it, tells it as over, or nothing. */
export function takenBack(before: string[], startsWithSubject: boolean, checkNegation: boolean): "denied" | "over" | null {
  let crossedSubject = startsWithSubject;
  let cancelled = false;
  let stopped = false;
  for (let k = before.length - 1; k >= 0 && k >= before.length - words.NEGATION_WINDOW; k--) {
    const word = before[k] ?? "";
    const previous = before[k - 1];
    if ((word === "to" && previous === "used") || (word === "of" && previous === "history")) return crossedSubject ? null : "over";
    if (checkNegation && NEGATORS.has(word)) {
      return !cancelled && (!crossedSubject || RAISERS.has(before[k + 1] ?? "")) ? "denied" : null;
    }
    if (CANCELLERS.has(word)) {
      cancelled = true;
      stopped ||= STOPPERS.has(word) && !crossedSubject;
    } else if (SUBJECTS.has(word)) crossedSubject = true;
    else if (JOINERS.has(word)) break;
  }
  return stopped ? "over" : null;
}

export const startsWithSubject = (firstWord: string) => SUBJECTS.has(firstWord) || firstWord === "my" || firstWord === "our";

/**
 * "suicidal thoughts: none": a short label with no subject, answered by a bare denial; or the act
 * named and set aside at once ("taking my own life is not something i would ever consider").
 */
export function deniedAfter(before: string[], rest: string, nextClause: string): boolean {
  if (before.length > 3 || before.some((word) => SUBJECTS.has(word))) return false;
  return words.DENIAL.test(rest) || words.DISMISSED.test(rest) || (words.LABEL_TAIL.test(rest) && words.DENIAL.test(nextClause));
}

export function aboutTheWriter(before: string[]): boolean {
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
export function toldAsOver(clause: string, sentence: string, at: number): boolean {
  if (words.CURRENT.test(sentence)) return false;
  let start = 0;
  let end = clause.length;
  for (const boundary of clause.matchAll(words.NEW_STATEMENT)) {
    if (boundary.index <= at) start = boundary.index;
    else {
      end = boundary.index;
      break;
    }
  }
  return words.RESOLVED.test(clause.slice(start, end));
}

/** Whether what a clause tells as over ("i used to cut myself") goes on in it all the same ("and i have started again"). */
export const goesOn = (clause: string) => words.CURRENT.test(clause);

/** "he was violent, but i left him in 1975". */
export const closedAfter = (nextClause: string, sentence: string) =>
  words.CLOSED_AFTER.test(nextClause) && !words.CURRENT.test(sentence);

/** A question put to the writer and answered no: "she asked whether i had thought about suicide; i said no". */
export function answeredNo(sentenceBefore: string, sentenceAfter: string, nextSentence: string): boolean {
  if (!words.ASKED.test(sentenceBefore)) return false;
  const answer = `${sentenceAfter} ; ${nextSentence}`;
  if (words.AFFIRMED_ANSWER.test(answer)) return false;
  return words.DENIED_ANSWER.test(sentenceAfter.replace(/^[ ;]+/, "")) || words.DENIED_ANSWER.test(nextSentence);
}

/** Someone else's story in a film, book or programme, told in the same clause. */
export const fromAStory = (clause: string) => words.MEDIA.test(clause);
