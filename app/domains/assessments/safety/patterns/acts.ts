/**
 * Urgent, fourth pass (issue 27): plans, means and acts at the level of the concept, written from
 * the kinds the issue names (intent with a method, a plan with a time, means got hold of, things
 * readied for after the act, a recent attempt, harm about to come to a child or another person).
 * Each keeps a frame so the everyday look-alike stays out ("paracetamol for the cupboard", "a
 * hotel for our anniversary", "away after Friday"). A passive wish is never here: it is review.
 */
import type { SafetyPhrase } from "../categories";
import { MEDS } from "./word-lists";

const S = "suicidal-thoughts" as const;
const DAYS = String.raw`monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|while (?:she|he|they)|when (?:she|he|they)`;

export const actPhrases: SafetyPhrase[] = [
  // a plan with a time: the mind made up to do it on a day
  { category: S, pattern: String.raw`(?:made up my mind|made my mind up|decided|set my mind) to (?:do it|end it|go through with it)`, aboutWriter: true, alsoInSentence: DAYS },
  // means got hold of quietly, or counted against what it would take
  { category: S, pattern: String.raw`(?:bought|got|collected|saved|hoarded|stockpiled) (?:\w+ ){0,3}(?:boxes|packets|bottles|strips) of (?:\w+ )?(?:${MEDS})`, aboutWriter: true, alsoInSentence: String.raw`different shops|nobody (?:would|will) ask|so nobody|without (?:anyone|anybody)|hid|hidden|hiding` },
  { category: S, pattern: String.raw`how many (?:of )?(?:my |the )?(?:\w+ )?(?:${MEDS}|pens|tablets|pills) it would take`, negationExempt: true, alsoInSentence: String.raw`got enough|have enough|enough saved|enough now|researched|looked (?:it )?up` },
  // readied for after the act: a note for when it is done, the family spared finding the body, not here after a day
  { category: S, pattern: String.raw`for when it (?:is|be|has been) (?:done|over)|so (?:the family|my family|they|nobody|my \w+|the kids|the children) (?:do not|does not|will not|would not|be not|never) (?:have to )?find me`, negationExempt: true },
  { category: S, pattern: String.raw`(?:will not|would not|not going to) be (?:here|around) (?:after|by|past|come) (?:${DAYS}|the \w+|next \w+)`, negationExempt: true, alsoInSentence: String.raw`cancel\w*|note|letters?|sorted|given away|gave away|goodbye|affairs`, unlessFollowedBy: String.raw` (?:\w+ ){0,8}(?:holiday|away|trip|cruise|staying|visiting|hospital|back|spain|france)\b` },
  // a denial given while preparations are already made
  { category: S, pattern: String.raw`i (?:told|said) (?:\w+ ){0,3}?no\b`, negationExempt: true, alsoInSentence: String.raw`already (?:written|wrote|got|bought|sorted|done|given)` },
  // intent with a method: a vehicle driven into something, or stepping in front of it
  { category: S, pattern: String.raw`(?:going to|mean to|intend to|will) (?:drive|crash|steer|step|walk|throw myself) (?:\w+ ){0,3}(?:into|in front of|under|off) (?:the |a )?(?:back of )?(?:a |the )?(?:lorry|truck|bus|train|tree|wall|traffic|cliff|quarry)`, aboutWriter: true },
  // a recent attempt on the railway or road, stopped by someone
  { category: S, pattern: String.raw`(?:walked|went|stepped|lay|laid|lie) (?:down |out )?(?:onto|on|in front of|across) (?:the )?(?:railway|tracks|train line|line|road|motorway)`, aboutWriter: true, alsoInSentence: String.raw`stopped|driver|police|pulled me|dragged me|horn|brakes` },
  // self-harm: cut deep enough to need stitches, or again
  { category: "self-harm", pattern: String.raw`cut (?:myself )?(?:\w+ )?deep(?: enough)?`, aboutWriter: true, alsoInSentence: String.raw`stitches|again|on purpose|last night` },
  // harm to another: the knife put in someone; a relative smothered or poisoned
  { category: "harm-to-others", pattern: String.raw`(?:put|stick|stab) (?:the |a |my )?(?:knife|blade|scissors) (?:in|into) (?:him|her|them)|(?:going to|mean to|will|gonna) (?:smother|suffocate|poison) (?:him|her|them|mom|mum|dad|mother|father|my \w+|the baby|the kids)`, negationExempt: true, unlessFollowedBy: String.raw` (?:in (?:kisses|love|cuddles|gravy|sauce|cream)|with (?:kisses|love|attention))\b` },
  // a small child beaten at home; a baby not fed
  { category: "abuse", pattern: String.raw`(?:hitting|hits|beating|beats|whipping|whips|belting|belts) (?:my |our |the )?(?:little |baby )?(?:brother|sister|son|daughter|baby|kids?|children|grandson|granddaughter)`, doneByOther: true, negationExempt: true, alsoInSentence: String.raw`belt|only (?:two|three|four|five|six|seven|2|3|4|5|6|7)|year old|bruises?` },
  { category: "neglect-of-dependant", pattern: String.raw`baby (?:has not|have not|not) been (?:fed|changed)|(?:not|never) (?:fed|changed) (?:the|my|our) baby`, negationExempt: true, alsoInSentence: String.raw`since|all day|yesterday|cannot get|days` },
];
