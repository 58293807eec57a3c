/** Neglect of a dependant: someone in the writer's care (a child, grandchild, a frail spouse or parent) left without care. */
import type { SafetyPhrase } from "../categories";
import { DEPENDANT } from "./shared";

const NEGLECT = "neglect-of-dependant" as const;

export const neglectPhrases: SafetyPhrase[] = [
  { category: NEGLECT, pattern: String.raw`(?:leave|left|leaves|leaving) (?:my |the |our |his |her )?(?:${DEPENDANT}) (?:\w+ )?(?:alone|on (?:his|her|their) own|by (?:himself|herself|themselves))(?= .*\b(?:all day|all night|for hours|overnight|for days|in the (?:house|flat|car|home))\b)|(?:${DEPENDANT}) (?:be|are|is|get|gets|were|was) left (?:alone|on their own|by themselves)(?= .*\b(?:all day|all night|for hours|overnight|for days|while|in the (?:house|flat|car|home))\b)`, doneByOther: true },
  { category: NEGLECT, pattern: String.raw`(?:leave|left|leaves|leaving) (?:my |the )?(?:${DEPENDANT}) (?:sitting|lying|sat|laid|lie|sit) in (?:a |her |his |their )?(?:wet|soiled|dirty|own)|(?:lie|lies|lying|sit|sits|sitting|left) (?:there )?in (?:his|her|their) own (?:mess|urine|wee|filth|faeces|feces|dirt|waste)`, doneByOther: true },
  { category: NEGLECT, pattern: String.raw`(?:do not|did not|never|can not|have not|has not|had not|forget to|forgot to|stop|stopped|stopping) (?:feed|feeding|fed|wash|washing|bath|bathe|bathing|change|changing|dress|dressing|turn|turning|toilet|toileting|give|giving|given|look after|looking after) (?:my |the |our |his |her )?(?:${DEPENDANT}|him|her|them)\b(?! (?:a lift|a call|a ring|a hand|the car|back|up)\b)`, negationExempt: true, unlessFollowedBy: String.raw` (?:myself|any more because (?:she|he) can|on (?:weekdays|sundays))\b` },
  { category: NEGLECT, pattern: String.raw`(?:(?:my|the|our) (?:${DEPENDANT})|children|kids) (?:has|have|had|hasn't|haven't) not (?:been )?(?:washed|fed|changed|bathed|eaten|had)(?: (?:or|and) (?:washed|fed|changed|bathed))?(?: (?:a )?(?:proper |decent |hot )?(?:meal|food|anything|wash|bath))? (?:in|for) (?:days|weeks|a week|\w+ days)`, negationExempt: true },
  { category: NEGLECT, pattern: String.raw`(?:lock|locks|locked|locking|shut|shuts) (?:the |my |our )?(?:${DEPENDANT}|him|her|them) (?:in|into|inside) (?:his|her|their|the|a) (?:room|bedroom|cupboard|house|flat|shed|car|cot)`, doneByOther: true },
  { category: NEGLECT, pattern: String.raw`(?:${DEPENDANT}) (?:go|goes|went|going|be|is|are) (?:to bed )?(?:hungry|without food)(?= .*\b(?:most|every|often|always|again|nights?|days?)\b)|(?:${DEPENDANT}) (?:go|goes|went|going) to bed hungry`, doneByOther: true },
  { category: NEGLECT, pattern: String.raw`(?:do not|did not|will not|never|refuse to|can not) take (?:him|her|them|my \w+|the \w+) to (?:the )?(?:doctor|doctors|gp|hospital|dentist)`, negationExempt: true, alsoInSentence: String.raw`ill|sick|poorly|unwell|in pain|hurt|fever|bleeding|needs? to` },
  { category: NEGLECT, pattern: String.raw`(?:nobody|no one|noone) (?:is |be |has been |have be )?(?:looking|look|looked|caring|care|cared) (?:after|for) (?:my|the|our|him|her)`, negationExempt: true },
];
