/**
 * What the questionnaire safety screen (safety-screen.ts) looks for, as data: the
 * phrases by category, then the words around a phrase that change its meaning.
 *
 * Each pattern is a regular-expression source matched against NORMALISED text:
 * - lower case, straight apostrophes, no punctuation; words separated by one space;
 * - hyphens are spaces ("self harm"); "wanna" is "want to", "gonna" is "going to";
 * - contractions spelt out: "do not", "did not", "cannot", "will not", "i am", "i have",
 *   "i would", "he is", "she is" ("don't", "dont" and "do not" all read "do not");
 * - one clause per line: text is cut at . ! ? ; : dashes, brackets and "but"/"however",
 *   so `^` and `$` mean the start and end of a clause and no pattern spans two clauses.
 * The screen adds word boundaries at both ends, and drops a match when, in its clause:
 * - a negator (never, not, no, nothing, without...) stands up to five words before it
 *   ("i have never wanted to die"), unless the phrase is `negationExempt`;
 * - it is told as over ("used to", "history of", "stopped", "years ago", "as a child");
 * - it is a bare label answered by a denial ("suicidal thoughts: none");
 * - it is `aboutWriter` and someone else is the one it is about ("my son wanted to die").
 *
 * To add a phrase: put it in its category, reuse the shared pieces (PEOPLE, VICTIM, HARM,
 * OWNER), keep its first word plain (the screen indexes phrases by their first words;
 * one starting with a lookaround or an optional part still works, only slower), and mark:
 * - `negationExempt` when the wording carries its own negation ("do not feel safe at home");
 * - `aboutWriter` when nothing in the wording ties it to the writer ("suicidal", "want to die");
 * - `subject` when the phrase starts at its verb and needs the writer ("i could" + "hurt him")
 *   or someone else ("he has" + "hit me") right before it;
 * - `unlessFollowedBy` / `unlessPrecededBy` for the everyday uses it must not catch
 *   ("cut myself" followed by "shaving"): regex sources for a lookahead / a lookbehind.
 * Every addition needs a hit test in safety-screen.test.ts and, wherever an everyday
 * sentence could contain the phrase, a non-hit test for that sentence too.
 */
import type { SafetyCategory } from "./safety-screen";

export type SafetyPhrase = {
  category: SafetyCategory;
  pattern: string;
  negationExempt?: true;
  aboutWriter?: true;
  /** Who must be the subject just before the phrase: see WRITER_SUBJECT and OTHER_SUBJECT. */
  subject?: "writer" | "someone else";
  unlessFollowedBy?: string;
  unlessPrecededBy?: string;
};

/** People the writer lives with or cares about; single words, so the screen can reuse them. */
export const PEOPLE =
  "husband|wife|partner|spouse|boyfriend|girlfriend|fiance|fiancee|ex|son|sons|daughter|daughters|stepson|stepdaughter|" +
  "child|children|kid|kids|baby|babies|grandson|granddaughter|grandchild|grandchildren|grandkids|mother|mom|mum|mommy|" +
  "father|dad|daddy|stepfather|stepmother|stepdad|stepmom|brother|sister|nephew|niece|uncle|aunt|cousin|carer|caregiver|" +
  "caretaker|roommate|flatmate|lodger|landlord|neighbour|neighbor|boss|family|friend|friends|parents|parent";

/** Helping verbs and adverbs that may sit between a subject and its verb ("he has always"). */
export const AUX_WORDS =
  "am|is|are|was|were|be|been|being|have|has|had|having|will|would|shall|should|can|could|may|might|must|do|does|did|" +
  "just|really|truly|still|often|sometimes|always|constantly|regularly|repeatedly|also|even|again|now|then|already|" +
  "actually|seriously|honestly|literally|lately|recently|keep|keeps|kept|started|starts|start|get|gets|got|feel|feels|" +
  "felt|almost|nearly|so|usually|occasionally|secretly|physically";

const AUX = String.raw`(?: (?:${AUX_WORDS})){0,4}`;
/** "my husband", "our son", "my ex partner". */
const OWNER = String.raw`(?:my|our) (?:ex |step |own )?`;
/** The writer as subject, just before the phrase: "i ", "i have been ", "we really ". */
export const WRITER_SUBJECT = String.raw`\b(?:i|we)${AUX} $`;
/** Someone else as subject, just before the phrase, or "and" continuing their sentence ("he drinks and hits me"). */
export const OTHER_SUBJECT = String.raw`(?:\b(?:he|she|they|${OWNER}(?:${PEOPLE}))${AUX}|\b(?:he|she|they|${PEOPLE})\b[^\n]{0,40} and(?: then| also| still| even| sometimes| often)?) $`;

