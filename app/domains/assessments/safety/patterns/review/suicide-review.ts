/**
 * Review tier, suicidal thoughts: anything that touches the writer's own death, being gone, no
 * future, being a burden, goodbyes, letters or affairs put in order for after, means kept or
 * looked up, dangerous places, stopping needed treatment, giving things away. Recall first: a
 * person reads these soon. Everyday talk of other people's deaths, funerals, "my late husband",
 * "dying to see", pill organisers, jokes, a calm will and hunting are what they must not catch.
 */
import type { SafetyPhrase } from "../../categories";
import { MEDS } from "../shared";

const S = "suicidal-thoughts" as const;
/** Drug names people write instead of "tablets". */
const DRUGS = `${MEDS}|vicodin|oxycodone|oxycontin|amitriptyline|codeine|tramadol|diazepam|warfarin|antidepressants?|inhalers?|insulin pens?|heart pills?|blood pressure (?:tablets?|pills?)|sleepers|the lot|co codamol|cocodamol|zopiclone|temazepam|fentanyl|gabapentin|pregabalin|mirtazapine|sertraline|citalopram|lithium|propranolol|dihydrocodeine`;
/** A frame that turns affairs or gifts into preparation: for after, before I go, nothing left. */
const FOR_AFTER =
  "for after|afterwards|for when i|before i go|whenever it happens|(?:will|shall) not be long|nothing (?:keeping|left to do|left for me)|ready for what comes|i (?:am|be) ready now|no use for|(?:shall|will) not (?:be )?need|so nobody has to|less for them|after i (?:am|be) (?:gone|go)|nothing (?:to hold|holding) me|(?:will|would|shall) not have to|one less thing|easy for them|in case i do not see|now rather than later|when i am not around|to read when";
/** Letters are preparation in the same frames, and when they are for when the writer is gone. */
const LETTER_FRAME = `${FOR_AFTER}|for when|when i (?:am|be) (?:gone|not (?:here|around))|after i (?:am|be) gone|when i (?:have|am|be) (?:gone|go)|opened when|for each of them|for whoever|insurance|explaining everything`;
/** A frame that makes a place, a weapon or tablets kept a worry: thinking, wondering, just in case. */
const BROODING =
  "thinking|think about it|thought about it|wondering|wonder|look at it|looking at|look at|looked at|caught myself|look over|looking over|just sitting|sat there|stood there|a long time|a long while|an hour|on my own|alone|just in case|in case(?! the| of| they| we| it)|you never know|i know it is there|know what it is for|could not tell you why|can not tell you why|more than i should|over the edge|at the edge|the edge of|looking down|look down|the drop|stood on|make myself move|till (?:it got )?dark|door shut|stand there|and stand|calls to me|calling me|draws me|pulls me|instead of taking|parked by|parked near|for ages|under the bed|taking it out|get it out|found myself|saved up|quite a few|a stash|enough";

