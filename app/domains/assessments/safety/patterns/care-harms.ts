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
