/**
 * Urgent, fifth pass (issue 27), the categories other than suicide: harm in a home where someone
 * is cared for, written from the fifth development batch's misses at the level of the kind. A
 * cigarette put out on the skin or a wall punched till the knuckles split; a parent pinched till
 * they bruise or a pillow held over a face; cheques signed under shouting; a weapon pointed at
 * the writer or kept under a pillow with a threat; a dependant unfed, unwashed for weeks, locked
 * in, or left in the dark and cold.
 */
import type { SafetyPhrase } from "../categories";

const CARED_FOR = String.raw`mum|dad|mother|father|gran|nan|grandad|grandma|husband|wife|him|her|baby|she|he`;

export const careHarmPhrases: SafetyPhrase[] = [
  // self-harm: a cigarette put out on the skin; a wall punched until the knuckles split
  { category: "self-harm", pattern: String.raw`(?:put|stubbed|stub|stubbing|putting) (?:my |a |the )?cigarettes? out on (?:my|me) (?:\w+ )?(?:arm|hand|leg|skin|wrist|thigh)`, aboutWriter: true },
  { category: "self-harm", pattern: String.raw`(?:punch|punching|punched|hit|hitting|bang|banging|banged) (?:the |a )?(?:\w+ )?(?:wall|door)\b.{0,40}\b(?:knuckles (?:split|bled|bleed)|split|bled|bleeding|broke)`, aboutWriter: true },
  // harm to the one cared for: pinched till bruised, a pillow over the face
  { category: "harm-to-others", pattern: String.raw`(?:pinching|pinched|pinch|slapping|slapped|hitting|hit) (?:${CARED_FOR})\b.{0,30}\b(?:bruises?|bruised|hard)`, aboutWriter: true },
  { category: "harm-to-others", pattern: String.raw`(?:hold|held|holding|put|press|pressed) (?:the |a )?pillow (?:over|on) (?:his|her|their) face`, negationExempt: true },
  // abuse: made to sign away money under pressure
  { category: "abuse", pattern: String.raw`(?:making|made|makes|forcing|forced|forces) me (?:to )?sign (?:cheques|checks|papers|things|over|the house)`, negationExempt: true },
  // danger at home: a weapon pointed at the writer, or kept under a pillow with a threat
  { category: "danger-at-home", pattern: String.raw`(?:pointing|pointed|points?|aimed|aiming|aims?) (?:his|her|their|a|the) (?:\w+ )?(?:rifle|gun|shotgun|pistol|knife|air rifle) at (?:me|us|the kids)|(?:knife|gun|blade) under (?:his|her|their) pillow`, negationExempt: true },
  // neglect: a dependant unfed since a day, unwashed for weeks, locked in, left in the dark or cold
  { category: "neglect-of-dependant", pattern: String.raw`(?:has not|have not|not|nothing) (?:eaten|had (?:anything to eat|a meal|food))(?: anything)? (?:since|for (?:two|three|four|days))|same nappy since`, negationExempt: true, alsoInSentence: String.raw`not been able|can not get|could not get|no one|nobody|get round|out of bed|mum|dad|baby|gran|nan` },
  { category: "neglect-of-dependant", pattern: String.raw`(?:not|has not|have not|never) been (?:washed|bathed|changed) (?:in|for) (?:over )?(?:a|two|three|four|several) weeks?|left (?:my |our |the )?(?:${CARED_FOR})\w* locked in|(?:sitting|sat|living|lying) in the (?:dark|cold) with no (?:heating|food|lights?)`, negationExempt: true },
];

