/**
 * Review tier, suicidal thoughts told in the writer's own everyday words: these are broader than
 * suicide-review.ts on purpose. The development sentences showed that each new way of saying it
 * ("ready to meet my maker", "nothing to get up for", "I'm just existing") slipped past patterns
 * written for the last one, and a false alarm here costs a person a minute's reading. Everyday
 * look-alikes ("ready to go home", "had enough of this weather") are kept out one by one.
 */
import type { SafetyPhrase } from "../../categories";

const S = "suicidal-thoughts" as const;

export const broadReviewPhrases: SafetyPhrase[] = [
  // time running out, said of the writer: for good, much longer, one more time, this time next year
  { category: S, pattern: String.raw`(?:rest|sleep|go|gone|leave) for good|stay asleep|and (?:not|never) come back|nobody would have to (?:fuss|worry|bother|look after|care for)|what is there to live for|(?:anything|nothing) (?:left )?to live for|welcome (?:the end|death|it)(?= *$| (?:whenever|when|if|now|the sooner)\b)|(?:for )?much longer|one (?:more|last) time|this time next year|overstayed my welcome|outlived my (?:usefulness|welcome|time)|why (?:am|be) i still (?:here|alive|around)|get to go(?= *$| (?:home|now|soon)\b)|my number (?:came|comes|come|to come) up(?! on| in)|(?:nobody|no one) would be (?:much |any )?(?:worse off|poorer|sadder)|(?:any )?poorer without me|tying up loose ends(?! at| before i retire| for work)|(?:not|never) (?:come|make it|get) (?:through|thru) the (?:operation|night|winter)|lived long enough|(?:lost|no|lose) (?:the |my )?will to (?:carry on|go on|live|keep going|fight|get up)|no light at the end of the tunnel|can not see (?:any |the )?light|(?:took|take|takes) me (?:tonight|soon|now|in my sleep|home)|mercy if|(?:miss|mind) (?:an old (?:man|woman|fool) like me|if i (?:stopped|was not|were not|went))|carry on (?:just )?fine without me|without me in it|stopped being around|(?:what|any) use (?:am|be) i|no use to (?:anyone|anybody)`, negationExempt: true, alsoInSentence: String.raw`i|me|my` },
  // tablets got in quantity or hidden: boxes from different shops, all my pens in a bag
  { category: S, pattern: String.raw`(?:tablets|pills|paracetamol|painkillers|insulin|pens|morphine|codeine|sleeping tablets)\b.{0,60}\b(?:different shops|so nobody (?:asks|knows|notices)|how many it would|in a bag|at the back of|hidden|hide|tucked away|not thrown (?:them )?out|squirrell?ed|would be enough|would do (?:it|the job)|together)|(?:prescription|pill|tablet) bottles?\b.{0,40}\b(?:full|all of them)|(?:whisky|whiskey|vodka|gin|wine)\b.{0,30}\b(?:tablets|pills)\b.{0,20}\btogether|(?:boxes|packets|bottles) of (?:paracetamol|painkillers|aspirin|pills|tablets)(?= .*\b(?:different|nobody|every|each|stock|saving|collect)\b)`, alsoInSentence: String.raw`i|me|my` },
  // the end, told softly: close my eyes and that be the end, meet my maker, in the ground with him
  { category: S, pattern: String.raw`close my eyes\b.{0,40}\b(?:end|not open|never open|for good|not wake)|meet my maker|(?:in|into) the ground (?:with|beside|next to)|six feet under|pushing up daisies|in my grave|(?:picturing|imagining|thinking about|planning) my (?:own )?funeral|my time (?:has come|is up|to go)|(?:might|must|may) be time for me to go`, negationExempt: true },
  // enough of the world, of life
  { category: S, pattern: String.raw`enough of (?:this|the) (?:world|life|earth)|had enough(?= *$| (?:now|of it all|of everything|of life|of living|of this world|honestly|really)\b)|(?:life is|my life is|my life be|life be) (?:over|finished|done|empty|pointless|meaningless)`, negationExempt: true, aboutWriter: true },
  // nobody needs me, it does not matter what happens to me
  { category: S, pattern: String.raw`(?:nobody|no one|noone) (?:needs|need|wants|want) me|(?:matter|care|bothered|mind) (?:about )?what happens to me|(?:matter|care) what becomes of me`, negationExempt: true },
  // giving up, how long must I keep doing this, I want it to stop
  { category: S, pattern: String.raw`giv(?:e|ing) up on (?:everything|it all|life|living|myself)|how long (?:i have|do i have|must i|have i got) to (?:keep|go on|carry on|put up)|want (?:it|it all|everything|this) to (?:stop|end|be over)|(?:it is|it be|everything is|everything be) all too much|no way (?:forward|out)|feel (?:so )?(?:empty|hollow)|nothing to get up for|no reason to get up|nothing to live for|(?:did not|do not|never|not) (?:see|wake to) the morning|(?:not|never) make it to (?:christmas|spring|the morning)`, negationExempt: true, aboutWriter: true, unlessFollowedBy: String.raw` (?:of (?:the|this) (?:weather|rain|cold|noise))\b` },
  // hoping the heart stops, the illness wins
  { category: S, pattern: String.raw`(?:hope|hoping|wish|wishing|pray|praying)\b.{0,30}\b(?:heart (?:just )?(?:stops|would stop|gives out|packs up)|(?:cancer|it) (?:comes back|takes me|wins))`, aboutWriter: true },
  // worth nothing, more trouble than I'm worth
  { category: S, pattern: String.raw`more trouble than i am worth|more trouble than i be worth|waste of (?:space|oxygen|air|a life)|not (?:feel )?worth (?:the effort|the bother|keeping|saving|living)|worth the effort`, negationExempt: true, aboutWriter: true },
  // counting tablets, asking what amount would harm
  { category: S, pattern: String.raw`(?:counting|counted|count) (?:up )?(?:my |the |all my |all the )?(?:tablets|pills|tablet|pill|paracetamol|painkillers)|how many (?:\w+ ){0,3}would (?:damage|kill|be fatal|be too many|do it)|damage your liver|stop your heart`, negationExempt: true },
  // water, rail and heights: walking out into the sea, leaning forward as the train came
  { category: S, pattern: String.raw`(?:walk|walked|walking|wade|waded|wading|step|stepped) (?:out )?(?:into|as far as|right up to) the (?:water|sea|river|waves|tide|edge|tracks)|lean(?:ed|ing|t)? (?:forward|over)(?= .*\b(?:train|edge|rail|bridge|platform|drop)\b)|as the (?:\w+ )?train came`, aboutWriter: true },
  // a love said "in case", a letter sealed for the children
  { category: S, pattern: String.raw`in case(?= *$)|sealed\b.{0,30}\bfor (?:the|my|each) (?:children|kids|boys|girls|family)`, negationExempt: true, alsoInSentence: String.raw`love|loved|goodbye|sorry|letters?|envelopes?` },
  // the last time, where I'm going, in case anything happens to me soon
  { category: S, pattern: String.raw`(?:like|as if|as though) it (?:was|were|is|be) the last time|for the last time|where i (?:am|be) going(?= *$| (?:now|soon)\b)|(?:in case|if) anything happens to me soon|happens to me soon`, negationExempt: true, alsoInSentence: "i" },
];
