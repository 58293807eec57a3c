/**
 * What a question to sit with may name of the client's own sentence (issue 28: "reflective
 * questions are built from the client's own sentences"): the last thing it names, a noun with
 * its article or possessive and one describing word ("the driveway", "your sister", "long
 * evenings"), read by the domain's one wink-nlp reader, with "my" and "our" turned to "your".
 * Never in quotation marks: only a whole sentence is quoted.
 */
import { englishNlp as nlp } from "../../../roles/english-nlp";

/** Nouns too general to name anything of the client's ("I have a lot of things"). */
const VAGUE = new Set(["thing", "things", "lot", "way", "time", "times", "day", "days", "bit", "kind", "sort", "part", "one", "something", "anything", "everything", "nothing", "people", "stuff", "point", "fact", "end", "worst", "best", "most", "least", "world", "life", "week", "weeks", "month", "months", "year", "years"]);
const OWN: Record<string, string> = { my: "your", our: "your", mine: "yours" };
/** Definite leads only: "a week" is a measure more often than a thing ("two novels a week"). */
const LEADS = new Set(["the", "my", "our", "his", "her", "their", "this", "that", "those", "these"]);

export function namedThing(text: string): string | undefined {
  const { its } = nlp();
  const tokens = nlp().readDoc(text.replace(/[\u2018\u2019]/g, "'")).tokens();
  const words = tokens.out() as string[];
  const tags = tokens.out(its.pos) as string[];
  const stop = tokens.out(its.stopWordFlag) as unknown as boolean[];
  for (let index = words.length - 1; index >= 0; index--) {
    const word = words[index]!;
    if (tags[index] !== "NOUN" || stop[index] || !/^[a-z][a-z'-]{2,}$/i.test(word) || VAGUE.has(word.toLowerCase())) continue;
    let start = index;
    if (start > 0 && tags[start - 1] === "ADJ") start--;
    const lead = start > 0 ? words[start - 1]!.toLowerCase() : "";
    const phrase = words.slice(start, index + 1).join(" ").toLowerCase();
    // Only a noun after an article or possessive: wink-nlp tags some verbs as nouns ("My brother phones").
    if (LEADS.has(lead)) return `${OWN[lead] ?? lead} ${phrase}`;
  }
  return undefined;
}
