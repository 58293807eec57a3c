/**
 * The review tier's concepts (ADR 0076, 0088), read on a sentence's words and lemmas. A sentence
 * that names none of them needs a higher classifier score to be review, and only one that names
 * one may be made urgent by the urgent model or the acute frame: on realistic answers, sentences
 * about sleep, routine and feelings that name none of the kinds were nearly all of the classifier's
 * false alarms (ADR 0057). Broad on purpose: a concept word is not a flag. `categoryOf` names the
 * category a classifier hit is read under, suicidal thoughts unless the words point elsewhere.
 * The other categories' words were widened on an unseen batch (ADR 0082). "End it with him" is the
 * end of a relationship, not a concept (ADR 0088).
 */
import type { SafetyCategory } from "../categories";

const words = (list: string) => list.trim().split(/\s+/).join("|");

const CONCEPTS: Record<SafetyCategory, string> = {
  "suicidal-thoughts": words(String.raw`
    die dying dead death suicid\w* kill killing overdos\w* funeral grave buried bury coffin heaven maker afterlife
    end\s+(?:(?:it|things)(?!\s+with\b)|my|of\s+it|of\s+me) over\s+with finish\w*\s+me gone vanish\w* disappear\w* fade exist\w* nowhere alive
    (?:not|never)\s+(?:\w+\s+)?(?:wake|woke) stay\s+asleep wake\s+up\s+again breath\w* (?:not|no\s+longer|still)\s+(?:\w+\s+){0,2}(?:here|around) without\s+me
    burden drain nuisance millstone worthless not\s+worth useless better\s+off easier simpler relief relieved fuss in\s+the\s+way
    point pointless future reason hopeless (?:nothing|not|no|never|n't|nt)\b.{0,25}\blook\w*\s+forward (?:had|have)\s+enough tired\s+of\s+(?:living|life|it\s+all|everything|being|waking) the\s+last\s+(?:time|of)
    goodbye\w* cheerio farewell letters? envelopes? afterwards affairs insurance solicitor passwords
    pills? tablets? paracetamol morphine insulin dose\w* medication medicine meds chemist painkillers? sleeping\s+(?:pills|tablets) antidepressants?
    guns? rifle shotgun revolver pistol rope hose exhaust knife knives blade razor cord cartridges?
    bridge viaduct cliffs? edge river sea pier rail\w* trains? tracks platform motorway quarry jump drop roof lake canal
    bus lorry traffic chemo dialysis treatment scan operation resuscitat\w* give\s+away gave\s+away given\s+away giving\s+away
    (?:notice|miss\s+me|care)\b.{0,30}\b(?:if\s+i|gone|went|died) jesus switzerland dignitas envy`),
  "self-harm": words(String.raw`cut\w* burn\w* hurt\w* harm\w* bleed\w* bled wrists? starv\w* punish\w* scratch\w* raw deserve razor`),
  "harm-to-others": words(String.raw`temper anger angry rage slap\w* shake shook shaking throttl\w* strangl\w* wring\w* pillow axe hammer lose\s+it lash\w* shov\w* grip\w* grabb?\w* yank\w* rough\w* snapp?\w* shout\w* scream\w* revenge`),
  abuse: words(String.raw`hit\w* beat\w* kick\w* punch\w* push\w* shov\w* grab\w* pinch\w* bruis\w* throat money pension card sign shout\w* scream\w* control\w* allowed purse wallet allowance checks checking monitor\w* isolat\w* belittl\w* insult\w* forbid\w* permission stupid useless`),
  "danger-at-home": words(String.raw`threat\w* (?:scared|afraid|frightened|terrified)\s+(?:of|for|to)\s+(?:him|her|them|my|what|go|be|come) safe unsafe lock\w* police drunk drinking smash\w* hide hid mood gas heating stairs fall(?!\s+asleep) fell(?!\s+asleep) fallen(?!\s+asleep) drugs? gambl\w* paranoi\w* voices eggshells wary nervous`),
  "neglect-of-dependant": words(String.raw`alone fed feed\w* wash\w* pads? soiled nappy cot minding appointments meals? fridge hygiene unwashed dirty smell\w* wander\w* heating breakfast`),
};

const pattern = (list: string) => new RegExp(String.raw`\b(?:${list})\b`);
const ANY = pattern(Object.values(CONCEPTS).join("|"));
const BY_CATEGORY = Object.entries(CONCEPTS).map(([category, list]) => [category as SafetyCategory, pattern(list)] as const);

/** Whether a sentence (its words and lemmas, lower case) touches any concept of the review tier. */
export const touchesConcept = (line: string) => ANY.test(line);

/** The category a classifier hit is read under: the first other category whose words it holds, else suicidal thoughts. */
export function categoryOf(line: string): SafetyCategory {
  for (const [category, words] of BY_CATEGORY) if (category !== "suicidal-thoughts" && words.test(line)) return category;
  return "suicidal-thoughts";
}
