/**
 * Review tier, seventh pass (issue 27): the writer's own death said obliquely, in the kinds
 * development batches 7 and 8 showed: the heart or the illness welcome to "call it quits", a bad
 * scan hoped for, "done my time", "if I go in my sleep, good", outstaying one's welcome, bargaining
 * with God, "wish it had been me", lying down by a grave, envy of the quick, treatment and food let
 * go ("let it go septic", "trying to fade"), pills gathered in one drawer, things given "to remember
 * me by", the plot reserved, and "that's everything now".
 */
import type { SafetyPhrase } from "../../categories";

const S = "suicidal-thoughts" as const;

export const obliqueReviewPhrases: SafetyPhrase[] = [
  // the heart, the chest or the illness welcome to end it
  { category: S, pattern: String.raw`(?:heart|ticker|chest|body|lungs) (?:can|could|may) (?:pack in|give out|stop|take me|give up) whenever(?! (?:\w+ ){0,4}(?:cardiologist|doctor|gp|consultant) says)|(?:ticker|heart) (?:called|calls|calling|call) it quits|(?:if|when) (?:my |the )?(?:heart|ticker|chest|cancer|infection) (?:gave|gives|give) out|if the (?:chest|cancer|heart|infection|illness) takes me|(?:hoping|praying|hope|pray) (?:that )?(?:it s|it is|the scan|the biopsy|the results?|it)\b.{0,20}\bbad|hoping (?:it|the cancer) spreads|(?:body|heart) (?:is|s) giving up\b.{0,30}\bletting it`, negationExempt: true },
  // done, waiting, outstayed, out of the way
  { category: S, pattern: String.raw`done my time(?= *$| (?:here|on this earth|in this world)\b)|(?:years|life) is plenty|waiting now for the end|had a fair go|outstayed my welcome(?= *$| (?:on this earth|in this (?:life|world)|here)\b)|out of (?:everybody|everyone) s (?:road|way)|out of (?:yer|your) hair (?:soon|for good)|if i go in my sleep|(?:do not|dont) bother setting the alarm|(?:do not|dont) think i (?:have|ve) long|not long for this world|too tired to live|rather be gone|(?:would|d) welcome it|reckon i (?:am|m) next|(?:will|ll) not be sorry(?= *$)`, negationExempt: true },
  { category: S, pattern: String.raw`just waiting now(?= *$)`, negationExempt: true, alsoNearby: String.raw`for the end|plenty|years|done my time` },
  { category: S, pattern: String.raw`rather (?:they|you|the doctors?) let me go(?: now)?|(?:imagining|imagine|picture|picturing) (?:everyone at )?my (?:own )?funeral|(?:passwords|bank details|deeds)\b.{0,60}\bready for them`, negationExempt: true },
  // bargaining and calling: take me instead, come and get me, call me home
  { category: S, pattern: String.raw`take me (?:instead|too)|leave the \w+,? take me|come and get me|(?:for him|for god|for the lord) to call me|ready to go home to (?:the lord|jesus|god|heaven)|wish it had been me|wish i had gone (?:instead|first|with (?:him|her))|lie down (?:beside|next to) (?:\w+ ){0,2}in the (?:cemetery|churchyard|grave)|(?:lay|lie) down on (?:the grass|his grave|her grave)\b.{0,40}\bget up`, negationExempt: true },
  // envy of the dead and the quick; no one left to stay for
  { category: S, pattern: String.raw`(?:jealous|envious) of (?:them|the ones|those)\b.{0,40}\b(?:out of it|went quick|went quickly|gone|dead)|lucky (?:him|her|them)(?= *$| honestly)|outlived everyone|(?:no one|nobody|noone) left to (?:stay|live|keep going) for|(?:everybody|evry body|everyone) i love (?:is|s) in the ground`, negationExempt: true, alsoInSentence: String.raw`died|dead|gone|ground|out of it|quick|outlived|stay|live|love` },
  // care, treatment and food let go
  { category: S, pattern: String.raw`let it go septic|not to bother with the (?:dressings|tablets|injections)|(?:stop|stopped|stopping) eating at the end|trying to fade|only want to keep me going|(?:can not|cant) see what for|not calling the ambulance|binned the (?:cpap|mask|oxygen)|if i stop breathing|refusing the (?:antibiotics|treatment|oxygen|dialysis)|enough of being rescued|stopped (?:the chemo|my antipsychotics|my meds)\b.{0,40}\b(?:without telling|sooner|finished|my own terms)`, negationExempt: true },
  { category: S, pattern: String.raw`stopped (?:taking )?(?:the |my )?(?:heart|blood pressure|water) (?:tablets|pills)`, aboutWriter: true, unlessNearby: String.raw`gp said|doctor said|doctor s advice|readings are good|told me to|advised|switched|changed me|side effects` },
  // pills gathered; a passive wish about the road home
  { category: S, pattern: String.raw`(?:all my|the whole lot of my|months worth of) (?:pills|tablets)\b.{0,30}\b(?:one drawer|one place|in the tin)|(?:packet|box) of paracetamol every time|(?:just )?knowing (?:it|they) (?:is|are|s|re|be) there helps|worst thing if i (?:just )?(?:did not|didnt|never) get`, negationExempt: true },
  // readied and said goodbye: remember me by, the plot, marked for after, that's everything now
  { category: S, pattern: String.raw`remember me by|space beside (?:him|her) in the plot|keep the space beside|marked for after|(?:i think )?that s everything now|feels like that s done now|closing the last of my|nothing left on the list for me|every box ticked|look after (?:your|his|her) (?:mum|mam|mom|dad|nan|gran)\b.{0,30}\bsensed|left behind when i go|(?:not|do not|dont) know how long i (?:will|ll) be around|i (?:am|m|be) just done|(?:kids|children|family) (?:would|d|will) (?:all )?manage|grieve a week|(?:save|saves) (?:everyone|everybody|them) (?:a lot of )?(?:bother|trouble)|feel like luggage|(?:do not|dont) want to be here like this`, negationExempt: true },
  // small self-harm and self-punishment
  { category: "self-harm", pattern: String.raw`holding my hand to the kettle|pinch(?:ed|ing)? my (?:own )?(?:legs|arms|skin|thighs?) (?:\w+ ){0,3}till it hurt|(?:not|have not|havent) earned (?:more|food|it|a meal)|eat once a day\b.{0,40}\bearned`, negationExempt: true },
  // envy of the dead, and death looked at as a rest earned (ADR 0083: the retrained classifier stopped hearing them)
  { category: S, pattern: String.raw`envy (?:\w+ ){0,2}(?:being )?(?:out of it all|out of it|at peace|at rest|in (?:the ground|heaven))|death (?:does not|doesnt|do not|no longer) (?:frighten|scare|frightens|scares) me\b.{0,40}\b(?:rest|relief|welcome|peace|ready|earned)`, negationExempt: true },
];
