/**
 * Urgent, fifth pass (issue 27): intent said plainly but without the words the earlier passes
 * listen for. Written from the fifth development batch's misses, at the level of the kind:
 * "meaning to" at a dangerous place, a method worked out "how and where", "I'm ending things",
 * a birthday the writer means not to see, an attempt just made and regretted, voices obeyed,
 * letters for after it is done. The other categories' fifth pass is care-harms.ts. Each keeps a
 * frame so that the everyday look-alike ("I worked out how to use the tablet", "the rope for the boat") stays out.
 */
import type { SafetyPhrase } from "../categories";
import { MEDS } from "./word-lists";

const S = "suicidal-thoughts" as const;
const HIGH_PLACE = String.raw`multi ?stor(?:e)?y|car park|bridge|viaduct|cliffs?|cliff ?top|roof|tower block|flyover|overpass|level crossing|railway|tracks|quarry|pier`;

export const intentPhrases: SafetyPhrase[] = [
  // a dangerous place visited with the act in mind, or the act named at it
  { category: S, pattern: String.raw`(?:meaning|meant|intending|intended) to (?:stay (?:on|there|in)|jump|not come back|go thru with it|do it|end it|step (?:off|out))`, aboutWriter: true, alsoInSentence: HIGH_PLACE },
  { category: S, pattern: String.raw`(?:go|going|step|stepping|throw myself|jump) off (?:the )?(?:top of )?(?:the |a )?(?:${HIGH_PLACE})`, aboutWriter: true, alsoInSentence: String.raw`plan|friday|monday|tuesday|wednesday|thursday|saturday|sunday|tonight|tomorrow|week|paperwork|note|decided|will` },
  { category: S, pattern: String.raw`(?:picked|chosen|chose|found) (?:the|my) (?:bridge|viaduct|cliff|crossing|tree|beam)`, aboutWriter: true },
  // the method and the place worked out; the act put off only to a quiet day, a date or a visit
  { category: S, pattern: String.raw`worked out (?:exactly |just )?how (?:and where|and when|i (?:would|will|d|am going to) do it|to do it|to end it)`, aboutWriter: true },
  { category: S, pattern: String.raw`(?:going to|will|gonna) do it on (?:the anniversary|my birthday|her birthday|his birthday|the \d+\w*|the day)`, aboutWriter: true },
  { category: S, pattern: String.raw`(?:and then|then) (?:i am|i will|i be) ending (?:things|it all|it|my life)|(?:i am|i be) ending (?:things|it all|my life)`, aboutWriter: true },
  { category: S, pattern: String.raw`(?:make sure|see to it|making sure) (?:that )?i (?:do not|never|will not|be not) (?:see|reach|make it to|get to) (?:\w+ ){0,2}(?:seventy|sixty|eighty|birthday|christmas|new year|another)`, negationExempt: true },
  { category: S, pattern: String.raw`take myself (?:out of (?:it|this|the picture|this world)|off) for good|(?:this|it) (?:is not|be not) a cry for help`, negationExempt: true },
  // an attempt just made: a cupboard swallowed, the engine left running, an overdose tried
  { category: S, pattern: String.raw`(?:took|take|swallowed|swallow) everything in the (?:cupboard|cabinet|drawer|house|bathroom)|in the (?:car|garage) with the engine running|(?:tried|try|trying) to (?:od|overdose|o d)\b`, negationExempt: true },
  { category: S, pattern: String.raw`(?:took|take|swallowed) (?:my |his |her |the )?(?:\w+ (?:s )?)?(?:leftover|left over|old|spare) (?:${MEDS}|morphine)`, aboutWriter: true, unlessFollowedBy: String.raw` (?:back|to the (?:chemist|pharmacy|surgery)|in)\b`, alsoInSentence: String.raw`days? ago|last (?:night|week)|yesterday|hospital|home now|woke|nothing has changed|found me` },
  { category: S, pattern: String.raw`(?:would|d) have gone thru with it|sorry i (?:woke up|woke|survived|came round|pulled thru)|still want to(?= *$)`, negationExempt: true, alsoInSentence: String.raw`found me|took|od|overdose|stomach|engine|pills|tablets|hospital|woke|bottle` },
  // the act resolved on: a voice obeyed, "today I'm going to", the last step said as a notice
  { category: S, pattern: String.raw`voices? (?:in my head )?(?:keeps? |keep )?(?:says?|saying|tells? me|telling me)\b.{0,20}\b(?:do it|kill|end it|jump)`, negationExempt: true },
  { category: S, pattern: String.raw`(?:today|tonight|now) i (?:am|be) going to(?= *$)|closer to (?:swallowing|taking|doing|jumping|ending)`, negationExempt: true, alsoInSentence: String.raw`bottle|pills|tablets|do it|jump|swallow|end` },
  { category: S, pattern: String.raw`(?:have|got|bought|keep) the rope`, aboutWriter: true, unlessFollowedBy: String.raw` (?:for|to tie|on the boat|in the boat)\b` },
  // the mind made up, the method known, the day set, the time named with the act
  { category: S, pattern: String.raw`made (?:up )?my mind (?:up )?to end it|(?:know|worked out|planned) (?:exactly )?how i (?:am|be|will|would|d) (?:going to )?(?:stop|end|do) it|(?:set|picked|chosen|chose|fixed) the (?:date|day) for`, aboutWriter: true, unlessFollowedBy: String.raw` (?:with|between|for (?:the|our|a) (?:wedding|party|holiday|move|sale))\b` },
  { category: S, pattern: String.raw`finish myself off|(?:tonight|tomorrow|that night|this weekend) to (?:finish it|end it|do it)|(?:going|go) after (?:her|him|them)(?= .*\b(?:tonight|tablets|pills|rope)\b)|die (?:tonight )?by my own hand|by my own hand`, aboutWriter: true, unlessPrecededBy: String.raw`(?:nearly|almost) `, unlessFollowedBy: String.raw` (?:with (?:a|the)|in the garden)\b` },
  { category: S, pattern: String.raw`(?:and|to) (?:never|not) come back`, aboutWriter: true, alsoInSentence: String.raw`plan|tonight|tomorrow|sunday|monday|tuesday|wednesday|thursday|friday|saturday|reservoir|river|sea|woods|lake|cliffs?|bridge` },
  { category: S, pattern: String.raw`(?:train|bus|lorry) i (?:am|be) going to (?:step|jump|throw myself) (?:in front of|under)`, negationExempt: true },
  { category: S, pattern: String.raw`(?:meaning|meant|mean|want|wanting|going) to use (?:it|them)(?: (?:on myself|properly|this time))?(?= *$| (?:properly|this time|on myself|tonight)\b)`, aboutWriter: true, alsoInSentence: String.raw`rifle|gun|shotgun|blade|knife|rope|razor|tablets|pills` },
  { category: S, pattern: String.raw`know (?:exactly )?(?:what|how much|how many)(?: \w+)? it (?:would|will|d) take`, negationExempt: true, alsoInSentence: String.raw`${MEDS}|morphine|insulin|paracetamol` },
  { category: S, pattern: String.raw`everything (?:is|s|be) ready`, negationExempt: true, alsoInSentence: String.raw`garage|rope|tablets|pills|hose|note|letters`, unlessFollowedBy: String.raw` for\b` },
  { category: S, pattern: String.raw`by (?:the weekend|tomorrow|christmas|next week|monday|tuesday|wednesday|thursday|friday|saturday|sunday) i (?:will|would|shall) not be (?:here|around|alive)|(?:not|never) (?:planning|plan|intending|intend|expecting|expect) (?:on |to )?(?:be|being) alive|(?:mean|going|plan) to put that right`, negationExempt: true, alsoInSentence: String.raw`made sure|sure of it|decided|note|tablets|goodbye|still here|weekend` },
  // readied for after the act: letters for after it is done, a note telling the police where to look
  { category: S, pattern: String.raw`after i (?:have )?done it|once i (?:have )?done it|(?:letter|note) for the police|knows? where to find me`, negationExempt: true, alsoInSentence: String.raw`letters?|note|will|goodbye|police|keys|mess` },
  // over the railing, brought back by a stranger
  { category: S, pattern: String.raw`(?:wrong|other) side of the (?:railings?|barrier|fence|rail)`, negationExempt: true, alsoInSentence: String.raw`bridge|pulled me|cliff|platform|edge|drop` },
];
