/**
 * Urgent, sixth pass (issue 27): the act, its means and its hour told plainly, in the kinds the
 * sixth development batch's misses showed. Means got ready (a hose bought, the rope in the shed,
 * ammunition bought, the gun and its bullets put together), a whole supply taken or about to be
 * ("all my insulin in one go", "a load of his tablets ... an hour ago", "the tablets are taken"),
 * a day picked, the writer at the edge ("came here to go over", "climbed over the railing"), a
 * last day, things left on the sand, a place booked so the family will not find them, a car
 * driven without braking, an end made to look natural. Each keeps a frame against the everyday
 * look-alike ("the rope's in the shed for the washing line", "I'll do it properly next time" of a cake).
 */
import type { SafetyPhrase } from "../categories";
import { MEDS } from "./word-lists";

const S = "suicidal-thoughts" as const;
const SOON = String.raw`tonight|tomorrow|the morra|morning|this weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|when (?:she|he|they)|once (?:she|he|they|the)`;

export const actsToldPhrases: SafetyPhrase[] = [
  // means got ready, with the hour
  { category: S, pattern: String.raw`(?:bought|got|buying) (?:a length of |some |a |the )?(?:hose ?pipe|hose|tubing|rope)|rope (?:is|s|be) in the (?:shed|garage|loft|car|boot)|(?:it is|it s|everything (?:is|s)|all) (?:all )?ready in the garage`, negationExempt: true, alsoNearby: SOON, unlessFollowedBy: String.raw` (?:for (?:the|a|my) (?:garden|washing|boat|swing|allotment|tent|caravan))\b` },
  { category: S, pattern: String.raw`bought (?:the |some )?(?:ammunition|ammo|bullets|cartridges|shells)|(?:rifle|gun|shotgun) (?:\w+ ){0,6}(?:bullets|cartridges|ammunition|shells)\b.{0,40}\bput them together|all arranged for (?:\w+ )?(?:night|tonight|tomorrow|morning)`, negationExempt: true },
  // a whole supply taken, or about to be
  { category: S, pattern: String.raw`(?:doing|do|take|taking|inject\w*) all (?:of )?my (?:insulin|${MEDS}|morphine)(?: in one go| at once)|(?:took|taken|swallowed) (?:a load|loads|a lot|a handful|a big handful|the rest) of (?:\w+ ){0,2}(?:${MEDS}|oxy\w*|sleepers|morphine)|(?:tablets|pills) (?:are|have been|be) (?:all )?taken|took everything (?:that was |that is )?in the (?:drawer|cupboard|cabinet)`, negationExempt: true, unlessFollowedBy: String.raw` (?:as prescribed|with (?:my )?(?:breakfast|tea|dinner|food))\b` },
  { category: S, pattern: String.raw`(?:tablets|pills) (?:are )?(?:all )?(?:counted out|in a bag|lined up)|(?:i am|i be|im) taking the lot|(?:do|did) it properly (?:this|next|tonight|tomorrow)|empty packets`, negationExempt: true, alsoInSentence: String.raw`tonight|tomorrow|weekend|tried|floor|saucer|early|sink|last night|the lot` },
  // a day picked, the hour named, the last day
  { category: S, pattern: String.raw`(?:pick|picked|choose|chose|chosen) my (?:own )?day|(?:today|tonight|this) (?:is|s|be|will be) my last (?:day|night)|(?:do not|dont) worry about me after (?:tonight|today|tomorrow)|this time i (?:will not|wont) (?:turn back|stop|come back)`, negationExempt: true },
  { category: S, pattern: String.raw`(?:will|would|shall) (?:no|not) be here (?:the morra|the morn|tomorrow|by morning|in the morning|after tonight)`, negationExempt: true, alsoNearby: String.raw`cheerio|goodbye|sorry|tell anybody|tell anyone|dinnae|love you` },
  { category: S, pattern: String.raw`(?:joining|join) (?:her|him|them) (?:on|tonight|tomorrow|this|next|soon|after|before)|(?:i am|im|i be) going too`, aboutWriter: true, alsoInSentence: String.raw`died|passed|funeral|grave|gone|anniversary|lost (?:her|him)` },
  // at the edge, or told from it
  { category: S, pattern: String.raw`came (?:here|up here|down here|out here) to (?:go over|jump|do it|end it)|(?:legs|body) (?:will not|would not|wont) (?:do it|let me(?= *$| do it| jump| go))|(?:climbed|climbing|gone|got) over the (?:railings?|barrier|fence|rail|edge)`, negationExempt: true },
  { category: S, pattern: String.raw`left my (?:shoes|clothes|rings?|wallet|phone|keys|coat) (?:and my \w+ )?on the (?:sand|beach|bank|bridge|cliff|shore|pier)|(?:freight|train|express) comes (?:thru|through|past) at`, negationExempt: true },
  // a place chosen so the family will not find them; no one to find them; the end made to look natural
  { category: S, pattern: String.raw`(?:be the ones to|have to) find me|(?:nobody|no one) (?:to|will|would) find me|(?:it|this) looks? (?:natural|like an accident)|(?:do not|dont) come looking(?: for me)?`, negationExempt: true },
  { category: S, pattern: String.raw`(?:not|without) brak(?:e|ing)|checking out early|(?:can|could) have my bed back`, negationExempt: true, alsoInSentence: String.raw`driv\w*|car|overlook|bend|hospice|tablets|pills|saucer` },
  // second round on the same batch: the hour or the means told in the next sentence
  { category: S, pattern: String.raw`tonight (?:is|s|be) the night`, negationExempt: true, alsoNearby: String.raw`written to|letters?|note|latch|break it down|nobody has to|goodbye|sorry` },
  { category: S, pattern: String.raw`this time i (?:will not|wont)(?= *$)|(?:that s|thats|that is) me(?= *$)`, negationExempt: true, alsoNearby: String.raw`tonight|river|bridge|turned back|shotgun|gun|rifle|tablets|tomorrow` },
  { category: S, pattern: String.raw`put enough (?:\w+ )?by|enough (?:put )?by now|stop it (?:all )?for good|(?:weeks|months) of (?:oramorph|morphine|tablets|pills|painkillers) saved`, negationExempt: true, alsoNearby: String.raw`this weekend|tonight|tomorrow|for good|drinking all|taking all` },
  { category: S, pattern: String.raw`(?:bullets|cartridges|ammunition|shells) (?:\w+ ){0,5}(?:toolbox|drawer|cupboard|loft|box)`, negationExempt: true, alsoNearby: String.raw`put them together|loaded|tonight|away till|on the bed` },
  { category: S, pattern: String.raw`(?:picked up|bought|got) a (?:handgun|pistol|revolver)|(?:the )?note (?:is|s|be) written|let the handbrake off|in the (?:car|garage)\b.{0,40}\bwith the engine running`, negationExempt: true, alsoNearby: String.raw`done|glove box|tonight|tomorrow|heading|pier|bridge|now|car keys|quarry|handbrake|edge` },
  { category: S, pattern: String.raw`(?:that|those|they|it) (?:will|would|should|ll|d) do it(?= *$)`, negationExempt: true, alsoInSentence: String.raw`pills|tablets|insulin|morphine|paracetamol` },
  { category: S, pattern: String.raw`(?:took|taken|swallowed|have took) the whole (?:box|bottle|packet|strip|lot) of`, negationExempt: true, alsoInSentence: String.raw`wine|whisky|vodka|gin|rung nobody|rang nobody|typing|sorry|tonight|just now|an hour|on purpose` },
  { category: S, pattern: String.raw`(?:drinking|drink|taking|take) all of it|(?:tonight|tomorrow) (?:it is|it s|be) the (?:sleeping )?(?:tablets|pills|morphine|oramorph)`, aboutWriter: true, alsoInSentence: String.raw`tonight|tomorrow|oramorph|morphine|tablets|saved` },
  { category: S, pattern: String.raw`i jumped (?:last|a|two|three|in)\b.{0,40}\b(?:pulled me out|rescued|dragged me)|this time i (?:am|m|be) not telling anyone|only chance i (?:will|ll) get`, negationExempt: true, alsoNearby: String.raw`pulled me|this time|where i am going|sorted|made my peace|respite` },
  // batches 7 and 8: the supply taken with drink, the beam tested, the water entered, the place and the hour
  { category: S, pattern: String.raw`(?:took|taken|swallowed) (?:a |the )?whole (?:strip|packet|box|bottle)|(?:on top of|with) (?:my |the |all my )?(?:sleepers|sleeping (?:pills|tablets)|tablets|pills|painkillers)\b.{0,30}\b(?:ago|tonight|now)|(?:beam|banister|hook|loft hatch) (?:will|would|ll) hold`, negationExempt: true, alsoInSentence: String.raw`ago|know|sorry|fuss|drink|whisky|after|lying|floaty|tomorrow|checked|paracetamol` },
  { category: S, pattern: String.raw`made (?:up )?my mind(?: up)?(?= *$)|(?:it s|it is) my turn|(?:that s|that is) my date|letters are written|set it for (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow)`, negationExempt: true, alsoNearby: String.raw`pills|bottle|tablets|tonight|tomorrow|rope|decided|letters|anniversary|god|waiting|died|date` },
  { category: S, pattern: String.raw`(?:going|gonna) to be with (?:my )?(?:husband|wife|him|her|mam|mum|mom|dad|them) (?:tonight|tomorrow|soon|on)|(?:tonight|tomorrow) i (?:am|m|be) finishing it|(?:do not|dont) mean the (?:marriage|job|relationship)|closing the book (?:tonight|tomorrow)`, negationExempt: true },
  { category: S, pattern: String.raw`(?:will not|ll not|wont|not) be (?:coming|driving|walking) back(?: up| down| home)?|(?:am|m|be) not coming (?:back|down|home)|step off the back|one way (?:ferry )?ticket|(?:am|m|be) going over(?= *$| (?:when|tonight|now|the (?:edge|side|rail)))`, negationExempt: true, alsoNearby: String.raw`tonight|tomorrow|in the morning|weir|moors|cliffs?|quarry|edge|bridge|loch|river|sea|ferry|note|letters?|sorry|saturday|sunday|first light|polis` },
  { category: S, pattern: String.raw`(?:heading|going|driving|walking|off) (?:out |up |down )?(?:to|on|into) the (?:cliffs?|bridge|viaduct|quarry|moors|tracks|railway|weir|loch|river|sea|canal|reservoir)\b`, aboutWriter: true, alsoNearby: String.raw`tonight|tomorrow|sorry|not coming|note|keys|letter|be back|first light|going over|decided` },
  { category: S, pattern: String.raw`(?:went|walked|jumped|waded) in(?:to)? the (?:canal|river|sea|loch|lake|reservoir)\b.{0,40}\b(?:climbed (?:back )?out|got out|soaked|pulled (?:me )?out|do not know why)|(?:pills|tablets|rope|everything) (?:are |is )?(?:ready|sorted)(?= *$)|(?:rifle|gun|shotgun) (?:is|s) (?:by|at|behind) the (?:back )?door`, negationExempt: true, alsoNearby: String.raw`sorry|tonight|goodbye|going|canal|river|milking|dark|it will be|climbed` },
  { category: S, pattern: String.raw`(?:mean|going|plan|want) to be with (?:her|him|them) (?:by|on|before)\b|seemed a decent last thing|last thing (?:i will|i ll) (?:do|write|fill in)`, negationExempt: true },
];
