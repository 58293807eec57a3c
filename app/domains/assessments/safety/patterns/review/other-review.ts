/**
 * Review tier, milder signs of the other categories: control, belittling and money pressure
 * (abuse); fear and walking on eggshells at home (danger at home); rough handling and fear of
 * one's own temper (harm to others); hurting oneself in small ways (self-harm); a dependant's care
 * slipping (neglect). Recall first; a person reads these soon.
 */
import type { SafetyPhrase } from "../../categories";
import { DEPENDANT, PEOPLE } from "../shared";

const OTHER = String.raw`(?:he|she|they|(?:my|our|the) (?:ex |step )?(?:${PEOPLE}|grandson|stepson|stepdaughter|lodger|carer|nephew|niece)(?: s)?)`;
const CARED = String.raw`(?:him|her|them|mum|mom|dad|mam|my (?:${DEPENDANT})|the (?:kids|children|grandchildren|baby))`;

export const otherReviewPhrases: SafetyPhrase[] = [
  // abuse: belittling and control ("calls me stupid", "tells me who i can see", "checks my phone")
  { category: "abuse", pattern: String.raw`(?:call|calls|called|calling) me (?:stupid|useless|names|thick|an? (?:idiot|old fool|cow|bitch|burden))|(?:will not|would not|does not|do not|never) let me (?:have|see|go|out|speak|talk|use|leave|phone|ring|eat)|tells? me who i can|checks? my (?:phone|post|letters|emails|messages|bank)|takes? my (?:hearing aid|glasses|stick|frame|phone|pension|bank card|card|keys)|short with me|leaves? me (?:sitting|lying|in)\b.{0,40}\b(?:for hours|all day|all night|wet|soiled)`, negationExempt: true, doneByOther: true },
  // abuse: money pressure and rough handling by someone else
  { category: "abuse", pattern: String.raw`(?:borrow|borrows|borrowed|takes?|took) (?:my )?money\b.{0,40}\b(?:never|not) (?:pay|pays|paid)|nasty if i|on at me to|sign things i do not understand|asking me to sign|change my will|(?:get|gets|got|be|is) (?:rough|nasty|violent) with me|knocked me (?:down|over)|took my (?:wallet|purse|bank card|pension)|only lets? me eat|locks? the (?:food|fridge|cupboard)`, negationExempt: true, doneByOther: true },
  // danger at home: fear of someone at home, walking on eggshells, locking oneself in
  { category: "danger-at-home", pattern: String.raw`(?:a|his|her|got a|has a) (?:temper|short fuse)|never know (?:which way|what) (?:he|she) (?:will|be go to|is going to)|(?:afraid|scared|frightened|terrified|wary|nervous) (?:of|about) (?:how|what) (?:he|she|they) (?:will|would|might|will do|be go to)|(?:afraid|scared|frightened|terrified|wary|nervous) of (?:him|her|my (?:son|husband|grandson|daughter|wife|partner|lodger|stepson))|walk(?:ing)? on eggshells|keep (?:my|the) (?:bedroom )?door locked|under my pillow|holes in the (?:doors?|walls?)|(?:not|never) feel (?:right|safe) in my own|key in the door|too scared to (?:go|come) (?:in|inside|home)|frightened (?:of )?what (?:he|she) will do|coming into my (?:bed)?room|sleeping in the car|(?:listens? to|listen in on) my (?:calls|phone)|follows? me|never allowed out|nobody will believe me|will find me|(?:waving|waved|wave) (?:it|a gun|the gun|a knife|the knife) (?:around|about|at)`, negationExempt: true, doneByOther: true },
  // danger at home: threats and weapons ("knife to my throat", "finish me off", "break my legs")
  { category: "danger-at-home", pattern: String.raw`to my throat|finish me off|break my (?:legs?|arms?|neck)|threatened to (?:kill|hurt|harm|break|burn|hit|put|throw|get|finish) (?:me|my)\b`, negationExempt: true, doneByOther: true, alsoInSentence: OTHER },
  // harm to others: rough handling of someone in the writer's care, fear of one's own anger
  { category: "harm-to-others", pattern: String.raw`i (?:gave|give) (?:her|him|them|mum|dad) a (?:push|shove|slap|shake)|i (?:pushed|shoved|grabbed|slapped|shook|squeezed|pinched|smacked|hit) ${CARED}|(?:grabbed|squeezing|squeezed|pinching) (?:her|his|their) (?:arm|wrist|hand)|(?:be|been|am|was|get|getting) (?:rough|too rough|rougher) with (?:him|her|them)|(?:scared|afraid|frightened) of what i (?:might|could|will|would) do|see (?:him|her|them) suffer|(?:pillow|cushion) over (?:her|his) face|sedative|knock (?:him|her) out|where (?:he|she) lives|(?:hammer|iron bar|shotgun|knife|bat)\b.{0,40}\b(?:ready|round there|to (?:him|her|the man))|put (?:him|her) in hospital|lose my temper with`, negationExempt: true },
  // self-harm: small harms done to oneself, to punish or to feel something
  { category: "self-harm", pattern: String.raw`until it bleeds|(?:bite|bit|biting|pick|picking|picked|scratch|scratching|pull|pulling|pulled) (?:at |out )?(?:the inside of )?my (?:skin|cheek|hair|lip|nails|arms?|scabs)|to punish myself|punish myself|make (?:them|it) hurt|(?:do not|not) eat on purpose|cutting is|boiling water on my`, negationExempt: true, aboutWriter: true },
  // self-harm: cutting, burning or hitting oneself, unless an accident is named ("cut myself shaving")
  { category: "self-harm", pattern: String.raw`(?:hurt|hurting|cut|cutting|carve|carved|burn|burned|burnt|stubbing|stub|slam|slammed|hitting|hit|punch|punching) (?:\w+ ){0,4}(?:my (?:own )?(?:arm|arms|wrist|wrists|legs?|skin|fingers|head|hand|hands)|myself)`, aboutWriter: true, unlessPrecededBy: "(?:fell|slipped|tripped) and ", unlessFollowedBy: String.raw` (?:shaving|on (?:the|a|an)|cooking|by accident|accidentally|in the (?:garden|kitchen)|gardening|with the (?:bread )?knife)\b` },
  // neglect: a dependant's care slipping
  { category: "neglect-of-dependant", pattern: String.raw`fend for themselves|(?:left|leave|leaving) ${CARED} (?:\w+ ){0,2}(?:on (?:her|his|their) own|alone|in front of the (?:telly|tv)|in (?:her|his) cot|locked)|on (?:their|his|her) own (?:since|all)|(?:missed|skipped|forgot) (?:a few of |some of )?(?:\w+ s )?(?:doses|tablets|medication)|stopped checking on|can not face getting (?:her|him) up|(?:do not|not) bother (?:making|feeding|washing|changing)|not changed (?:his|her|their) (?:sheets|pad|bed|clothes)|house is filthy|soiled|pressure sore|(?:not|no) (?:had )?(?:anything|food) (?:to eat|in the house)|been alone all|without (?:water|food)`, negationExempt: true },
];
