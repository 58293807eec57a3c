/** Harm to others: the writer's intent, urge or plan to hurt someone, or hitting someone. */
import type { SafetyPhrase } from "../categories";
import { EVERYDAY_TEASE, HARM, HARMING, HUMOUR, PEOPLE, VICTIM } from "./word-lists";

export const harmToOthersPhrases: SafetyPhrase[] = [
  { category: "harm-to-others", subject: "writer", pattern: String.raw`(?:want|wanted|wanting|going|plan|planning|planned|need|needed|tempted|try|trying|tried|ready|about|threatened|threaten|threatening) to (?:really )?(?:${HARM}) ${VICTIM}`, unlessFollowedBy: String.raw` (?:feelings|chances|career|pride|reputation|business|by (?:telling|saying|leaving)|emotionally)\b`, unlessNearby: HUMOUR },
  { category: "harm-to-others", subject: "writer", pattern: String.raw`(?:could|might|will|would|may|wanna) (?:really |easily |actually |just )?(?:${HARM}) ${VICTIM}`, unlessFollowedBy: String.raw` (?:feelings|chances|career|pride|reputation|business|sometimes|for|by (?:telling|saying|leaving)|emotionally|if i (?:tell|told|leave|left)|${EVERYDAY_TEASE})\b`, unlessNearby: HUMOUR },
  { category: "harm-to-others", pattern: String.raw`(?:think|thinks|thinking|thought|thoughts|fantasi[sz]e|fantasi[sz]ing|dream|dreaming|imagine|imagining) (?:about|of) (?:${HARMING}) ${VICTIM}`, aboutWriter: true },
  { category: "harm-to-others", pattern: String.raw`urges? to (?:${HARM}) ${VICTIM}`, aboutWriter: true },
  { category: "harm-to-others", subject: "writer", pattern: String.raw`(?:hit|beat|slap|slapped|punch|punched|kick|kicked|choke|choked|smack|smacked|shove|shoved|shake|shook) (?:my|the) (?:${PEOPLE})`, unlessFollowedBy: String.raw` (?:at|up|to it|awake|in|on (?:the|a) (?:phone|game))\b` },
  { category: "harm-to-others", pattern: String.raw`want (?:him|her|them|my (?:${PEOPLE})) (?:dead|to die)`, aboutWriter: true },
  { category: "harm-to-others", pattern: String.raw`(?:put|putting|hold|holding) a pillow over (?:his|her|their) face|lose control and (?:${HARM}) ${VICTIM}|(?:imagine|imagining|picture|picturing) (?:${HARMING}) ${VICTIM}`, aboutWriter: true },
  { category: "harm-to-others", pattern: String.raw`know (?:exactly )?who i (?:would|will|be go to|am going to) (?:use it on|shoot|kill|go after)|(?:want|wanted) (?:him|her|them|(?:my|the) (?:${PEOPLE}|people|person)(?: in law)?) (?:dead|to die)`, aboutWriter: true },
  { category: "harm-to-others", pattern: String.raw`(?:run|running|ran|mow|mowing) (?:him|her|them|my \w+) (?:over|down)`, aboutWriter: true, unlessPrecededBy: String.raw`\b(?:nearly|almost|accidentally) ` },
  { category: "harm-to-others", pattern: String.raw`(?:would like|like|love|mean|intend) to (?:${HARM}) ${VICTIM}|make (?:him|her|them) pay(?= .*\b(?:knife|gun|rifle|shotgun|axe|ax|hammer|poison)\b)`, aboutWriter: true },
  // NEW
  // told plainly (development part, ADR 0057): a weapon readied, a push, sedating, squeezing to mark
  { category: "harm-to-others", pattern: String.raw`held (?:the|a) pillow over (?:his|her|their) face|take the (?:shotgun|gun|rifle|knife) to (?:him|her|them|the \w+)|going round there with (?:a|the) (?:hammer|knife|bat|gun|iron bar)|(?:iron bar|hammer|bat|knife) ready|put (?:him|her|them) in hospital|i (?:pushed|shoved) (?:mum|mom|dad|her|him|my \w+) (?:hard|against|down|over)|(?:putting|put|slipping) (?:extra )?(?:sedatives?|sleeping (?:pills|tablets)|tablets) in (?:\w+ s |his |her )(?:drink|tea|food)|(?:squeezing|squeezed|pinching|pinched) (?:his|her) arm (?:hard|until)|want (?:the \w+ )?who (?:killed|hurt) (?:my \w+) dead`, aboutWriter: true },
  { category: "harm-to-others", pattern: String.raw`(?:giving|give|gave|given) (?:\w+ ){1,2}(?:double|extra|more of) (?:her|his|their) (?:sleeping )?(?:tablets|pills|medication|sedatives?)`, aboutWriter: true },
  { category: "harm-to-others", subject: "writer", pattern: String.raw`(?:hit|beat|slapped|punched|kicked|struck) (?:mum|mom|dad|mam) (?:with|across|in|on|hard)` },
];
