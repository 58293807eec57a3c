/**
 * Review tier, fourth pass (issue 27): a denial the same sentence takes back or hedges. "I'd never
 * do it, but I think about it every night", "I told her no, but that wasn't true", "I'm not going
 * to do anything silly, not yet anyway". The classifier is kept off denials (classifier/denial.ts);
 * these keep the hedged ones flagged whatever the classifier says. Negation-exempt: the denial's
 * own "never"/"not" is the frame, and the taking back is what must be in the sentence.
 */
import type { SafetyPhrase } from "../../categories";

const DENIED = String.raw`i (?:told|said|say|tell|answered) (?:\w+ ){0,3}?(?:no\b|i (?:was|am) not|i (?:was|am) (?:fine|safe))|i (?:would|could|will) never (?:\w+ ){0,2}?(?:do|take|kill|end|go through)\b|i am not (?:suicidal|going to do anything)|not going to do anything (?:silly|stupid|daft)`;

export const denialReviewPhrases: SafetyPhrase[] = [
  // the denial undone: not true, a lie, not sure, not yet; or the thought kept ("I think about it", "I count them")
  { category: "suicidal-thoughts", pattern: DENIED, negationExempt: true, alsoInSentence: String.raw`not true|lied|lie|lying|not (?:so |really |that )?sure|not yet|yet anyway|think about (?:it|dying|death|ending|them)|thinking about (?:it|dying|death|ending)|count them|wish i|tempted|(?:off|away from) me|did not want (?:them|her|him|anyone) to (?:know|take)` },
  // harm to a child denied while the anger is told
  { category: "harm-to-others", pattern: String.raw`i (?:would|could|will) never (?:hurt|harm|hit) (?:the|my|our) (?:kids|children|baby|boy|girl|son|daughter|grandchildren)`, negationExempt: true, alsoInSentence: String.raw`angry|anger|temper|lose it|snap|scared of (?:myself|what i)` },
];
