/**
 * Review tier, sixth pass (issue 27), the categories other than suicide, in the kinds the sixth
 * development batch's misses showed. Small self-harm (hair pulled out, a hand bitten till it
 * marked, a band snapped on the wrist, a "not accidental" burn, cuts where nobody sees); anger that
 * is rehearsed or acted (what the writer would like to do to a neighbour, a man grabbed by the
 * collar, another followed home); money taken or made a condition; fear at home (a fist through
 * the doors, things thrown "not at me, yet", a door locked at night, a son off his medication);
 * and care slipping (an empty fridge, clinics missed, meals left, choking on the wrong drinks,
 * children living on cereal, weight lost while nobody is bothered).
 */
import type { SafetyPhrase } from "../../categories";

export const householdReviewPhrases: SafetyPhrase[] = [
  { category: "self-harm", pattern: String.raw`(?:pulled|pulling|pull) out (?:\w+ ){0,3}(?:hair|eyelashes)|bit (?:the back of )?my (?:own )?(?:hand|arm|lip|fingers?)\b.{0,20}\b(?:till|until|marked|bled)|(?:snapped|snapping|snap|flicking) (?:a |an |the )?(?:hair bobble|elastic band|rubber band|band) (?:on|against) my wrist|cut (?:where|so) (?:nobody|no one) (?:sees|can see|notices)|(?:it is|it s) not (?:an )?accident(?:al)?`, negationExempt: true, alsoInSentence: String.raw`again|till|until|welted|marked|little ones|myself|burn\w*|cut\w*|habit` },
  { category: "harm-to-others", pattern: String.raw`what i (?:would|d) like to do to (?:him|her|them|the \w+)|grabbed (?:him|her|a man|a bloke|a woman|\w+) by the (?:collar|throat|neck|hair)|followed (?:\w+ ){0,2}home\b.{0,40}\bsat outside|knock (?:him|her|them) into next week\b.{0,40}\b(?:might|mean it|do it)`, negationExempt: true },
  { category: "abuse", pattern: String.raw`(?:will not|wont|would not) say where the money|where the money (?:has|s|is) gone|selling (?:dad|mom|my|her|his)\w* (?:\w+ )?(?:furniture|things|house|jewell?e?ry|car)|(?:only|not) (?:let me )?see the (?:grandchildren|grandkids|kids) (?:if|unless) i (?:keep )?(?:pay|give|paying)`, negationExempt: true },
  { category: "danger-at-home", pattern: String.raw`(?:putting|put|puts) his fist (?:thru|through) the (?:doors?|walls?)|sleep with (?:my|the) phone under|not at me,? yet|(?:woken|woke|wakes|waking) up swinging|(?:uneasy|unsafe|frightened|scared|afraid) in my own (?:house|home)|shouting at the door`, negationExempt: true },
  { category: "danger-at-home", pattern: String.raw`(?:i )?lock (?:it|the door|my door|myself in) (?:now|at night)`, negationExempt: true, alsoInSentence: String.raw`spare room|moved|swinging|scared|afraid|frightened|since he|since she|temper|ptsd` },
  { category: "danger-at-home", pattern: String.raw`stopped (?:his|her|their) (?:injections|medication|meds|tablets|depot)`, negationExempt: true, alsoInSentence: String.raw`schizophren\w*|psychos\w*|voices|oddly|paranoid|talking to the|telly` },
  { category: "neglect-of-dependant", pattern: String.raw`fridge (?:had|has|with) nothing in it|nothing in (?:the|her|his) fridge|(?:has not|have not|hasnt|not) (?:had|taken) (?:him|her|dad|mom) (?:to|at) the (?:\w+ )?(?:clinic|doctor|dentist|hospital|appointments?)|(?:kids|children) (?:live|living|lived) on (?:cereal|crisps|toast|biscuits)|sandwiches (?:are )?still there|keep forgetting (?:mom|dad|her|his)\w*(?: s)? (?:\w+ )?(?:drops|tablets|pills|medication|insulin|injections)|something (?:is|s) slipping|nobody seems bothered|choked (?:twice|again|three times)`, negationExempt: true },
  { category: "self-harm", pattern: String.raw`(?:accidentally|by accident) (?:burning|cutting|burned|burnt|cut|scalding|scalded) myself`, negationExempt: true },
  { category: "neglect-of-dependant", pattern: String.raw`dementia\b.{0,40}\bon (?:her|his) own (?:in the day|all day)`, negationExempt: true },
];

