/**
 * Urgent, fourth pass (issue 27): plans, means and acts at the level of the concept, written from
 * the kinds the issue names (intent with a method, a plan with a time, means got hold of, things
 * readied for after the act, a recent attempt, harm about to come to a child or another person).
 * Each keeps a frame so the everyday look-alike stays out ("paracetamol for the cupboard", "a
 * hotel for our anniversary", "away after Friday"). A passive wish is never here: it is review.
 */
import type { SafetyPhrase } from "../categories";
import { EVERYDAY_TEASE, HUMOUR, MEDS } from "./word-lists";

const S = "suicidal-thoughts" as const;
const DAYS = String.raw`monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|while (?:she|he|they)|when (?:she|he|they)`;

export const actPhrases: SafetyPhrase[] = [
  // a plan with a time: the mind made up to do it on a day
  { category: S, pattern: String.raw`(?:made up my mind|made my mind up|decided|set my mind) to (?:do it|end it|go through with it)`, aboutWriter: true, alsoInSentence: DAYS },
  // means got hold of quietly, or counted against what it would take
  { category: S, pattern: String.raw`(?:bought|got|collected|saved|hoarded|stockpiled) (?:\w+ ){0,3}(?:boxes|packets|bottles|strips) of (?:\w+ )?(?:${MEDS})`, aboutWriter: true, alsoInSentence: String.raw`different shops|nobody (?:would|will) ask|so nobody|without (?:anyone|anybody)|hid|hidden|hiding|tonight|scotch|whisky|vodka|gin` },
  { category: S, pattern: String.raw`(?:set aside|put aside|put by|kept back|saved|stockpiled|hoarded|enough) (?:\w+ ){0,4}(?:${MEDS}|tablets|pills)`, aboutWriter: true, alsoInSentence: String.raw`do the job|properly this time|when i am ready|for when|enough to (?:do|end|finish|kill)` },
  // means in the car with a place in mind; a spot picked where the trains do not slow
  { category: S, pattern: String.raw`(?:hose ?pipe|hose|pipe|tubing) in the (?:boot|car|back)`, negationExempt: true, alsoInSentence: String.raw`quiet|lay ?by|garage|exhaust|know (?:a|where)|tonight|woods` },
  { category: S, pattern: String.raw`(?:picked|chosen|chose|found) (?:a|the) (?:spot|place|stretch|bit) (?:on|of|by|at) (?:the )?(?:line|tracks|railway|motorway|bridge|cliffs?|viaduct)`, negationExempt: true, alsoInSentence: String.raw`trains?|slow|drop|high enough|jump|nobody|fast` },
  { category: S, pattern: String.raw`how many (?:of )?(?:my |the )?(?:\w+ )?(?:${MEDS}|pens|tablets|pills) it would take`, negationExempt: true, alsoInSentence: String.raw`got enough|have enough|enough saved|enough now|researched|looked (?:it )?up` },
  // readied for after the act: a note for when it is done, the family spared finding the body, not here after a day
  { category: S, pattern: String.raw`for when it (?:is|be|has been) (?:done|over)|so (?:the family|my family|they|nobody|my \w+|the kids|the children) (?:do not|does not|will not|would not|be not|never) (?:have to )?find me`, negationExempt: true },
  { category: S, pattern: String.raw`(?:will not|would not|not going to) be (?:here|around) (?:after|by|past|come) (?:${DAYS}|the \w+|next \w+)`, negationExempt: true, alsoInSentence: String.raw`cancel\w*|note|letters?|sorted|given away|gave away|goodbye|affairs`, unlessFollowedBy: String.raw` (?:\w+ ){0,8}(?:holiday|away|trip|cruise|staying|visiting|hospital|back|spain|france)\b` },
  { category: S, pattern: String.raw`for when i (?:am|be|have been|get) found|(?:do not|not) (?:plan|planning|intend|expect) (?:on |to )?(?:be|being) (?:here|around) (?:at|for|by|after|come) (?:christmas|easter|${DAYS}|the \w+|next \w+)`, negationExempt: true, alsoInSentence: String.raw`letters?|note|will|sorted|written|affairs|given away|cancel\w*|arranged`, unlessFollowedBy: String.raw` (?:\w+ ){0,8}(?:holiday|away|trip|cruise|staying|visiting|hospital|spain|france|daughter|son)\b` },
  { category: S, pattern: String.raw`let (?:herself|himself|themselves) in|leave the door (?:unlocked|open)`, negationExempt: true, alsoInSentence: String.raw`(?:does|do|did) not know why|no idea why|will find|to find me` },
  // a time set for it, with the means
  { category: S, pattern: String.raw`(?:doing|do) it (?:this (?:weekend|week)|tonight|tomorrow|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))`, aboutWriter: true, alsoInSentence: String.raw`rope|pills|tablets|gun|hose|note|bridge|jump|scotch|whisky|overdose` },
  // third batch: the means ordered to do it painlessly; the funeral paid and now to go through with it;
  // a near-jump at a platform; means at hand waiting till the house sleeps; the woods with the rope
  { category: S, pattern: String.raw`(?:do|end|finish) it (?:painlessly|quickly|quietly|properly)|(?:have|got|need|ready) to go (?:through|thru) with it`, negationExempt: true, alsoInSentence: String.raw`ordered|bought|online|funeral|paid|note|letters?|goodbye|rope|pills|tablets|gun` },
  { category: S, pattern: String.raw`nearly (?:went|jumped|stepped|did it|let go)`, aboutWriter: true, alsoInSentence: String.raw`train|express|platform|edge|bridge|cliff|tracks|traffic|lorry|drop` },
  { category: S, pattern: String.raw`waiting (?:till|until|for) (?:she|he|they|everyone|the house)\w* (?:is |be |are |s )?(?:asleep|gone|out|in bed|quiet)`, negationExempt: true, alsoInSentence: String.raw`gun|rifle|shotgun|pills|tablets|rope|knife|hose` },
  { category: S, pattern: String.raw`(?:going|go|went|heading) (?:\w+ )?(?:to|for) (?:the (?:woods|forest|garage|barn|loft) with (?:the|a|my) (?:rope|gun|rifle|pills|tablets|hose)|beachy head)`, aboutWriter: true },
  // a denial given while preparations are already made
  { category: S, pattern: String.raw`i (?:told|said) (?:\w+ ){0,3}?no\b`, negationExempt: true, alsoInSentence: String.raw`already (?:written|wrote|got|bought|sorted|done|given)` },
  // intent with a method: a vehicle driven into something, or stepping in front of it
  { category: S, pattern: String.raw`(?:going to|mean to|intend to|will) (?:drive|crash|steer|step|walk|throw myself) (?:\w+ ){0,3}(?:into|in front of|under|off) (?:the |a )?(?:back of )?(?:a |the )?(?:lorry|truck|bus|train|express|freight|tree|wall|traffic|cliff|quarry)|(?:going to|will|gonna|mean to) throw myself (?:off|under|in front of|from)`, aboutWriter: true , unlessNearby: HUMOUR },
  // a recent attempt on the railway or road, stopped by someone
  { category: S, pattern: String.raw`(?:walked|went|stepped|lay|laid|lie) (?:down |out )?(?:onto|on|in front of|across) (?:the )?(?:railway|tracks|train line|line|road|motorway)`, aboutWriter: true, alsoInSentence: String.raw`stopped|driver|police|pulled me|dragged me|horn|brakes` },
  { category: S, pattern: String.raw`(?:belt|rope|cord|flex|scarf|dressing gown cord) (?:round|around|over|tied to) (?:the )?(?:banister|beam|door|hook|loft hatch)|swallowed (?:everything|the lot) (?:in|from|i could|i had)|swallowed every (?:tablet|pill)`, negationExempt: true },
  // self-harm: cut deep enough to need stitches, or again
  { category: "self-harm", pattern: String.raw`cut (?:myself )?(?:\w+ )?deep(?: enough)?`, aboutWriter: true, alsoInSentence: String.raw`stitches|again|on purpose|last night` },
  // harm to another: the knife put in someone; a relative smothered or poisoned
  { category: "harm-to-others", pattern: String.raw`(?:put|stick|stab) (?:the |a |my )?(?:knife|blade|scissors) (?:in|into) (?:him|her|them)|(?:going to|mean to|will|gonna) (?:smother|suffocate|poison) (?:him|her|them|mom|mum|dad|mother|father|my \w+|the baby|the kids)`, negationExempt: true, unlessFollowedBy: String.raw` (?:in (?:kisses|love|cuddles|gravy|sauce|cream)|with (?:kisses|love|attention)|(?:\w+ )?(?:tea|coffee|dinner|soup)\b.{0,20}\bif|${EVERYDAY_TEASE})\b` },
  { category: "harm-to-others", pattern: String.raw`(?:will not|would not|might not|may not) let go|give (?:\w+ ){0,2}(?:all|the whole|every one) (?:of )?(?:his|her|their|the) (?:\w+ )?(?:${MEDS}|morphine|insulin)`, negationExempt: true, alsoInSentence: String.raw`throat|neck|pillow|at once|suffer|in one go` },
  { category: "self-harm", pattern: String.raw`(?:would not|will not|could not|did not) stop bleeding`, negationExempt: true, alsoInSentence: String.raw`cut|cutting|razor|blade|on purpose` },
  { category: "danger-at-home", pattern: String.raw`(?:puts?|put|leaves?|left) (?:\w+ ){0,2}(?:baby|cot|pram|toddler)\w*(?: s)? (?:\w+ )?out(?:side)? in the (?:cold|yard|garden|snow|rain|dark)`, negationExempt: true },
  // a small child beaten at home; a baby not fed
  { category: "abuse", pattern: String.raw`(?:hitting|hits|beating|beats|whipping|whips|belting|belts) (?:my |our |the )?(?:little |baby )?(?:brother|sister|son|daughter|baby|kids?|children|grandson|granddaughter)`, doneByOther: true, negationExempt: true, alsoInSentence: String.raw`belt|only (?:two|three|four|five|six|seven|2|3|4|5|6|7)|year old|bruises?` },
  { category: "neglect-of-dependant", pattern: String.raw`(?:toddler|baby|kids|children|little one|year old)\b.{0,20}\b(?:alone|on (?:his|her|their) own|by (?:himself|herself|themselves))|left (?:dad|mom|mum|him|her|grandad|grandma|nan|granny) on the (?:\w+ )?floor`, negationExempt: true, alsoInSentence: String.raw`since|all (?:day|night)|for days|not come back|hours|this morning|last night|cannot lift` },
  { category: "neglect-of-dependant", pattern: String.raw`baby (?:has not|have not|not) been (?:fed|changed)|(?:not|never) (?:fed|changed) (?:the|my|our) baby`, negationExempt: true, alsoInSentence: String.raw`since|all day|yesterday|cannot get|days` },
];