/** People the writer might harm. */
const VICTIM = String.raw`(?:him|her|them|someone|somebody|anyone|everyone|people|(?:my|our|the|his|her|that|this) (?:${PEOPLE}|man|woman|guy|person|girl|boy|neighbours|neighbors))`;
const HARM = "hurt|kill|harm|stab|shoot|strangle|choke|beat|poison|murder|attack|hit|punch|smother|drown|suffocate|shake";
const HARMING = "hurting|killing|harming|stabbing|shooting|strangling|choking|poisoning|murdering|attacking|beating|smothering|drowning";
/** Accidents and chores, so "cut myself shaving" or "fell and hurt myself" is not a hit. */
const MISHAP =
  String.raw`[^\n]{0,200}\b(?:fell|slipped|tripped|accident|accidentally|shaving|cooking|baking|ironing|gardening|chopping|slicing|peeling|lifting|moving|exercising|the gym|playing|kitchen|stove|oven|kettle|fence|garden|cupboard|cabinet|shelf|car door|laughing)\b|` +
  String.raw`[^\n]{0,200}\bon (?:a|an|the|some|broken) (?!(?:arms?|legs?|wrists?|thighs?|stomach|skin|body|face|hands?|daily|regular|weekly|bad|good|days?|nights?|weekends?)\b)`;
/** "cannot go on holiday", "do not want to go on with him": not about living. */
const GOING_ON = String.raw` (?:a|an|the|holiday|holidays|vacation|trips?|cruises?|walks?|dates?|outings?|with|to|at|in|on|online|long|driving|working|about|back|out|pretending|acting|putting on)\b|[^\n]{0,200}\b(?:with (?:him|her|my (?:husband|wife|partner))|marriage)\b`;

