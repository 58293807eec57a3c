/** Self-harm: cutting, burning, hitting oneself, and the urge to. */
import type { SafetyPhrase } from "../categories";

/** Accidents and chores, so "cut myself shaving" or "fell and hurt myself" is not a hit. */
const MISHAP =
  String.raw`[^\n]{0,200}\b(?:fell|slipped|tripped|accident|accidentally|shaving|cooking|baking|ironing|gardening|chopping|slicing|peeling|lifting|moving|exercising|the gym|playing|kitchen|stove|oven|kettle|fence|garden|cupboard|cabinet|shelf|car door|laughing)\b|` +
  String.raw`[^\n]{0,200}\bon (?:a|an|the|some|broken) (?!(?:arms?|legs?|wrists?|thighs?|stomach|skin|body|face|hands?|daily|regular|weekly|bad|good|days?|nights?|weekends?)\b)`;

export const selfHarmPhrases: SafetyPhrase[] = [
  { category: "self-harm", pattern: String.raw`(?:cut|cuts|cutting|burn|burns|burned|burnt|burning|hurt|hurts|hurting|harm|harms|harmed|harming|injure|injures|injured|injuring|scratch|scratches|scratched|scratching|hit|hits|hitting|punch|punches|punched|punching|bruise|bruising|starve|starves|starved|starving|stab|stabbed|stabbing|mutilate|mutilating) myself`, unlessFollowedBy: MISHAP, unlessPrecededBy: String.raw`\b(?:fell|fall|slipped|tripped|stumbled)(?: down| over)? and |\baccidentally ` },
  { category: "self-harm", pattern: String.raw`self ?(?:harm|harms|harmed|harming|injury|injuries|injure|injuring|injured|mutilation|mutilate|mutilating|mutilated)`, aboutWriter: true },
  { category: "self-harm", pattern: String.raw`(?:cut|cuts|cutting|slash|slashed|burn|burns|burned|burning|scratch|scratching|scratched|carve|carved|carving) (?:at |into )?my (?:arms?|wrists?|legs?|thighs?|skin|stomach|body)`, aboutWriter: true, unlessFollowedBy: MISHAP },
  { category: "self-harm", pattern: String.raw`punish(?:es|ed|ing)? myself (?:by|with) (?:hitting|cutting|burning|starving|hurting|scratching|pulling|banging|punching)` },
  { category: "self-harm", pattern: String.raw`(?:urges?|want|wanting|need|needing|tempted) to (?:cut|self harm)(?= *$| again\b)`, aboutWriter: true },
  { category: "self-harm", pattern: String.raw`(?:been|started|start|back to|keep|am) cutting(?= *$| again\b| (?:myself|my)\b)`, aboutWriter: true },
  { category: "self-harm", pattern: String.raw`(?:make|makes|made|making) myself bleed` },
  { category: "self-harm", subject: "writer", pattern: String.raw`(?:cut|burn) (?:to (?:cope|feel|release|calm|numb)|when (?:i am|i feel|i get|things get|it gets) (?:upset|sad|angry|stressed|overwhelmed|low|bad|anxious|depressed|numb|too much))` },
  { category: "self-harm", pattern: String.raw`(?:hit|hitting|bang|banging|bash|bashing|punch|punching) my (?:head|fists?|face|arms?|legs?|hands?) (?:against|on|into) (?:the|a) (?:wall|door|floor|table)`, aboutWriter: true, alsoInSentence: String.raw`until|till|on purpose|deliberately|to feel|to stop|to punish|when (?:i (?:feel|get|be|am)|the (?:pain|thoughts?|voices|feelings?)|it (?:get|gets) (?:bad|too much)|he|she)` },
  { category: "self-harm", pattern: String.raw`(?:bite|bit|biting|pinch|pinching|pinched|slap|slapping|slapped|scald|scalding|scalded|choke|choking|strangle|strangling) myself`, unlessFollowedBy: MISHAP },
  { category: "self-harm", pattern: String.raw`(?:deliberately|on purpose|intentionally) (?:cut|burn|scald|scratch|hurt|harm|hit|bruise|injure|pull) my|(?:cut|burn|scald|scratch|hurt|harm|hit|bruise|injure|pull) (?:my|myself)(?: \w+){0,4} (?:on purpose|deliberately|intentionally)`, aboutWriter: true },
  { category: "self-harm", pattern: String.raw`urges? to (?:cut|self harm|burn myself|hurt myself)(?= (?:is|be|has|have|come|came|comes|keep|keeps|return|returned|get|gets|got) )|(?:dig|dug|digging) my (?:finger)?nails into my`, aboutWriter: true },
  // NEW
  // told plainly (development part, ADR 0057): cutting, burning, carving, hitting oneself
  { category: "self-harm", pattern: String.raw`cutting is the only thing|(?:stub|stubbing|stubbed) (?:\w+ ){0,2}out on my (?:arm|arms|hand|hands|leg|legs|skin)|slam (?:my|me) (?:fingers|hand|hands|head)|(?:hitting|hit|punching|bang|banging) my (?:own )?head|(?:carved|carve|carving|scratched|scratch) (?:\w+ ){0,3}into my (?:arm|wrist|skin|leg)|(?:pour|poured|pouring) (?:boiling|hot) water on my`, aboutWriter: true },
  { category: "self-harm", pattern: String.raw`(?:cut|cutting|slashed|slashing) my (?:arms?|wrists?|legs?|thighs?|stomach)(?= .*\b(?:bled|bleed|until|razor|blade|knife|again|on purpose)\b)`, aboutWriter: true, unlessFollowedBy: String.raw` (?:on (?:a|the)|shaving|chopping|while)\b` },
];
