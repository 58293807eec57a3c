/**
 * A denial the writer makes for themselves (issue 27, fourth pass): "I told her no", "I would
 * never take an overdose", "I'm not suicidal", "no thoughts of ending it", "I'm not going to do
 * anything silly", "I'd never do that to my kids". The classifier weighs words and hears
 * "suicide" and "overdose" whether denied or not, so a denied sentence is kept from the review
 * tier it alone would raise (ADR 0076). Patterns still judge it: a denial never clears a pattern hit.
 *
 * A denial counts only when nothing in the sentence takes it back. The reader (read-text) splits
 * a sentence at "but", "though", "although", so a denial with a second clause ("I'd never do it,
 * but I think about it every night") is not read as one; nor is one followed by words that undo
 * or qualify it ("that was not true", "not yet", "exactly", "already", "some nights"), or that
 * tell why the writer hid it ("so they would not take the tablets off me").
 */
import type { Sentence } from "../read-text.server";

const DENIAL = new RegExp(
  [
    String.raw`\bi (?:told|tell|said|say|answered) (?:\w+ ){0,2}?no\b(?! (?:one|body|longer|more|matter|point|reason|future|way|use|hope|life|good))`,
    String.raw`\bi (?:told|tell|said|say) (?:\w+ ){0,2}?i (?:was|am) (?:not suicidal|safe|not going to)`,
    String.raw`\bi (?:would|could|will) never (?:\w+ ){0,2}?(?:do|take|kill|hurt|harm|end|try|commit)\b`,
    String.raw`\bi am not (?:suicidal|going to (?:do anything|hurt|harm|kill|end|take|try))`,
    String.raw`\b(?:would|will) not do anything (?:silly|stupid|daft)`,
    String.raw`\bno (?:thoughts?|intention|intentions|plans?|wish|urge|desire) (?:of|to|about) (?:ending|killing|suicide|hurting|harming|doing anything|taking|dying|end|kill|hurt|harm|do anything|take|die)\b`,
    // "I haven't hurt anyone and nobody's hurt me"
    String.raw`\bi (?:have|had) (?:not|never) (?:hurt|harmed|hit) (?:anyone|anybody|a soul)\b.{0,30}\b(?:nobody|no one|no body) (?:has|s|had|have) (?:hurt|harmed|hit) me\b`,
    // "I do not see any harm in it": the word the classifier weighs, said of something harmless
    String.raw`\b(?:do not|did not|can not) see (?:any|the) harm in\b|\bno harm in\b`,
  ].join("|"),
);

const TAKEN_BACK = /\b(?:not true|lie|lied|lying|not (?:so |really |that )?sure|yet|anyway|exactly|already|tried|attempt\w*|sometimes|some (?:days|nights)|every (?:day|night)|most (?:days|nights|evenings)|still|until|unless|do think|keep thinking|wish|tempted|close to|off me|away from me|did not want (?:them|her|him|anyone) to (?:know|take))\b/;

/** Whether the writer denies the thought or act for themselves and nothing in the sentence takes it back. */
export function deniesForSelf(sentence: Sentence): boolean {
  return sentence.clauses.length === 1 && DENIAL.test(sentence.text) && !TAKEN_BACK.test(sentence.text);
}