const SUICIDAL = "suicidal-thoughts" as const;
export const safetyPhrases: SafetyPhrase[] = [
  // suicidal thoughts
  { category: SUICIDAL, pattern: String.raw`(?:want|wants|wanted|wanting|need|needed|wish i could|would like|longing|long|yearn|yearning|praying|pray|hoping) to (?:just |simply |really |finally )?(?:die|be dead|not be alive|not exist|not wake up|never wake up|sleep forever)`, aboutWriter: true, unlessFollowedBy: String.raw` (?:at home|in (?:my|his|her|their) (?:own )?(?:bed|sleep|home|arms)|peacefully|in peace|with dignity|of (?:old age|embarrassment|shame|laughter|boredom|natural causes)|before (?:my|him|her|them|the|i)|first|surrounded|when (?:my|the|it is my) time|than|laughing|old|happy|early)\b` },
  { category: SUICIDAL, pattern: String.raw`(?:want|wish) is to (?:die|be dead|not wake up|end it all)`, aboutWriter: true },
  { category: SUICIDAL, pattern: String.raw`(?:would rather|rather|would prefer to|prefer to) (?:be dead|die)`, aboutWriter: true, unlessFollowedBy: String.raw` than\b` },
  { category: SUICIDAL, pattern: String.raw`(?:wish|wishing) (?:that )?i (?:was|were|would be|could be) dead` },
  { category: SUICIDAL, pattern: String.raw`(?:wish|wishing) (?:that )?i (?:had|would have|could have) (?:just )?died` },
  { category: SUICIDAL, pattern: String.raw`(?:wish|wishing) (?:that )?i (?:had never been|was never|were never) born` },
  { category: SUICIDAL, pattern: String.raw`(?:wish|wishing) (?:that )?i (?:would|could) (?:just )?(?:die|disappear forever|not wake up|never wake up)` },
  { category: SUICIDAL, pattern: String.raw`better off dead`, aboutWriter: true, unlessFollowedBy: String.raw` than\b` },
  { category: SUICIDAL, pattern: String.raw`(?:kill|kills|killing|killed|hang|hanging|hanged|shoot|shooting|drown|drowning|poison|poisoning|gas|gassing|suffocate|suffocating|unalive|off) myself`, unlessFollowedBy: String.raw` (?:laughing|trying to|to get|to make|working|at work|over (?:this|that|it|work)|in the foot|doing|for (?:nothing|years|them|him|her|that|this|the kids|work|a (?:coffee|cigarette|drink)|\w+ing))\b` },
  { category: SUICIDAL, pattern: String.raw`(?:end|ends|ended|ending|take|takes|taking|took) (?:my|my own) life`, unlessFollowedBy: String.raw` (?:away|over|back|into|as)\b` },
  { category: SUICIDAL, pattern: String.raw`(?:end|ending) (?:it all|everything)`, aboutWriter: true, unlessFollowedBy: String.raw` (?:between|with)\b` },
  { category: SUICIDAL, pattern: String.raw`(?:end|ending) (?:it|things) (?:tonight|today|soon|for good|forever|once and for all)`, aboutWriter: true },
  { category: SUICIDAL, pattern: String.raw`(?:think|thinks|thinking|thought|thoughts|considered|considering|consider|contemplate|contemplating|contemplated|ideas?) (?:about |of |on )?(?:suicide|killing myself|ending my life|ending it all|ending it|ending things|taking my (?:own )?life|not being here|not being alive|not waking up|ways to die|how to die|how i would do it|overdosing)`, aboutWriter: true, unlessFollowedBy: String.raw` (?:with|between)\b` },
  { category: SUICIDAL, pattern: String.raw`(?:have|got|made|make|making|worked out|work out|working out) (?:a |the |my )?(?:plan|plans) (?:to|for|of how to|how to|on how to) (?:end it|end my life|end it all|end everything|end things|kill myself|die|take my (?:own )?life|overdose)`, aboutWriter: true, unlessFollowedBy: String.raw` (?:with|between)\b` },
  { category: SUICIDAL, pattern: String.raw`suicidal`, aboutWriter: true, unlessFollowedBy: String.raw` (?:son|daughter|husband|wife|friend|patients?|clients?|people|person|man|woman|brother|sister|mother|father|child|teens?|teenagers?|callers?|individuals?)\b` },
  { category: SUICIDAL, pattern: String.raw`(?:attempt|attempts|attempted|attempting|commit|committing|committed) suicide|suicide (?:attempts?|plan|plans|note|pact)`, aboutWriter: true },
  { category: SUICIDAL, pattern: String.raw`better off without me|(?:be|are|is) better off if i (?:was|were|am|died|was dead|were dead|was gone|were gone|did not exist|was not here|were not here|was not around|were not around|disappeared|had never been born)`, negationExempt: true },
  { category: SUICIDAL, pattern: String.raw`(?:nobody|no one|noone|nobody else) would (?:care|miss me|notice|even notice) if i (?:died|was gone|were gone|was dead|were dead|disappeared|killed myself|was not here|were not here)`, negationExempt: true },
  { category: SUICIDAL, pattern: String.raw`(?:do not|does not|did not|no longer|never|not) (?:really |even |particularly )?want to (?:live|be alive|exist|keep living|go on living|carry on living)`, negationExempt: true, aboutWriter: true, unlessFollowedBy: String.raw` (?:in|at|near|with|on|alone|there|here|by|somewhere|anywhere|together|apart|through|forever|to|a|an|the|if|until|till|long|longer than|to be|so long)\b` },
  { category: SUICIDAL, pattern: String.raw`(?:do not|does not|did not|no longer|never|not) (?:really |even )?want to (?:go on|carry on|keep going)`, negationExempt: true, aboutWriter: true, unlessFollowedBy: GOING_ON },
  { category: SUICIDAL, pattern: String.raw`(?:do not|does not|no longer|never) (?:really |even )?want to wake up`, negationExempt: true, aboutWriter: true, unlessFollowedBy: String.raw` (?:early|late|at|before|so early|in the night|for|to (?:an? |the )?(?:alarm|empty|quiet|cold|silent|lonely))\b` },
  { category: SUICIDAL, pattern: String.raw`(?:do not|no longer) (?:really |even )?want to be (?:here|around)(?: (?:now|at all))?(?: (?:anymore|any more|any longer)| *$)`, negationExempt: true, aboutWriter: true },
  { category: SUICIDAL, pattern: String.raw`(?:do not|no longer) (?:really |even )?want to be (?:alive|on this earth|in this world)`, negationExempt: true, aboutWriter: true },
  { category: SUICIDAL, pattern: String.raw`(?:do not|does not|would not) (?:care|mind) (?:if|whether) i (?:die|died|live or die|lived or died|wake up|never wake up|do not wake up|did not wake up|never woke up|was dead|were dead)`, negationExempt: true },
  { category: SUICIDAL, pattern: String.raw`(?:no|not any|not a single) (?:reason|point|purpose) (?:to|in|for|of) (?:live|living|going on|go on|being alive|carrying on|keep going|keeping going|being here|getting up)|no point (?:in )?(?:going on|living|carrying on)`, negationExempt: true, aboutWriter: true },
  { category: SUICIDAL, pattern: String.raw`nothing (?:left )?to live for|(?:no|lost (?:the|my|all)) (?:will|desire|wish) to live|(?:not|no longer) worth living|life is (?:not|no longer) worth (?:it|living)`, negationExempt: true, aboutWriter: true },
  { category: SUICIDAL, pattern: String.raw`what is the point (?:of|in) (?:living|life|going on|carrying on|being alive|waking up)|what is the point (?:anymore|any more)`, aboutWriter: true },
  { category: SUICIDAL, pattern: String.raw`cannot (?:go on|keep going|carry on)(?: (?:living|like this|anymore|any more|any longer|without (?:him|her|them|my \w+)))?`, negationExempt: true, aboutWriter: true, unlessFollowedBy: GOING_ON },
  { category: SUICIDAL, pattern: String.raw`(?:take|taking|took|swallow|swallowed|swallowing) (?:an overdose|a (?:bottle|handful) of (?:my |the |those )?(?:pills|tablets|sleeping pills|meds|medication|painkillers)|(?:all|every one) (?:of )?(?:my|the|those) (?:sleeping )?(?:pills|tablets|painkillers) at once)`, aboutWriter: true },
  { category: SUICIDAL, pattern: String.raw`(?:want to|going to|tempted to|could|might|thought about|thinking about|think about) (?:take |taking )?(?:an )?overdos(?:e|ing)`, aboutWriter: true },
  { category: SUICIDAL, pattern: String.raw`(?:saving|saved|stockpiling|stockpiled|hoarding|hoarded|collecting|stashing|stashed) (?:up )?(?:my |some |the )?(?:pills|tablets|sleeping pills|painkillers|medication|meds)`, aboutWriter: true },
  { category: SUICIDAL, pattern: String.raw`(?:pills|tablets|painkillers|sleeping pills|medication|meds) (?:saved|stashed|hidden|put) (?:up|away|aside)`, aboutWriter: true },
  { category: SUICIDAL, subject: "writer", pattern: String.raw`overdosed` },
  { category: SUICIDAL, pattern: String.raw`(?:slit|slitting|slash|slashing) my wrists?` },
  { category: SUICIDAL, pattern: String.raw`(?:want to|wanted to|tempted to|urge to|thought about|thinking about|think about|plan to|planning to|going to) (?:jump|jumping|throw myself|throwing myself|step|stepping|walk|walking) (?:off|from|in front of) (?:a|the) (?:bridge|building|roof|cliff|train|bus|lorry|truck|car|balcony)`, aboutWriter: true },
  { category: SUICIDAL, pattern: String.raw`(?:want to|wanted to|tempted to|urge to|thought about|thinking about|think about|plan to|planning to|going to) (?:drive|driving|crash|crashing|steer|steering) (?:my car |the car )?(?:into|off) (?:a|the) (?:tree|wall|river|lake|sea|bridge|cliff|oncoming traffic|traffic|lorry|truck)`, aboutWriter: true },
  { category: SUICIDAL, pattern: String.raw`(?:done|finished|tired|sick|weary|fed up) (?:of|with) (?:living|life|being alive|this life|existing|waking up)`, aboutWriter: true, unlessFollowedBy: String.raw` (?:alone|in|here|on|with|like|without|by|so far|out of)\b` },
  { category: SUICIDAL, pattern: String.raw`(?:feel|feels|feeling|felt) like (?:dying|ending it all|ending it|ending my life)`, aboutWriter: true, unlessFollowedBy: String.raw` (?:of|from|inside|laughing)\b` },
  { category: SUICIDAL, pattern: String.raw`(?:pray|praying|prayed|beg|begging|begged) (?:every (?:night|day|morning) )?(?:that |for )?(?:god|the lord|jesus|he) (?:will |would |to )?(?:just )?(?:takes?|calls?) me(?: home)?(?= *$| (?:soon|now|tonight|home|in my sleep|every|too|as well)\b)`, aboutWriter: true },
  { category: SUICIDAL, pattern: String.raw`(?:pray|praying|prayed) (?:for death|that i die|i die|that i (?:do not|will not|would not|never) wake up|i (?:do not|will not|would not|never) wake up)|(?:hope|hoping|hoped|wish|wishing) (?:that )?i (?:do not|will not|would not|never|might not) wake up`, negationExempt: true, aboutWriter: true },
  { category: SUICIDAL, pattern: String.raw`(?:hope|hoping) (?:that )?i (?:die|just die|will die)`, aboutWriter: true, unlessFollowedBy: String.raw` (?:before|first|peacefully|in my sleep|at home|quickly|old|happy)\b` },
  { category: SUICIDAL, pattern: String.raw`(?:sleep|asleep) and (?:not|never) wake up`, negationExempt: true, aboutWriter: true },
  { category: SUICIDAL, pattern: String.raw`(?:(?:want|wanted|long|longing|ready|praying|pray) to|wish i could) (?:go and )?(?:join|be with|go with) (?:him|her|them|my (?:late )?(?:${PEOPLE}))(?= *$| (?:in heaven|on the other side|in the next life|in the grave|in death)\b)`, aboutWriter: true },
  // self-harm
  { category: "self-harm", pattern: String.raw`(?:cut|cuts|cutting|burn|burns|burned|burnt|burning|hurt|hurts|hurting|harm|harms|harmed|harming|injure|injures|injured|injuring|scratch|scratches|scratched|scratching|hit|hits|hitting|punch|punches|punched|punching|bruise|bruising|starve|starves|starved|starving|stab|stabbed|stabbing|mutilate|mutilating) myself`, unlessFollowedBy: MISHAP, unlessPrecededBy: String.raw`\b(?:fell|fall|slipped|tripped|stumbled)(?: down| over)? and |\baccidentally ` },
  { category: "self-harm", pattern: String.raw`self ?(?:harm|harms|harmed|harming|injury|injuries|injure|injuring|injured|mutilation|mutilate|mutilating|mutilated)`, aboutWriter: true },
  { category: "self-harm", pattern: String.raw`(?:cut|cuts|cutting|slash|slashed|burn|burns|burned|burning|scratch|scratching|scratched|carve|carved|carving) (?:at |into )?my (?:arms?|wrists?|legs?|thighs?|skin|stomach|body)`, aboutWriter: true, unlessFollowedBy: MISHAP },
  { category: "self-harm", pattern: String.raw`punish(?:es|ed|ing)? myself (?:by|with) (?:hitting|cutting|burning|starving|hurting|scratching|pulling|banging|punching)` },
  { category: "self-harm", pattern: String.raw`(?:urges?|want|wanting|need|needing|tempted) to (?:cut|self harm)(?= *$| again\b)`, aboutWriter: true },
  { category: "self-harm", pattern: String.raw`(?:been|started|start|back to|keep|am) cutting(?= *$| again\b| (?:myself|my)\b)`, aboutWriter: true },
  { category: "self-harm", pattern: String.raw`(?:make|makes|made|making) myself bleed` },
  { category: "self-harm", subject: "writer", pattern: String.raw`(?:cut|burn) (?:to (?:cope|feel|release|calm|numb)|when (?:i am|i feel|i get|things get|it gets) (?:upset|sad|angry|stressed|overwhelmed|low|bad|anxious|depressed|numb|too much))` },
  // harm to others
  { category: "harm-to-others", subject: "writer", pattern: String.raw`(?:want|wanted|wanting|going|plan|planning|planned|need|needed|tempted|try|trying|tried|ready|about|threatened|threaten|threatening) to (?:really )?(?:${HARM}) ${VICTIM}`, unlessFollowedBy: String.raw` (?:feelings|chances|career|pride|reputation|business|by (?:telling|saying|leaving)|emotionally)\b` },
  { category: "harm-to-others", subject: "writer", pattern: String.raw`(?:could|might|will|would|may|wanna) (?:really |easily |actually |just )?(?:${HARM}) ${VICTIM}`, unlessFollowedBy: String.raw` (?:feelings|chances|career|pride|reputation|business|sometimes|for|by (?:telling|saying|leaving)|emotionally|if i (?:tell|told|leave|left))\b` },
  { category: "harm-to-others", pattern: String.raw`(?:think|thinks|thinking|thought|thoughts|fantasi[sz]e|fantasi[sz]ing|dream|dreaming|imagine|imagining) (?:about|of) (?:${HARMING}) ${VICTIM}`, aboutWriter: true },
  { category: "harm-to-others", pattern: String.raw`urges? to (?:${HARM}) ${VICTIM}`, aboutWriter: true },
  { category: "harm-to-others", subject: "writer", pattern: String.raw`(?:hit|beat|slap|slapped|punch|punched|kick|kicked|choke|choked|smack|smacked|shove|shoved|shake|shook) (?:my|the) (?:${PEOPLE})`, unlessFollowedBy: String.raw` (?:at|up|to it|awake|in|on (?:the|a) (?:phone|game))\b` },
  { category: "harm-to-others", pattern: String.raw`want (?:him|her|them|my (?:${PEOPLE})) (?:dead|to die)`, aboutWriter: true },
  // abuse
  { category: "abuse", subject: "someone else", pattern: String.raw`(?:hit|hits|hitting|beat|beats|beating|beaten|slap|slaps|slapped|slapping|punch|punches|punched|punching|kick|kicks|kicked|kicking|choke|chokes|choked|choking|strangle|strangles|strangled|strangling|smack|smacks|smacked|smacking|burn|burns|burned|burnt|attack|attacks|attacked|attacking|assault|assaults|assaulted|assaulting|drag|drags|dragged|dragging|throttle|throttles|throttled|batter|batters|battered|rape|rapes|raped|raping|molest|molests|molested|molesting|abuse|abuses|abused|abusing|threaten|threatens|threatened|threatening|terrori[sz]e|terrori[sz]es|terrori[sz]ed|intimidate|intimidates|intimidated|grab|grabs|grabbed|pin|pins|pinned|spit on|spits on|spat on) me`, unlessFollowedBy: String.raw` (?:at (?:cards|chess|golf|tennis|scrabble|poker|bridge|pool|darts|checkers|draughts|monopoly|games?|the game|bingo|racing|running)|to (?:it|the)|up|as|on (?:the phone|facebook|text)|with (?:the |some |a )?(?:news|truth|questions?|bill|facts?|idea|reality|compliments?|surprises?)|hard with|a (?:coffee|drink|chair))\b` },
  { category: "abuse", subject: "someone else", pattern: String.raw`(?:held|holds|hold|holding|pinned|pins|pin) me down` },
  { category: "abuse", subject: "someone else", pattern: String.raw`(?:hurt|hurts|hurting) me`, unlessFollowedBy: String.raw` (?:deeply|emotionally|so (?:much|badly|deeply)|a lot|by (?:leaving|saying|lying|cheating|not|ignoring|dying)|when (?:he|she|they) (?:left|died|cheated|lied|said|moved)|with (?:his|her|their) words|feelings)\b` },
  { category: "abuse", subject: "someone else", pattern: String.raw`(?:force|forces|forced|forcing|push|pushes|pushed|pushing|shove|shoves|shoved|shoving|control|controls|controlled|controlling) me`, unlessFollowedBy: String.raw` (?:to (?:do|be|try|go|get|work|keep|eat|exercise|walk|rest|see|take|finish|improve|grow|stay|join|call|visit|move|think|look)|forward|towards|away|too hard|out of my comfort|gently|in (?:a|my) (?:wheelchair|chair|pram))\b` },
  { category: "abuse", pattern: String.raw`(?:i|we) (?:am|are|was|were|have been|has been|had been|get|got|keep getting|am being|was being)(?: (?:often|sometimes|always|still|regularly|repeatedly|constantly|being|also|physically|sexually|emotionally|verbally|financially|again))* (?:abused|beaten|beaten up|hit|raped|assaulted|molested|threatened|attacked|strangled|choked|kicked|punched|slapped|mistreated|battered|exploited)`, unlessFollowedBy: String.raw` (?:by (?:a|the|his|her|my) (?:car|truck|bus|van|bike|bicycle|cyclist|ball|wave|storm|virus|flu|cold|bug|illness|disease|loss|grief|news|reality|realisation|realization|thought|memory|memories|sadness|depression|anxiety|dog|horse|bill|cancer|death|system|government|church|hospital|council)|with (?:a|the) (?:bill|fine|news|huge|big)|hard by|by his death|by her death)\b` },
  { category: "abuse", subject: "someone else", pattern: String.raw`(?:is|was|has been|can be|gets|got|becomes|became|has become) (?:(?:very|so|really|extremely|quite|often|sometimes|always|physically|sexually|emotionally|verbally|financially) )*(?:abusive|violent)` },
  { category: "abuse", pattern: String.raw`(?:abusive|violent) (?:husband|wife|partner|marriage|relationship|boyfriend|girlfriend|home|household|son|daughter)`, aboutWriter: true, unlessPrecededBy: String.raw`\b(?:left|escaped|out of|survived|divorced|leaving|ended) (?:an?|my|the|that) ` },
  { category: "abuse", subject: "someone else", pattern: String.raw`(?:take|takes|took|taken|taking|steals|stole|stolen|stealing|keeps|kept|keeping|controls|controlled|controlling|withholds|withheld|empties|emptied|drains|drained) (?:all |most |some )?(?:of )?my (?:money|pension|savings|benefits|bank cards?|cards?|social security|checks?|cheques?|wages|paycheck|income|bank account|account)`, unlessFollowedBy: String.raw` (?:safe|for me|for safekeeping|in (?:a|the) (?:safe|bank)|organi[sz]ed|to the bank|to pay|when i ask)\b` },
  { category: "abuse", subject: "someone else", pattern: String.raw`(?:steals|stole|stealing|takes|took|taking) (?:money |things )?from me` },
  { category: "abuse", subject: "someone else", pattern: String.raw`(?:makes|made|forces|forced|pressures|pressured|pressuring) me (?:to )?(?:have sex|sleep with|do sexual|sign over|sign (?:my|the) (?:house|cheques?|checks?|will)|change my will|hand over)` },
  { category: "abuse", subject: "someone else", pattern: String.raw`(?:touches|touched|touching) me (?:inappropriately|against my will|when i (?:do not|did not) want|without (?:my )?consent)` },
  { category: "abuse", subject: "someone else", pattern: String.raw`(?:threaten|threatens|threatened|threatening) to (?:hurt|hit|beat|harm|attack|burn|throw me out|kick me out|take (?:the kids|the children|my (?:money|house|pension)))` },
  { category: "abuse", subject: "someone else", pattern: String.raw`(?:says|said|tells me|told me) (?:that )?(?:he|she|they) (?:will|would|is going to|was going to) (?:hurt|hit|beat|harm) (?:me|us)` },
  { category: "abuse", pattern: String.raw`victim of (?:domestic (?:violence|abuse)|abuse|violence|rape|sexual (?:abuse|assault)|assault|elder abuse|coercive control)|(?:experiencing|suffering|living with|going through) (?:domestic (?:violence|abuse)|coercive control|abuse at home)`, aboutWriter: true },
  // danger at home
  { category: "danger-at-home", pattern: String.raw`(?:afraid|scared|frightened|terrified|fearful|petrified) (?:to|of) (?:go|going|come|coming|get|getting|be|being|stay|staying|sleep|sleeping) (?:back )?(?:home|at home|in (?:my|the|our) (?:own )?(?:house|home|flat|apartment|bed))`, aboutWriter: true, unlessFollowedBy: String.raw`[^\n]{0,200}\b(?:alone|by myself|on my own|at night|in the dark|empty|quiet|lonely|silent|without (?:him|her)|since (?:he|she) (?:died|passed|left))\b` },
  { category: "danger-at-home", pattern: String.raw`(?:afraid|scared|frightened|terrified|fear|fearful|worried|worry) (?:that )?(?:he|she|they|${OWNER}(?:${PEOPLE})) (?:will|would|might|could|is going to|may|wants to|going to|will try to|might try to) (?:kill|hurt|harm|shoot|stab|attack|beat|hit|strangle|choke) (?:me|us|the (?:kids|children|baby)|my (?:kids|children|baby|son|daughter|family|pets?|dog|cat))`, aboutWriter: true },
  { category: "danger-at-home", pattern: String.raw`(?:afraid|scared|frightened|terrified) of what (?:he|she|they|${OWNER}(?:${PEOPLE})) (?:will|might|could|would|is going to) do(?= *$| (?:to (?:me|us|the kids|the children)|if|when|next)\b)`, aboutWriter: true },
  { category: "danger-at-home", pattern: String.raw`(?:afraid|scared|frightened|terrified|fearful) of (?:him|her|them|${OWNER}(?:${PEOPLE})|(?:his|her|their|${OWNER}(?:${PEOPLE})'s) (?:temper|anger|rages?|violence|threats))`, aboutWriter: true, unlessFollowedBy: String.raw` (?:being|getting|leaving|dying|falling|finding|seeing|knowing|ever|not|losing|moving|going|having|hearing|forgetting|worrying)\b` },
  { category: "danger-at-home", pattern: String.raw`(?:fear|afraid|scared|frightened|terrified) for (?:my|our) (?:life|lives|safety|children's (?:lives|safety)|kids'? (?:lives|safety))` },
  { category: "danger-at-home", pattern: String.raw`(?:my life is|our lives are|i am|we are|my (?:children|kids) are) (?:in danger|unsafe)` },
  { category: "danger-at-home", pattern: String.raw`(?:my life is|our lives are|i am|we are|my (?:children|kids) are) not safe`, negationExempt: true },
  { category: "danger-at-home", pattern: String.raw`(?:do not|does not|did not|never|no longer) feel safe(?: (?:at home|in (?:my|our|the|this) (?:own )?(?:home|house|flat|apartment|bed|bedroom|room)|(?:with|around|near) (?:him|her|them|${OWNER}(?:${PEOPLE}))|here|anymore|any more)\b| *$)`, negationExempt: true },
  { category: "danger-at-home", pattern: String.raw`(?:feel|feeling|am) (?:unsafe|in danger) (?:at home|in (?:my|our) (?:own )?(?:home|house)|(?:with|around) (?:him|her|them|${OWNER}(?:${PEOPLE})))` },
  { category: "danger-at-home", pattern: String.raw`(?:home|my house|our house|my home) (?:is not|does not feel|is no longer|never feels) (?:a )?safe`, negationExempt: true },
  { category: "danger-at-home", pattern: String.raw`(?:guns?|knife|knives|weapons?|rifles?|pistol|shotgun|firearms?) and (?:he |she |they )?(?:threatens|threatened|has threatened|points|pointed|waves|waved|says he will|said he would|says she will|said she would)` },
  { category: "danger-at-home", pattern: String.raw`(?:says|said|threatens|threatened|swears|swore) (?:that )?(?:he|she|they) (?:will|would|is going to|was going to|might) use (?:it|them)(?<=\b(?:guns?|knife|knives|rifles?|pistol|shotgun|weapons?)\b[^\n]{0,200})` },
  { category: "danger-at-home", pattern: String.raw`(?:points|pointed|pointing|held|holds|holding|waves|waved|waving|pulled|pulls|aimed|aims|put|puts) (?:a|the|his|her|their) (?:gun|knife|rifle|pistol|shotgun|weapon) (?:at|to|against|on) (?:me|my|us|the kids|the children|the baby)` },
  { category: "danger-at-home", pattern: String.raw`threaten(?:s|ed|ing)? (?:me |us |the kids |the children )?with (?:a|the|his|her|their) (?:gun|knife|rifle|pistol|shotgun|weapon)` },
  { category: "danger-at-home", subject: "someone else", pattern: String.raw`(?:threaten|threatens|threatened|threatening to|says (?:he|she|they) will|said (?:he|she|they) (?:would|will)|swore (?:he|she|they) would|tried to|try to|tries to|is going to|wants to|promised to|will|would)(?: really)? (?:kill|murder|shoot|stab|strangle|choke) (?:me|us|the (?:kids|children|baby)|my (?:kids|children|baby|son|daughter|family|pets?|dog|cat))`, unlessFollowedBy: String.raw` (?:for|if (?:she|he|they|anyone) (?:finds?|found|sees|saw|knew|knows|hears|heard|learns|learned|catches|caught)|if i (?:forget|forgot|am late|miss|break|lose|spend|eat|buy)|when (?:she|he|they) (?:finds?|sees|gets|hears))\b` },
  { category: "danger-at-home", subject: "someone else", pattern: String.raw`(?:locks|locked|locking|lock) me (?:in|inside|up|out|away)`, unlessFollowedBy: String.raw` of (?:his|her|their|the) (?:phone|computer|laptop|accounts?|email|office|car)\b` },
  { category: "danger-at-home", subject: "someone else", pattern: String.raw`(?:keeps|kept|keeping) me (?:prisoner|a prisoner|locked (?:in|up)|from (?:leaving|going out|seeing (?:my|anyone)))` },
  { category: "danger-at-home", pattern: String.raw`(?:i am|i get|i was|i have been|being|been) locked (?:in|inside|up)(?= *$| (?:in )?(?:my|the|a|our) (?:room|bedroom|house|home|basement|cellar|bathroom|flat|apartment|closet|cupboard|garage|shed)\b| (?:all day|for hours|at night|when|again|every|by (?:him|her|them|my))\b)` },
  { category: "danger-at-home", subject: "someone else", pattern: String.raw`(?:will not|would not|does not|did not|never) (?:let|lets|allow|allows) me (?:to )?(?:leave|go out|go anywhere|see (?:my|anyone|friends|family|a doctor)|have (?:any )?money|use the phone|call|talk to|work|get a job|go to (?:work|church)|out of (?:the house|his sight|her sight))`, negationExempt: true, unlessFollowedBy: String.raw` (?:the table|until i (?:finish|finished|ate|had))\b` },
  { category: "danger-at-home", pattern: String.raw`not allowed (?:to leave|to go out|out)(?= *$| (?:the house|home|the flat|the apartment|my room|alone|on my own|without (?:him|her|them))\b)`, negationExempt: true, aboutWriter: true },
];

