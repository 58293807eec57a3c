import { riskSentenceIds, type ReportEvidence } from "~/shared/report-evidence";

/**
 * What the guidance may say back to the client by name (ADR 0067): their
 * first name, the people and places they named, who died and how long ago.
 * Read only from their own answers, and never from a sentence the safety
 * screen raised, so nothing of a risk sentence is ever woven into the text.
 */
export type ClientDetails = {
  seed: string;
  firstName?: string;
  /** The person who died ("Danny", or "your mother" when no name was given), for the grief form. */
  lost?: string;
  pronoun: "he" | "she" | null;
  /** "seven months": from "seven months ago". */
  since?: string;
  /** The sentences that named who died and when, for a claim that says so. */
  lostSentenceIds: readonly string[];
  /** Names of people in each sentence, by sentence id. */
  people: ReadonlyMap<string, readonly string[]>;
  /** Places named in each sentence ("Maple Grove", "St. Mark's"), by sentence id. */
  places: ReadonlyMap<string, readonly string[]>;
};

const MALE = ["son", "husband", "father", "dad", "brother", "grandson", "nephew", "uncle", "boyfriend", "ex-husband", "grandfather", "stepson", "brother-in-law", "father-in-law"];
const FEMALE = ["daughter", "wife", "mother", "mom", "sister", "granddaughter", "niece", "aunt", "girlfriend", "ex-wife", "grandmother", "stepdaughter", "sister-in-law", "mother-in-law"];
const OTHER = ["neighbor", "neighbour", "friend", "pastor", "partner", "therapist", "counselor", "doctor", "boss", "cousin", "child", "grandchild", "roommate"];
const RELATION = new RegExp(`\\b(?:[Mm]y|[Oo]ur)\\s+(?:late\\s+|best\\s+|oldest\\s+|youngest\\s+|older\\s+|younger\\s+)?(${[...MALE, ...FEMALE, ...OTHER].join("|")})\\b,?\\s+([A-Z][a-z]+)\\b`, "g");
const RELATION_ONLY = new RegExp(`\\b(?:[Mm]y|[Oo]ur)\\s+(?:late\\s+)?(${[...MALE, ...FEMALE].join("|")})\\b`);
/** Capitalised words that are not names of people or places. */
const NOT_NAMES = new Set(
  "I Mom Dad Ma Pa God Jesus Lord Christmas Thanksgiving Easter Sunday Sundays Monday Tuesday Wednesday Thursday Friday Saturday January February March April May June July August September October November December Mother's Father's Day The A My Our His Her We He She It They".split(" "),
);
const PLACE = /\b(?:at|in|to|from|past|near|into)\s+(?:the\s+)?((?:St\.\s)?[A-Z][\w']+(?:\s[A-Z][\w']+){0,2})/g;
const SINCE = /\b((?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|[a-z]+-[a-z]+) (?:days?|weeks?|months?|years?)) ago\b/i;

export function clientDetails(evidence: ReportEvidence): ClientDetails {
  const risky = riskSentenceIds(evidence);
  const sentences = evidence.sentences.filter((sentence) => !risky.has(sentence.id));
  const numberOf = new Map(evidence.questions.map((question) => [question.id, question.number]));
  const grief = evidence.formType === "death-grief";

  const named = new Map<string, string>();
  for (const sentence of sentences) {
    for (const match of sentence.text.matchAll(RELATION)) if (!NOT_NAMES.has(match[2]!)) named.set(match[2]!, match[1]!.toLowerCase());
  }
  const people = new Map<string, string[]>();
  // A name the client gave a relation ("my son Danny") is a person wherever it appears.
  const places = new Map<string, string[]>();
  const counts = new Map<string, number>();
  for (const sentence of sentences) {
    const here = [...named.keys()].filter((name) => new RegExp(`\\b${name}\\b`).test(sentence.text));
    here.forEach((name) => counts.set(name, (counts.get(name) ?? 0) + 1));
    if (here.length > 0) people.set(sentence.id, here);
    const placesHere = [...sentence.text.matchAll(PLACE)]
      .map((match) => match[1]!.replace(/'s$/, "'s"))
      .filter((place) => !NOT_NAMES.has(place.split(" ")[0]!) && !named.has(place));
    if (placesHere.length > 0) places.set(sentence.id, placesHere);
  }

  const details: ClientDetails = { seed: evidence.submissionId, pronoun: null, lostSentenceIds: [], people, places, ...(evidence.firstName ? { firstName: evidence.firstName } : {}) };
  if (!grief) return details;

  // Who died: the name the opening answers give that the client uses most; else "your mother".
  const opening = sentences.filter((sentence) => (numberOf.get(sentence.questionId) ?? 0) <= 3);
  // The first answer names them, often by a name the client then uses ("My wife Margaret, Peggy to everyone").
  const firstAnswer = sentences.filter((sentence) => numberOf.get(sentence.questionId) === 1);
  const placeNames = new Set([...places.values()].flat());
  for (const sentence of firstAnswer) {
    for (const match of sentence.text.matchAll(/(?<=[a-z,] )([A-Z][a-z]+)\b(?!')/g)) {
      const name = match[1]!;
      if (/\bthe $/i.test(sentence.text.slice(0, match.index))) continue;
      if (NOT_NAMES.has(name) || placeNames.has(name) || named.has(name)) continue;
      named.set(name, "");
      for (const other of sentences) {
        if (!new RegExp(`\\b${name}\\b`).test(other.text)) continue;
        counts.set(name, (counts.get(name) ?? 0) + 1);
        people.set(other.id, [...(people.get(other.id) ?? []), name]);
      }
    }
  }
  // Who died is named in the first sentence of the first answer; of its names, the one the client uses most, a named relation first.
  const candidates = [...new Set(firstAnswer.slice(0, 1).flatMap((sentence) => people.get(sentence.id) ?? []))];
  const lostName = candidates.sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || Number(Boolean(named.get(b))) - Number(Boolean(named.get(a))))[0];
  for (const [id, found] of places) places.set(id, found.filter((place) => !named.has(place.replace(/'s$/, ""))));
  const relationOf = (relation: string | undefined) => (relation && MALE.includes(relation) ? "he" : relation && FEMALE.includes(relation) ? "she" : null);
  const firstRelation = opening.map((sentence) => RELATION_ONLY.exec(sentence.text)?.[1]?.toLowerCase()).find(Boolean);
  const relation = lostName ? named.get(lostName) || firstRelation : firstRelation;
  const lost = lostName ?? (firstRelation ? `your ${firstRelation}` : undefined);
  const sinceSentence = opening.find((sentence) => SINCE.test(sentence.text));
  const sinceMatch = sinceSentence ? SINCE.exec(sinceSentence.text)?.[1] : undefined;
  const lostSentence = opening.find((sentence) => (lostName ? people.get(sentence.id)?.includes(lostName) : RELATION_ONLY.test(sentence.text)));
  return {
    ...details,
    ...(lost ? { lost } : {}),
    pronoun: relationOf(relation),
    lostSentenceIds: [...new Set([lostSentence?.id, sinceSentence?.id].filter((id): id is string => id !== undefined))],
    ...(sinceMatch ? { since: sinceMatch.toLowerCase().replace(/^(?:a|an|one) /, "") } : {}),
  };
}