/** Seventh pass (issue 27): the same categories in the kinds development batches 7 and 8 showed. */
export const householdReviewPhrasesSeventh: SafetyPhrase[] = [
  { category: "abuse", pattern: String.raw`so i (?:can not|cannot|cant) ring anyone|keeps? my (?:car keys|purse|bank cards?|pension|money)(?! safe| for me)|hands me (?:\w+ ){0,2}(?:pound|pounds|dollars|quid) a week|checks the mileage|where i (?:have|ve) been to the minute|has (?:mom|dad|my)\w*(?: s)? bank cards?|takes (?:her|his|my) pension|(?:will not|wont) let us visit|(?:has |s )?taken (?:his|her) (?:mobile|phone)|finger (?:shaped )?bruises|hauls? (?:her|him) up by the arms|i know it terrifies (?:him|her)|(?:make sure|see to it) i never see the (?:kids|grandkids|grandchildren)|only visits on pension day`, negationExempt: true },
  { category: "danger-at-home", pattern: String.raw`tiptoe (?:round|around) (?:the house|him|her|them)|punching walls|(?:kids|children) (?:are|r) scared|swung (?:her|his) (?:walking )?stick at me|(?:still )?hits my (?:mother|mum|mom|wife|sister) when he drinks|as long as i (?:do not|dont) answer back|out of the way before he gets home|fist (?:thru|through) the (?:\w+ )?door`, negationExempt: true },
  // a carer's anger landing on the one cared for: "it comes out at him", "I take it out on Mum"
  { category: "harm-to-others", pattern: String.raw`(?:comes|come|came) out at (?:him|her|them|mom|dad)|(?:take|takes|took|taking) it out on (?:him|her|them|mom|dad|my (?:husband|wife|mother|father))`, negationExempt: true, alsoInSentence: String.raw`angry|anger|temper|snap\w*|frustrat\w*|shout\w*` },
  { category: "harm-to-others", pattern: String.raw`(?:angry|furious|rage|temper|shout\w*)\b.{0,50}\b(?:scare|scares|scared|frighten|frightens|frightened) myself`, negationExempt: true },
  { category: "harm-to-others", pattern: String.raw`imagin(?:e|ing) (?:running|run) (?:\w+ ){0,4}over|imagin\w* (?:hitting|hurting|killing|strangling)|yanked (?:dad|mom|her|his|him)\w*(?: s)? arm|(?:he|she) cowered|threw (?:his|her) plate`, negationExempt: true },
  { category: "neglect-of-dependant", pattern: String.raw`found (?:him|her) in the road|getting out at night|got out (?:onto|on to|into) the road|sounded weak|been doing (?:mom|dad)\w*(?: s)? (?:lunches|meals|shopping)|dosette (?:box )?(?:was |is )?still full|went down twice|(?:did not|didnt) tell the nurse|hair (?:was |is )?matted|same (?:nightie|clothes) on as|missing meals|(?:will not|wont) put the heating on|bed in (?:her|his) day clothes|ten minutes most days|shoes have holes|beans on toast most nights|doing the little ones|back door wide open`, negationExempt: true },
  // a carer afraid of their own wish to harm: "I could throttle him, and he can't defend himself", "how easy it'd be to help it along" (ADR 0083)
  { category: "harm-to-others", pattern: String.raw`could (?:throttle|strangle|kill|hit|slap|shake|smother) (?:my \w+|him|her)`, negationExempt: true, alsoInSentence: String.raw`scares me|frightens me|scared of myself|frightened of myself|defend (?:himself|herself)` },
  { category: "harm-to-others", pattern: String.raw`how easy it (?:would|d) be to (?:help it along|finish (?:him|her|it)|end it for (?:him|her))`, negationExempt: true },
];