// The words around a phrase that change what it means, for the screen (lists are space-separated).
/** A negator this close before a phrase (in words) denies it: "no thoughts of self harm". */
export const NEGATION_WINDOW = 5;
export const NEGATORS = "never not no nothing without nobody noone neither nor cannot none nope";
/** After a negator these undo it: "cannot stop thinking about killing myself". */
export const CANCELLERS = "stop stops stopped stopping quit help shake resist control escape rid matter ignore only";
/** Without a negator before them, these tell of something over: "i stopped cutting myself". */
export const STOPPERS = "stopped quit";
/** A new subject starts a new statement: "i am not okay i want to die"... */
export const SUBJECTS = "i he she they we you it there";
/** ...unless the negator is raised over it: "i do not think i would hurt him". */
export const RAISERS = "think believe expect feel imagine suppose reckon see that once ever";
/** These start a new statement too: "i am not sleeping and want to die". */
export const JOINERS = "and or so because since when whenever while until till if unless after before whereas then now";
/** Who an `aboutWriter` phrase is about: the first word before it that is not one of these... */
export const SKIPPED = `${AUX_WORDS} to a an the like feeling thinking`;
/** ...decides it when it is one of these two lists; */
export const WRITER_WORDS = "i me my myself mine we us our you your";
export const OTHER_WORDS = `he she they him his her hers them their it its this that these those who whom whose which
  someone somebody everyone everybody anyone anybody people ${PEOPLE}`;
