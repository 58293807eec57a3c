/**
 * Review tier, fifth pass (issue 27): the quiet ways older writers say it, heard in the fifth
 * development batch's misses and written at the level of the kind. Life said to be over and the
 * rest "just waiting"; envy of the dead; no reason left, no road ahead, why try; the others
 * coping better without the writer; a last hug or "remember me kindly"; a note drafted, a will
 * changed in a hurry, "I feel ready"; repeats saved back or ordered early; treatment missed on
 * purpose, medicine binned, "let nature get on with it"; treasured things given away; and the
 * milder signs of the other categories (rough handling, money taken over, a parent not coping).
 */
import type { SafetyPhrase } from "../../categories";

const S = "suicidal-thoughts" as const;
const TREASURED = String.raw`watch|medals|ring|jewell?e?ry|guitar|piano|paintings?|fishing (?:gear|rods?|tackle)|tools|golf clubs|records|camera|violin|stamp collection|books`;

export const quietSignsReviewPhrases: SafetyPhrase[] = [
  // a passive wish in everyday words: hit by a bus and relieved, the illness asked to hurry, no more mornings
  { category: S, pattern: String.raw`(?:hit by a (?:bus|car|lorry)|knocked down|run over)\b.{0,40}\b(?:relieved|relief|would not mind|not mind|glad|blessing|not care)|(?:cancer|illness|disease|heart|it) (?:would|to) (?:get a move on|hurry up|get on with it)|(?:not|never) (?:have to )?face (?:another|one more) (?:morning|day|night)`, negationExempt: true },
  { category: S, pattern: String.raw`(?:stop existing|stop exist|cease to exist|cease existing)`, aboutWriter: true },
  { category: S, pattern: String.raw`(?:envy|jealous of|envious of)\b.{0,40}\b(?:churchyard|grave|cemetery|at peace|at rest|in the ground|dead|gone)`, aboutWriter: true },
  // life over, the rest waiting; no future, no reason left, no road ahead; why try, why get up
  { category: S, pattern: String.raw`(?:life|my life|living) (?:finished|ended|stopped|was over|be over|is over) (?:for me )?(?:the day|when)|(?:the rest|rest of it) (?:is|be) (?:just )?waiting|marking time(?= *$)|waiting (?:it out|for the end|to join)(?= *$| (?:now|to come|him|her|them)\b)`, negationExempt: true },
  { category: S, pattern: String.raw`reason (?:left )?to (?:carry on|go on|live|keep going|get up|stay|keep on)|no (?:reason|road|way) (?:left|ahead)|nothing ahead (?:for|of) me|hope (?:is|s|be|has) gone|no hope left|(?:so |then )?why (?:try|get up|keep (?:me|myself) (?:going|alive|here))|nobody to (?:get up|live|keep going|carry on) for`, negationExempt: true },
  { category: S, pattern: String.raw`stopped caring about (?:anything|everything|myself|what happens)|(?:do not|not) care what happens(?: next| to me)?|(?:see|what is|what be) the use of (?:any of it|it all|anything|going on|living|me)|what does it matter (?:now|any ?more)`, negationExempt: true, aboutWriter: true },
  { category: S, pattern: String.raw`(?:can not|cannot|could not|do not) (?:picture|imagine|see) (?:myself )?(?:being )?(?:here|around|alive) (?:in|next|at|by)`, negationExempt: true },
  // the others better without the writer; the writer a cost with nothing given back
  { category: S, pattern: String.raw`(?:they|everyone|the family|the kids|the children) (?:would|d|will) (?:all )?(?:cope|manage|get on|be) (?:fine|better|all right)(?= *$| (?:without|probably|if)\b)|kindest thing\b.{0,40}\bnot (?:be|being)|not (?:be|being) in (?:it|their lives|the picture)|give nothing back|cost (?:the nhs|everyone|them|the family) a fortune`, negationExempt: true },
  // goodbyes without the word: remember me kindly, a last hug, never seeing them again
  { category: S, pattern: String.raw`remember me (?:kindly|well|fondly|as)|(?:was not|were not|would not|not) (?:going to )?(?:see|be seeing) (?:them|him|her|you|the kids|anyone) again|in case anything (?:happens|happened) to me|just in case anything happens`, negationExempt: true, aboutWriter: true },
  // readied for after: a note drafted, a will changed in a hurry, "I feel ready", the time close
  { category: S, pattern: String.raw`(?:drafting|drafted|draft|tearing up) (?:a |the |my )?(?:note|letter)|hurry to (?:change|make|sort|redo) (?:the|my) will|which hymns i want|hymns (?:i want|for my funeral)|the time (?:is|be) (?:close|near|coming)|my time (?:is|be) (?:close|near|coming)|i (?:feel|am) ready(?= *$| now\b)|so no one has to (?:deal|sort|clear|find)`, negationExempt: true, aboutWriter: true },
  // medicine set aside: repeats saved back, kept "for if it all gets too much", ordered early on a lie
  { category: S, pattern: String.raw`(?:save|saving|keep|keeping|hold|holding|put|putting) (?:a couple|a few|some|one or two|two|one) (?:of them )?back|for if it (?:all )?(?:gets?|becomes?) too much|(?:ordering|order|ordered) (?:\w+ )?early|said i (?:had|d|have) lost them|know what (?:that|it) (?:is|s|be) for`, negationExempt: true, alsoInSentence: String.raw`repeat|prescription|chemist|pharmacy|tablets|pills|painkillers|drawer|box|medicine|meds` },
  // treatment missed on purpose, medicine binned, nature let take its course
  { category: S, pattern: String.raw`(?:missed|miss|skipped|cancell?ed|cancel) (?:my )?(?:\w+ ){0,2}(?:dialysis|chemo|insulin|hospital appointment|appointment|treatment|scan|check ?up)`, aboutWriter: true, alsoInSentence: String.raw`on purpose|deliberately|why i should|what does it matter|point|bother|keep at it|honestly` },
  { category: S, pattern: String.raw`(?:threw|thrown|throw|chucked|binned|flushed|put) (?:all )?(?:my |the )?(?:\w+ )?(?:antidepressants|tablets|pills|medication|meds|insulin|inhalers?) (?:in|into|down) the (?:bin|loo|toilet|sink)|let nature (?:take its course|get on with it|run its course)|(?:do not|not) want the (?:oxygen|treatment|chemo|dialysis|drip|tablets) any ?more`, negationExempt: true },
  // treasured things given away, or no longer needed
  { category: S, pattern: String.raw`(?:gave|given|give|giving|handed|handing) (?:away )?(?:\w+ ){0,4}(?:my|mum s|dad s|my father s|my mother s) (?:\w+ ){0,2}(?:${TREASURED})|(?:decided|sorted|chosen) who (?:gets|is to have|will have) (?:each of )?my|handing (?:them|things|it all|everything) out|(?:will not|not) be (?:playing|using|wearing|needing) (?:it|them) (?:again|any ?more)`, aboutWriter: true, unlessFollowedBy: String.raw` (?:for (?:christmas|her birthday|his birthday)|to mend|to fix|back|(?:\w+ )?(?:a |an )(?:good |quick )?(?:clean|polish|wash|service|once over|dust|tune|look))\b` },
  { category: S, pattern: String.raw`check (?:that )?(?:they|it) (?:are|is|s|re|be) still there|clifftop|cliff top`, negationExempt: true, alsoInSentence: String.raw`razor|blades?|tablets|pills|rope|gun|thinking|sat|sitting` },
  // self-harm in small ways: blows to one's own body
  { category: "self-harm", pattern: String.raw`(?:bang|banged|banging|hit|hitting|punch|punched|thump|thumped) (?:my )?(?:fist|head|hand)s? (?:against|on|into) (?:my own|my) (?:leg|arm|head|chest)|(?:hit|hitting|punch|punching|slap|slapping) myself`, aboutWriter: true },
  // harm to others in small ways: a grip too hard, rough with the one cared for, what the writer might do
  { category: "harm-to-others", pattern: String.raw`(?:gripped|grabbed|squeezed|held|yanked) (?:her|his|their|him) (?:\w+ )?(?:too hard|too tight|roughly)|(?:caught myself |been )?(?:being )?rough with (?:her|him|them|gran|mum|dad)|what i (?:would|d|might) do if i (?:ever )?(?:came face|saw|met|see)`, aboutWriter: true },
  // abuse: money taken over, a life decided for the writer, rough care, sulks that punish a visit
  { category: "abuse", pattern: String.raw`taken over my (?:banking|bank|money|pension|finances|accounts?)|(?:do not|not) know what (?:is|s|be) in my (?:account|bank)|decides? (?:when|whether|if|who) i (?:can|may|am allowed to) (?:see|go|visit|have)|(?:carer|nurse|he|she) (?:is|s|be) rough (?:when|with)|(?:sulks|sulk|sulking|goes quiet|punishes me)\b.{0,30}\bif i (?:visit|see|go)`, negationExempt: true },
  // danger: a gun kept where a confused person sleeps
  { category: "danger-at-home", pattern: String.raw`(?:revolver|gun|pistol|rifle|shotgun)\b.{0,50}\b(?:confused|dementia|muddled|forgetful)`, negationExempt: true },
  // neglect: a parent not eating or coping, the house or fridge gone bad, a child's breakfast missed
  { category: "neglect-of-dependant", pattern: String.raw`(?:mum|dad|mother|father|he|she|gran|nan|grandad)\w* (?:is|s|be|has been)? ?(?:not )?(?:eating properly|coping on (?:his|her) own|lost weight)|not (?:sure|think) (?:\w+ )?(?:mum|dad|he|she)\w* (?:is|s|be)? ?(?:eating|coping)|fridge (?:was |is )?full of (?:out of date|mouldy|old) food|(?:house|flat) smells|same clothes (?:for )?(?:a few|two|three|several) days|(?:kids|children) get themselves (?:off )?to school|meant to (?:pop in|check) on (?:mum|dad|gran|her|him)\b.{0,40}\b(?:do not think|does not|never)`, negationExempt: true },
];
