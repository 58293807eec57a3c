/**
 * Urgent, across categories: a plan told sideways, means at hand with intent, a time set, or an
 * act just done (issue 27, second pass). The first-pass patterns hear "I'm going to kill myself";
 * these hear "I'm going down to the viaduct tomorrow to jump", "I swallowed a whole packet",
 * "the date's set", "I've got a knife in the car and I'm going round there tonight". Each keeps
 * a frame (a method, a time, a found-me) so the everyday look-alike stays out.
 */
import type { SafetyPhrase } from "../categories";
import { MEDS } from "./word-lists";

const S = "suicidal-thoughts" as const;
const METHOD = String.raw`jump|end (?:it|my life|things|it all)|hang myself|take (?:the lot|them all|all (?:of )?(?:my|the|them|those) ?(?:\w+ )?(?:${MEDS})?|every (?:one|last one))|do it|kill myself|walk into the (?:sea|river|water|loch|lake|canal|reservoir|weir)`;
const DAY = String.raw`tonight|tomorrow|this (?:weekend|week)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|next (?:week|month)|after (?:the|his|her|my) \w+`;

export const planPhrases: SafetyPhrase[] = [
  // a method said as what the writer is going to do
  { category: S, pattern: String.raw`(?:going|go) to (?:${METHOD})`, aboutWriter: true, unlessFollowedBy: String.raw` (?:in the (?:pool|shower|car|queue|lake for a swim)|at|on the|up|ship|the queue|for joy|through|with (?:him|her|the|my|them)|to (?:a|the) conclusion|in|over (?:the|a) (?:fence|puddle|stream))\b` },
  // a time set with the method or the note
  { category: S, pattern: String.raw`(?:date|day|time) (?:is |be |s )?(?:set|chosen|picked|decided)|(?:picked|chosen|chose|found) the (?:spot|place|day|date)|tonight (?:is |be |s )?the night`, negationExempt: true, alsoInSentence: String.raw`note|rope|tablets|pills|gun|rifle|jump|end it|do it|the lot|scotch|whisky|woods|bridge` },
  // an act just done: swallowed or taken the lot, found, in hospital
  { category: S, pattern: String.raw`(?:swallowed|swallow|took|take|taken) (?:a whole|the whole|all|every|two|three|four) (?:of )?(?:my |the |her |his )?(?:\w+ )?(?:packets?|box(?:es)?|bottles?|strips?|tablets|pills|lot|medication)(?: of (?:\w+ )?(?:${MEDS}))?`, alsoInSentence: String.raw`found me|hospital|ambulance|woke up|stomach pumped|a and e|on purpose|to die|last (?:night|week)|yesterday|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday) night` , aboutWriter: true, unlessFollowedBy: String.raw` (?:as prescribed|with (?:my |a )?(?:breakfast|meal|food|water)|like (?:a good|i am told))\b` },
  // means at hand, loaded or in the mouth; used on oneself; working up to it
  { category: S, pattern: String.raw`(?:gun|rifle|shotgun|pistol|revolver) (?:\w+ ){0,3}(?:loaded|in (?:my|me) mouth|to my head)|in (?:my|me) mouth\b.{0,20}\b(?:could not|did not|might)|(?:use|using) (?:it|them) on myself|(?:working|work|worked|building) (?:myself )?up to (?:it|doing it)|attached (?:a|the) (?:hose|pipe)|(?:hose|pipe) (?:to|on|onto|from) the exhaust|(?:cord|rope|belt|flex) (?:round|around) my neck`, negationExempt: true },
  // going to a place to jump, or told as done
  { category: S, pattern: String.raw`to jump(?= *$| (?:off|from|in|on|tomorrow|tonight)\b)|(?:drove|went|walked|going|go|went down) (?:\w+ ){0,3}to the (?:bridge|viaduct|cliffs?|edge|railway|tracks|river|multi story|car park)\b.{0,30}\bjump`, aboutWriter: true },
  // dead by a date, seen to by the writer; going oneself; starving until dead
  { category: S, pattern: String.raw`i will be dead (?:by|before)|see to it myself|i will (?:go|do it) myself|(?:stop|stopping) eating and drinking (?:until|till) i die|planned how i (?:am|be) (?:going|go) to do it|(?:go|going) to end (?:it|my life|things) (?:${DAY})`, negationExempt: true, alsoInSentence: String.raw`dead|die|take me|jesus|god|lord|end|do it|decided|got what` },
  // self-harm: a blade taken to the body, a wall punched until it broke, on purpose
  { category: "self-harm", pattern: String.raw`(?:took|take|taken|taking) (?:a|the|my) (?:razor|blade|knife) to (?:my|me) (?:\w+ )?(?:thighs?|wrists?|arms?|legs?|skin|stomach)|(?:punched|hit|banged|kicked) (?:the |a )?(?:wall|door)\b.{0,30}\b(?:broke|bled|bleeding|split)`, aboutWriter: true, alsoInSentence: String.raw`razor|blade|knife|on purpose|deliberately|meant to` },
  // harm to others: a weapon taken to someone, on the way round there, taking a dependant "with me"
  { category: "harm-to-others", pattern: String.raw`take (?:the|an|my|a) (?:axe|ax|hammer|knife|bat|gun|machete) to (?:him|her|them|\w+)|(?:knife|gun|bat|hammer|machete) in (?:the|my) (?:car|pocket|bag|coat)\b.{0,40}\b(?:going round|go round|tonight|to (?:his|her|their) (?:flat|house|place))|tak(?:e|ing) (?:her|him|them) with me when i go`, negationExempt: true },
  // abuse by staff or family: pinched, hair pulled
  { category: "abuse", pattern: String.raw`(?:pinches|pinched) me|(?:pulls|pulled|yanks|yanked) my hair`, doneByOther: true, unlessPrecededBy: String.raw`\bi (?:\w+ )?` },
  // danger at home: a door smashed in, the writer hiding with the children
  { category: "danger-at-home", pattern: String.raw`(?:smashed|kicked|broke|bashed) (?:\w+ ){0,2}door (?:in|down)|hid with the (?:kids|children|baby)`, doneByOther: true, negationExempt: true },
  // neglect: small children home alone, a dependant locked in or left on the floor
  { category: "neglect-of-dependant", pattern: String.raw`home alone(?= .*\b(?:under (?:five|5|six|6|four|4|three|3)|baby|toddler|year old|little)\b)|(?:left|leave|leaving) (?:the|my|both) (?:\w+ ){0,2}(?:grandchildren|children|kids|baby|toddler)\b.{0,30}\bhome alone|locked (?:my|our|the) (?:\w+ ){0,3}in (?:his|her|their|the) (?:room|bedroom|cupboard) all (?:day|night)|left (?:my|the) (?:wife|husband|mum|mom|dad|mother|father|\w+)\b.{0,40}\bon the (?:\w+ )?floor`, negationExempt: true },
];