/** otherwise the nearest "i"/"we"/"you"/"me" or "he"/"she"/"they" does, and none means an unwritten "i". */
export const WRITER_PRONOUNS = "i we you me";
export const OTHER_PRONOUNS = "he she they";
/** Told as over: "years ago i tried to kill myself", "my father beat me when i was a child"... */
export const RESOLVED = new RegExp(
  String.raw`(?<!\b(?:since|after|before)\b(?: \S+){0,4} )\b(?:years ago|long ago|a long time ago|decades ago|` +
    String.raw`as a (?:child|kid|teen|teenager|youngster|young (?:man|woman|girl|boy)|little (?:girl|boy))|` +
    String.raw`when i was (?:a (?:child|kid|teen|teenager|girl|boy|student|little (?:girl|boy)|young (?:man|woman|girl|boy))|young|younger|little|small|\d+|in (?:school|high school|college|university|my teens|my twenties))|` +
    String.raw`in my (?:teens|youth|twenties|childhood|first marriage)|growing up|grew up|back then|in my past|` +
    String.raw`in the past(?! (?:few|couple|several|weeks?|months?|days?|years?|\d+|two|three|four|five|six)\b))\b`,
);
/** A short label with no subject, answered by a bare denial: "suicidal thoughts: none", "self harm - never". */
export const LABEL_TAIL = /^(?:thoughts?|feelings?|urges?|ideas?|ideation|attempts?|behaviou?rs?)?$/;
export const DENIAL =
  /^(?:(?:thoughts?|feelings?|urges?|ideas?|ideation|attempts?|behaviou?rs?) )?(?:no|none|never|nope|not at all|not really|not ever|never ever|no never|absolutely not|definitely not|not anymore)$/;