/** Sixth pass (issue 27): the same categories in the kinds the sixth development batch's misses showed. */
export const careHarmPhrasesSixth: SafetyPhrase[] = [
  // self-harm: cutting again and deeper, bleeding that will not stop, a head banged till it bleeds, things swallowed
  { category: "self-harm", pattern: String.raw`(?:cut|cutting) (?:myself )?(?:again|every night|so deep|deeper)|(?:could not|can not|couldnt|cant) stop the bleeding|swallowed (?:some |a )?(?:\w+ )?(?:batteries|razor blades?|blades?|glass|bleach|pins|magnets|screws)`, aboutWriter: true, alsoInSentence: String.raw`last night|tonight|deeper|seeping|bleeding|white|woozy|funeral|on purpose|agony|stomach` },
  { category: "self-harm", pattern: String.raw`bang(?:ed|ing)? my head (?:on|against) (?:the )?(?:\w+ )?(?:wall|door|floor|sink)`, aboutWriter: true, alsoInSentence: String.raw`till|until|blood|stars|on purpose|more and more|again` },
  // harm to others: going round or waiting with a weapon, poison meant for someone, a threat with the car park and the car
  { category: "harm-to-others", pattern: String.raw`(?:going|go|went|coming) round (?:there )?with (?:the|a|my) (?:bat|knife|hammer|axe|machete|t[yi]re iron|iron bar|poker|gun|crowbar)|(?:waiting|wait) (?:outside|for) (?:\w+ ){0,4}with (?:the|a|my) (?:t[yi]re iron|bat|knife|hammer|axe|machete|crowbar|gun)|(?:taking|take|bring|bringing) the (?:machete|axe|knife|bat|hammer|gun|t[yi]re iron|crowbar) (?:out|with|to)`, aboutWriter: true },
  { category: "harm-to-others", pattern: String.raw`(?:rat poison|poison|weedkiller|antifreeze)\b.{0,40}\b(?:going in|put it in|in (?:his|her|their) (?:food|tea|drink|dog))|(?:wait|waiting) for (?:her|him|them) in the car park`, aboutWriter: true },
  // abuse: hit when no one is home, touched while washed, "nobody will believe you"
  { category: "abuse", pattern: String.raw`(?:hits|hit|punches|slaps|kicks) me when (?:she|he|they|my \w+) (?:is|s|are|be) (?:at work|out|away|asleep)|touches me when (?:he|she) (?:washes|baths|bathes|dresses|changes) me|nobody (?:will|would) believe (?:an old|me)`, negationExempt: true },
  // danger at home: a weapon swung or used on someone, a threat to "finish" the writer, the house smashed up now
  { category: "danger-at-home", pattern: String.raw`(?:went|goes|came) at (?:her|him|me|mom|dad|us) with (?:a|the) (?:hammer|knife|bat|axe|poker|bottle|iron)|swinging (?:the|a) (?:poker|knife|bat|hammer|bottle|axe)|(?:he|she) will finish me|(?:smashing|wrecking|trashing) (?:\w+ ){0,2}(?:kitchen|house|place|flat|room)`, doneByOther: true, negationExempt: true },
  { category: "danger-at-home", pattern: String.raw`(?:punched|hit|kicked|slapped|strangled|choked|throttled) (?:mom|dad|me|my (?:wife|mother|mom|husband|father)|her|him) (?:tonight|last night|today|this morning|again)`, doneByOther: true, negationExempt: true, alsoInSentence: String.raw`lip|split|bleeding|raging|dementia|drunk|bruise\w*|black eye|still` },
  // neglect: on the floor and unable to get up, lying wet, shut in without tablets, children feeding themselves with nothing left
  { category: "neglect-of-dependant", pattern: String.raw`(?:can not|cannot|cant|could not|will not) get up (?:off |from )?the floor|on the floor\b.{0,40}\b(?:pendant|fell|fallen)|(?:lying|been lying|left lying) (?:wet|soiled|in (?:her|his) own)|shut (?:\w+ ){0,4}in (?:his|her|their) room|no insulin (?:delivery )?since|(?:getting|get|making) their own (?:food|meals|tea|breakfast)`, negationExempt: true, alsoNearby: String.raw`hours away|nobody|no one|dementia|bedbound|carers|without (?:his|her) (?:tablets|insulin)|days|nothing left|not answering|freezing|door|hardly (?:drinking|eating)` },
  // second round: harm told with the means to hand, or now
  { category: "self-harm", pattern: String.raw`burn(?:ed|t|ing)? (?:the inside of )?my (?:arm|wrist|leg|hand|thigh)s? with (?:the|an|a) (?:iron|lighter|cigarette|kettle|match)|stabbed my (?:own )?(?:leg|arm|hand|thigh|stomach)|(?:drinking|drank|drink|swallowed) (?:\w+ ){0,2}(?:from under the sink|bleach|detergent|white spirit|cleaning fluid)`, aboutWriter: true },
  { category: "harm-to-others", pattern: String.raw`giving (?:him|her|them) the whole (?:bottle|box|packet|lot)|(?:pills|tablets|sleepers) in (?:my \w+ s|his|her) (?:tea|food|drink|dinner)`, aboutWriter: true },
  { category: "abuse", pattern: String.raw`(?:will not|wont|does not|doesnt|would not) let me (?:eat|have (?:any )?food|have a drink)|(?:got|made|forced|getting) me to sign (?:the house|everything|it|my \w+) over`, negationExempt: true, unlessFollowedBy: String.raw` (?:the|my|any) (?:cake|chocolate|biscuits|pudding|sweets)\b` },
  { category: "danger-at-home", pattern: String.raw`put me in the (?:river|ground|grave|canal|sea)|(?:i am|i m|im) locked in the|cut the phone (?:line|lines|wire)|nobody leaves|(?:shotgun|gun|rifle|knife) across (?:his|her) (?:knees|lap)|(?:been|is|s) hitting her\b.{0,30}\b(?:kitchen|now|upstairs)`, negationExempt: true },
  { category: "neglect-of-dependant", pattern: String.raw`(?:do not|dont) know (?:if|when|whether) (?:anyone|anybody|she|he) (?:has |s )?(?:done|given|fed|checked|last had|last ate)|(?:nobody|no one) has fed|(?:nobody|no one) (?:has |s )?seen (?:her|him|the old \w+|the \w+ next door) (?:\w+ ){0,3}for (?:a week|days|\w+ days)`, negationExempt: true },
  // batches 7 and 8: a child or frail parent hurt or left in danger now
  { category: "neglect-of-dependant", pattern: String.raw`left (?:the )?(?:baby|toddler|kids?|children|little one) in the car\b.{0,40}\b(?:hours|boiling|hot|locked)|(?:nobody|no one) (?:is |has been )?going in(?: at all)?|(?:not|has not|hasnt) had (?:his|her) (?:insulin|tablets|medication|meds) (?:for|in) (?:two|three|four|five|\w+) days|nothing in for (?:him|her|the baby|them)|needles? (?:\w+ ){0,4}uncapped|uncapped (?:needle|syringe)|without a drink (?:all|for)|out of (?:her|his) reach|dropped (?:mom|dad|her|him|my \w+) on the floor|feeds (?:him|her|them) once a day|skin and bone`, negationExempt: true },
  { category: "danger-at-home", pattern: String.raw`(?:pinned|holding|held) (?:\w+ ){0,2}(?:on|to|against) the (?:floor|wall|ground)|hiding in the (?:toilet|bathroom|loo|cupboard|wardrobe)|(?:locked|lock) us in|pouring petrol|take us all with (?:him|her)|threatens (?:\w+ ){1,2}with (?:his|her|a|the) (?:walking stick|stick|knife|hammer|belt)|caught her on the (?:side of the )?head|(?:batteries|battery) out of the smoke alarms?|cleanse (?:\w+ ){0,2}with fire|(?:coming back|come back) (?:\w+ ){0,3}to finish me|held a lighter to|(?:lighter|match) to (?:her|his|the) (?:blanket|cot|bed|hair)|standing over (?:my|me|the) bed\b.{0,30}\bwith`, negationExempt: true },
  { category: "abuse", pattern: String.raw`sleeping in (?:her|his) car|black eye and a split lip|split lip and a black eye|threw (?:his|her|the|my) (?:toddler|baby|child|son|daughter|grandson|granddaughter)|(?:holds|held|holding|pushes|pushed) (?:his|her|their|my) head under (?:the )?(?:bath )?water|shook (?:him|her|the baby|the boy|the girl) like a rag doll|gets into my bed|comes into my (?:room|bed) at night|tie (?:her|him|them) (?:in|into|to) the (?:chair|bed)|wrists are red raw|(?:hand|hands|arm) under the hot tap|bruise the size of`, negationExempt: true },
  { category: "self-harm", pattern: String.raw`(?:fresh )?cuts? (?:\w+ ){0,3}gaping|(?:her|his|my) neck is next|(?:used it|cut) (?:\w+ ){0,2}deeper than (?:before|ever|last)|(?:picking|pulling|pick) (?:at )?(?:the )?stitches\b.{0,30}\b(?:open|deserve)|swallowing (?:things|batteries|pins|glass)`, negationExempt: true },
  { category: "harm-to-others", pattern: String.raw`(?:properly )?hit (?:her|him|mom|mummy|dad)\w* (?:across|round|on) the (?:head|face)|(?:scared|afraid|frightened) i (?:will|ll|might) do it again|(?:putting|put) (?:rat )?poison in (?:his|her|their)|(?:boiling )?kettle over (?:him|her)|stood over (?:him|her) with|(?:break|breaking) (?:his|her) (?:legs|arms|neck)\b.{0,60}\b(?:tonight|going down|which pub)|(?:holding|hold) a pillow\b.{0,30}\bstanding over|talk me out of it`, negationExempt: true },
];
