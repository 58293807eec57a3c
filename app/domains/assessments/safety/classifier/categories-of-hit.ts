/**
 * The categories of a sentence that only the learned classifier heard (ADR 0057). The model says
 * "a person should read this", not what about: a plain keyword map over the sentence's lemmas
 * names the other categories, and anything it does not name is `suicidal-thoughts`, the kind most
 * of the review tier's misses are. Deliberately simple: a reader sees the sentence anyway.
 */
import type { SafetyCategory } from "../categories";
import type { Sentence } from "../read-text.server";

const OTHER = "(?:he|she|they|husband|wife|partner|son|daughter|grandson|granddaughter|carer|lodger|brother|sister|ex)";
const KEYWORDS: [SafetyCategory, RegExp][] = [
  ["self-harm", /\b(?:cut|burn|hit|scratch|hurt|harm|punish|starve|bite) (?:myself|my (?:arm|wrist|leg|skin))\b|\bself harm/],
  ["harm-to-others", /\b(?:kill|hurt|hit|strangle|smother|shoot|stab|throttle) (?:him|her|them|my (?:husband|wife|son|daughter|neighbour|neighbor|carer)|the (?:man|woman|carer|neighbour|neighbor))\b/],
  [
    "abuse",
    new RegExp(
      `\\b${OTHER} (?:\\w+ )?(?:hit|slap|punch|kick|push|shove|grab|pinch|beat|choke|strangle|hurt|threaten|drag|rape|lock|take|make) (?:me|my)\\b|\\b(?:afraid|scared|frightened|terrified) of (?:him|her|them|my)\\b|\\b(?:my )?(?:pension|pin|bank card|money)\\b`,
    ),
  ],
  ["danger-at-home", /\b(?:not (?:feel )?safe|unsafe|in danger|afraid|scared|frightened|terrified) (?:at|in|to go) (?:home|the house)\b|\bwalk on eggshell|\block myself in\b/],
  ["neglect-of-dependant", /\b(?:leave|left|lock) (?:mum|mom|dad|my (?:mother|father|husband|wife|grandson|granddaughter|grandchild|son|daughter)|the (?:child|children|kid|grandchild)\w*)\b.*\b(?:alone|on (?:his|her|their) own|all day|in the house)\b/],
];

/** The categories the keyword map finds in `sentence`, else suicidal-thoughts. */
export function categoriesOfClassifierHit(sentence: Sentence): SafetyCategory[] {
  const read = `${sentence.text} ; ${sentence.lemmaText}`;
  const found = KEYWORDS.filter(([, keywords]) => keywords.test(read)).map(([category]) => category);
  return found.length > 0 ? found : ["suicidal-thoughts"];
}