export const suicideReviewPhrases: SafetyPhrase[] = [
  // a passive wish: not waking up, disappointed to wake, "oh, still here"
  { category: S, pattern: String.raw`(?:not|never|nt) wake up|(?:not|never) woke up|rather not wake|disappointed (?:every \w+ )?when i wake|still here|still (?:breathing|alive)(?= *$| (?:in the morning|every)\b)`, negationExempt: true, aboutWriter: true, unlessFollowedBy: String.raw` (?:still kicking|and kicking|early|late|at|before|for|in time|till|until|when|with|to find|and find|feeling|refreshed|to (?:an? |the )?(?:alarm|empty))\b` },
  // a passive wish framed as what would be easier, simpler or kinder for others
  { category: S, pattern: String.raw`(?:easier|simpler|better|kinder|kindest|relief|relieved|blessing|freer|happier|bother|trouble)\b.{0,60}\b(?:if i|i (?:just )?(?:was|were|be) (?:not|gone|dead)|without me|for me to go|me to go|i (?:died|die|went|slipped|was not|were not))|(?:relief|blessing|mercy) (?:to|if) (?:just )?(?:stop|go|not be|be gone|die)`, negationExempt: true },
  // nobody would miss or notice the writer
  { category: S, pattern: String.raw`(?:who|nobody|no one|would anyone|anyone) (?:would |will )?(?:even |really )?(?:miss me|notice|care|matter)|(?:would not|will not|does not) matter to (?:anyone|anybody)|notice i (?:had|have|would) gone`, negationExempt: true, alsoInSentence: "i|me|my" },
  // the writer's death, said as a condition
  { category: S, pattern: String.raw`if i (?:passed away|passed|was taken|went in my sleep|died|die|was dead|were dead|was gone|were gone|went|was not here|were not here|just (?:died|went|was not here|were not here)|slipped away|disappeared)`, negationExempt: true, unlessFollowedBy: String.raw` (?:for|on|to|out|away on|abroad|into)\b` },
  // wanting to vanish, fade out, stop existing, not be here
  { category: S, pattern: String.raw`(?:vanish|disappear|fade (?:out|away)|slip away|slipped away|stop existing|stop exist|cease to exist|be gone|go to sleep for ever|go to sleep forever|never be seen again|not be here|not be around)`, negationExempt: true, aboutWriter: true, alsoInSentence: "i|me", unlessFollowedBy: String.raw` (?:to|for a|for the|as soon|when|while|into|next|all|on|this|tomorrow|till|until|at|by|from|in the (?:morning|afternoon|evening))\b` },
  // hoping or praying for an end: God taking the writer, the last goodnight, something serious
  { category: S, pattern: String.raw`(?:wish|wished|wishing|hope|hoping|hoped|pray|praying|prayed|ask|asked|asking)\b.{0,40}\b(?:taken me|take me|call me home|hurry up|that (?:will|would) be it|last (?:goodnight|time)|something serious|go off the road|not (?:to )?wake)`, aboutWriter: true },
  // waiting or ready to die, lived too long, euphemisms
  { category: S, pattern: String.raw`(?:waiting|wait|ready) to (?:die|go|be with)(?= *$| (?:now|soon|be with|with|to (?:him|her|god|heaven))\b)|ready whenever he wants me|lived too long|had my life|popping my clogs|pop my clogs|kick the bucket|shuffle off|swap places with|envy (?:people|those|anyone|the dead)|join (?:him|her|them) (?:soon|there)|be with (?:him|her|them) again`, negationExempt: true, aboutWriter: true },
  // rather be dead, would not mind the illness winning, not caring whether one lives
  { category: S, pattern: String.raw`(?:rather|sooner|prefer to) (?:be )?(?:dead|die|not be here|not wake up|not be around)(?! than (?!go on|carry on|live|living|be here|face|struggle))|not (?:be )?sorry if (?:the cancer|it|my heart)|(?:much|any) of a fight|no fight left|(?:do not|not) (?:much |really )?care (?:if|whether) (?:i|a car)|live or die`, negationExempt: true, aboutWriter: true },
  // thinking about dying or "it"
  { category: S, pattern: String.raw`(?:think|thinking|thought|thoughts|dream|dreaming) (?:about|of) (?:dying|my death|being dead|not being here|it all ending|ending it|doing it)|(?:do|did|still) think about it|what it would be like (?:just )?to (?:stop|die|go|not be)|just to stop`, aboutWriter: true },
  // only one thing keeps the writer alive
  { category: S, pattern: String.raw`(?:only thing|the dog|the grandchildren|the kids)\b.{0,30}\b(?:stopping me|keeping me (?:here|going|alive))|(?:if it (?:was not|were not) for)\b.{0,40}\b(?:still be here|be here|be alive|would have gone)|nothing (?:keeping|to keep) me`, negationExempt: true },
  // giving up, done trying, can't keep doing this
  { category: S, pattern: String.raw`want (?:to )?(?:just )?(?:give up|let go)|(?:done|finished) (?:trying|with it all|with everything|with life)|i (?:am|be) (?:done|finished)(?= *$)|can not (?:keep doing this|do this any ?more|take (?:any )?more|cope any ?more|face (?:another|any more)(?= *$| (?:\w+ )?(?:day|winter|night|morning|year|christmas|birthday|anniversary)s?\b))|(?:too|so) tired of (?:everything|it all|life|living)`, negationExempt: true, aboutWriter: true },
  // no future, no point, nothing to live for
  { category: S, pattern: String.raw`(?:no|any|the|what is the|what be the|nothing has any|see no) point(?= *$| (?:any ?more|of me|and|in anything|of anything|in it|of it|of it all|in it all|of sticking|of living|in living|to (?:any of )?it|when|now|at my age)\b)|why bother|why i should (?:keep going|carry on|go on|bother)|reason to (?:carry on|go on|live|keep going|get up|stay)|what (?:am|be) i (?:living|here|still here) for|what is (?:left|there) for me|nothing (?:else|left) for me|(?:no|any|much) (?:real )?future(?= *$| (?:for me|for us|ahead|left|now|without|at my age)\b)|(?:no|any) (?:real )?fight|nothing (?:to look forward to|there|ahead)|never get better|will not get better|sticking around|stick around`, negationExempt: true, aboutWriter: true },
  // being a burden ("i don't want to be a burden" is an everyday worry: a negator denies it)
  { category: S, pattern: String.raw`burden`, aboutWriter: true, unlessFollowedBy: String.raw` (?:of proof|on the nhs)\b` },
  { category: S, pattern: String.raw`i (?:am|be|feel|have become|feel like)(?: (?:just|such|nothing but|only|a real|a bit of|becoming|now|so much))* (?:a |an )?(?:drain|nuisance|bother|worry|liability|millstone|trouble)`, negationExempt: true },
  { category: S, pattern: String.raw`dead weight|holding (?:them|everyone|him|her|the family) back|a worry to (?:them|everyone)|worry of me|without me around|in (?:everybody|everyone|every one)(?: s)? way|make work for|not worth it|no use to (?:anybody|anyone|them|you)|freer without me|better (?:off )?(?:with|without) (?:me|the house money)|deserves? better than|(?:money|fortune)\b.{0,40}\b(?:my care|on me)|instead of on my care|wiping up after me|weight on`, negationExempt: true, aboutWriter: true },
  { category: S, pattern: String.raw`(?:have|would have|had) a better life (?:if|without)|better off (?:if|when|once|without|spending|with)`, negationExempt: true },
  // goodbyes and last words
  { category: S, pattern: String.raw`(?:say|said|saying|tell|told|telling) (?:\w+ ){0,2}goodbye|goodbye (?:properly|to (?:people|everyone|everybody))|last (?:goodnight|thing i write|time i (?:see|write))|pleasure knowing|thanking (?:him|her|them|everyone|\w+) for (?:being|everything)|said (?:all|everything) i (?:need|needed|want|wanted) to say(?= to (?:the|my) (?:children|kids|family|boys|girls)| *$| now)|thanking (?:them|everyone|you) for everything|(?:love them|sorry for everything)\b.{0,30}\b(?:in case|last)|in case i (?:do not|never) see`, negationExempt: true, alsoInSentence: "i", unlessPrecededBy: "(?:our|could have|cried|before) ", unlessFollowedBy: String.raw` (?:\w+ ){0,3}(?:at|on|before|when|after|as|to the (?:old )?house)\b` },
  // a note left for whoever finds the writer
  { category: S, pattern: String.raw`whoever finds me|who finds me` },
  // letters written for after
  { category: S, pattern: String.raw`(?:letters?|notes?|envelopes?)\b.{0,80}\b(?:${LETTER_FRAME})|(?:left|leave|written|write|wrote) (?:a |my )?note`, negationExempt: true, alsoInSentence: "i" },
  // affairs put in order in a worrying frame (a calm will has none)
  { category: S, pattern: String.raw`(?:in order|tidy|sorted|arranged|labell?ed|clear(?:ing|ed)? (?:the|my) (?:\w+ )?(?:loft|house|flat|wardrobe|drawers|cupboards|things)|cleared out|clearing out|paid off the funeral|cancell?ed|settled my debts|signed\b.{0,30}\bover|closed the accounts|who to contact|papers)`, aboutWriter: true, alsoInSentence: FOR_AFTER },
  // giving things away
  { category: S, pattern: String.raw`(?:give|gave|given|giving|hand|handed|handing)\b.{0,40}\b(?:away|over)|(?:give|gave|given|giving) (?:my|her|him|them) (?:my )?(?:\w+ )?(?:ring|watch|medals|jewellery|jewelry|things|bits)|(?:had|have) (?:most of )?my (?:bits|things)|(?:giving|gave|give|given) (?:\w+ ){0,4}to (?:the )?(?:charity|neighbou?rs|hospice|church)|new home for|most of my (?:things|belongings|stuff)|made sure the (?:cat|dog|budgie|birds?|pets?) (?:will )?go(?:es)? to`, aboutWriter: true, alsoInSentence: `${FOR_AFTER}|everything|already|this week|this month|no use|not need|shall not` },
  // medicines kept or hoarded "just in case"
  { category: S, pattern: String.raw`(?:collect|collecting|collected|gathering|stocking up|stockpil\w*|keep|kept|keeping|saved|save|stash|stashed|hidden|hide|hoard|put by|counted|keeping back|not throw)\b.{0,50}\b(?:${DRUGS})|(?:${DRUGS})\b.{0,50}\b(?:saved|hidden|stashed|just in case|you never know|in my drawer)`, negationExempt: true, alsoInSentence: BROODING },
  // doses looked up
  { category: S, pattern: String.raw`(?:google|googled|googling|look up|looked up|looking up|read up|reading up|researching|research|asked\b.{0,30}\bwhat would happen|reading about|read about|searched|searching|how much|how many|what dose|which of my)\b.{0,60}\b(?:fatal|too much|too many|dangerous|lethal|deadly|kill|at once|overdose|together|it would take|would be enough|would do it)`, aboutWriter: true },
  // a weapon, rope or poison kept or looked at
  { category: S, pattern: String.raw`(?:shotgun|rifle|handgun|gun|revolver|pistol|rope|hosepipe|hose|weedkiller|poison|beams?|noose|knife|razor)`, alsoInSentence: `${BROODING}|buying a|looking into|got (?:a|the)|meaning to`, unlessPrecededBy: String.raw`(?:shoot|hunt|hunting|clay|pigeon|rabbit|deer)\b.{0,40}` },
  // dangerous places in a worrying frame
  { category: S, pattern: String.raw`(?:bridge|footbridge|bypass|flyover|overpass|harbou?r wall|viaduct|pier|garage|canal|weir|harbou?r|lake|cliff|cliffs|cliff top|railway|rail line|railway line|train line|level crossing|tracks|motorway|river|reservoir|quarry|multi (?:storey|story)|car park roof|top of the|the edge(?! off)|the water|the sea|the tappan zee|beachy head)(?!.*\b(?:breath away|beautiful|lovely|view|holiday|picnic|stroll)\b)`, aboutWriter: true, alsoInSentence: BROODING, unlessFollowedBy: String.raw` (?:club|walk|path walk|view|cruise)\b` },
  // wishing an accident would happen
  { category: S, pattern: String.raw`(?:car|bus|lorry|train) would (?:just )?(?:go off|hit|come)|(?:care|mind) if a car comes|step (?:out )?in front of|(?:step|stepping|stepped|walk|walking|walked) (?:\w+ ){0,4}in front of (?:a|the) (?:bus|train|lorry|car|truck|traffic)|(?:leave|leaving|left) the gas on(?= .*\b(?:bothered|care|mind|on purpose)\b)`, negationExempt: true },
  // stopping needed treatment without caring
  { category: S, pattern: String.raw`(?:binned|thrown away|threw away|flushed|not had|stop|stopped|stopping|stopped bothering with|stop bothering with|left off|leave off|not take|not taking|not bother(?:ed)? with|not going back|not (?:to )?go back for|cancel|cancell?ed|skip|skipped|refuse|refused|given up)\b.{0,30}\b(?:${DRUGS}|insulin|scan|dialysis|treatment|appointments?|chemo|check ?ups?|injections?)`, negationExempt: true, aboutWriter: true, alsoInSentence: "point|why bother|bother|fussed|goes it goes|care|at my age|what happens|let it|take me|let things go|nature|course|start again|had enough|innings|had my life|done with it|rather|any more|anymore|no longer|sooner" },
  { category: S, pattern: String.raw`(?:do not|not) want any more (?:dialysis|treatment|chemo|chemotherapy|operations|transfusions)|(?:not|never) (?:be )?(?:having|have|going ahead with|go ahead with) (?:the|my|that|any) (?:operation|treatment|chemo|surgery|dialysis)`, negationExempt: true, aboutWriter: true },
];
