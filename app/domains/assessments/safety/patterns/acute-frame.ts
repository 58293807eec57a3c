/**
 * The acute frame (issue 27, ADR 0081): what makes a review-tier thought of the writer's own death
 * urgent. Clinicians rate a death wish by what comes with it: a plan, intent, a time, means to
 * hand, or something just done. "I wouldn't mind if I didn't wake up" is for a person to read
 * soon; the same thought with "tonight", "I've decided", "I bought", "which tablets would be
 * enough" or "yesterday I sat on the bridge" is for a person to read now.
 *
 * Read against a sentence's words and lemmas (lower case, contractions spelt out). Deliberately
 * no bare "enough" ("I've had enough"), "hospital" (illness talk) or "for an hour" (a bench by
 * the river): each turned ordinary sentences urgent on the development part.
 */
import { HUMOUR } from "./word-lists";

const DAY = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";

const SOON = String.raw`tonight|tomorrow|this (?:weekend|week|morning)|(?:on|by|this) (?:${DAY})|by the weekend|(?:the|a) date`;
const JUST_DONE = String.raw`last night|the other night|yesterday|days ago|last week|last (?:${DAY})|tried|found me|ambulance|woke up|stomach pumped`;
const INTENT = String.raw`i (?:have |had )?decided|made up my mind|(?:my|the) plan (?:is|be)|i (?:have |had |be |am |was )?(?:plan|planning|planned)|i (?:am|be) going to|i will(?! see (?:him|her|them|my \w+)| meet (?:him|her|them|my \w+))|i (?:mean|meant|intend) to`;
const MEANS = String.raw`got the|have the|bought|enough (?:tablets|pills|insulin|of them)|would be enough|(?:which|what) (?:tablets|pills)|in my pocket`;

const ACUTE = new RegExp(String.raw`\b(?:${SOON}|${JUST_DONE}|${INTENT}|${MEANS})\b`);
const JOKING = new RegExp(String.raw`\b(?:${HUMOUR})\b`);

/** Whether a sentence, as words or lemmas, carries a plan, intent, a time, means or a recent act, and no laugh ("I'll throw myself off the stage, ha"). */
export function soundsAcute(sentence: { text: string; lemmaText: string }): boolean {
  return (ACUTE.test(sentence.text) || ACUTE.test(sentence.lemmaText)) && !JOKING.test(sentence.text);
}