/** ...unless the sentence says it goes on: "he hit me years ago and he still does". */
export const CURRENT = /\b(?:now|still|again|lately|recently|currently|these days|nowadays|today|tonight|at the moment|this (?:week|month|year)|every day)\b/;
// Each contraction pattern starts with a literal (any lookbehind comes after it) so it scans fast.
const NEGATIVE_VERBS = "do|does|did|is|are|was|were|have|has|had|would|could|should|must|need|might";
/** Contractions spelt out (typed with or without the apostrophe), in this order. */
export const CONTRACTIONS: [RegExp, string][] = [
  [/\bcan'?t\b|\bcan not\b/g, "cannot"],
  [/\bwon'?t\b/g, "will not"],
  [/\bain'?t\b/g, "is not"],
  [new RegExp(`n'?t\\b(?<=\\b(?:${NEGATIVE_VERBS})n'?t)`, "g"), " not"],
  [/\bi'?m\b/g, "i am"],
  [/\bi'?ve\b/g, "i have"],
  [/s\b(?<=\b(?:he|she)s)/g, " is"],
  [/'s\b(?<=\b(?:he|she|it|that|there|what|who|here)'s)/g, " is"],
  [/'re\b/g, " are"],
  [/'ve\b/g, " have"],
  [/'ll\b/g, " will"],
  [/'d\b/g, " would"],
  [/\bwanna\b/g, "want to"],
  [/\bgonna\b/g, "going to"],
];
