/**
 * Review tier, sixth pass (issue 27): the kinds the sixth development batch's misses showed, in
 * the plain, dialect and text-speak ways they were written. No future ("nae future", "can't see a
 * future", "can't see myself lasting"); a wish to be taken in one's sleep, for the plane to go
 * down, for the stumps to come out; the house or the life others would have sooner; "nobody would
 * clock it"; things readied (an eulogy written, deeds and passwords told "just in case", the decks
 * cleared, a cat rehomed, notes saying who gets what); tablets held back or the week in one box;
 * treatment let run down; a dark place sat at for hours, a bend not taken, no wish to come back.
 */
import type { SafetyPhrase } from "../../categories";

const S = "suicidal-thoughts" as const;

export const plainSpeechReviewPhrases: SafetyPhrase[] = [
  // no future, no lasting, no use in any of it
  { category: S, pattern: String.raw`(?:can not|cant|cannot|do not|dont) see (?:a|any) future(?= *$| (?:for (?:me|myself|us)|any ?more|now|left|ahead)\b)|(?:no|nae) future (?:for (?:me|a man|a woman|an old|us|someone)|left)|(?:can not|cant|cannot) see myself (?:lasting|going on|getting old|making it|here|around)|what is any of it for|whats any of it for|not yet anyway`, negationExempt: true },
  // a wish to be taken: in one's sleep, the plane down, the stumps out, "not been collected yet"
  { category: S, pattern: String.raw`taken in my sleep|(?:plane|bus|lorry|car) (?:goes|would go|went|going) down|(?:would not|d not|wouldnt|not) be sorry if|(?:not|have not|havent) been collected yet|waiting to be collected|(?:ready|ready now) whenever (?:he|she|god|the lord) (?:is|wants|likes|sees fit)`, negationExempt: true },
  // others better off, sooner, neater, or unaware
  { category: S, pattern: String.raw`(?:get|have|had) the (?:house|money|inheritance) sooner|(?:neater|tidier) for (?:everyone|everybody|them|all)|(?:my )?(?:family|wife|husband|kids|children|daughter|son) (?:would|d|will) (?:all )?be (?:fine|better|all right)(?= *$| (?:without|probably|if|sad)\b)|(?:before|till|until) anyone (?:clocked|noticed|realised|realized|found me)|a life if i (?:was|were) not (?:in it|around|here)`, negationExempt: true },
  // readied for after: eulogy, deeds and passwords, decks cleared, pets rehomed, who gets what
  { category: S, pattern: String.raw`(?:wrote|written|writing) my own (?:eulogy|obituary|funeral service)|clearing the decks|(?:cat|dog|pets?|birds?) rehomed|rehomed (?:the|my) (?:cat|dog|birds?)|where the (?:\w+ ){0,3}(?:deeds|will|passwords|papers|keys)(?: and (?:\w+ )?(?:deeds|will|passwords|papers|keys))? (?:are|is)|who gets what`, negationExempt: true, alsoNearby: String.raw`just in case|in case of what|changed the subject|not joking|was not joking|felt right|in order|cancelled|notes|my own|rehomed|decks` },
  { category: S, pattern: String.raw`gave (?:the|my) (?:dog|cat) (?:away )?to\b.{0,60}\bnot (?:really )?why|(?:will not|wont|not) be needing (?:them|it|those)`, negationExempt: true },
  // "I know where I'm headed", unless a life goes on until then ("till then I've got Sunday school to teach")
  { category: S, pattern: String.raw`where i (?:am|m|be) (?:headed|heading|going)`, negationExempt: true, unlessNearby: String.raw`till then|until then|in the meantime|not yet|years yet` },
  // tablets held back as a comfort, a whole supply kept, the week in one box
  { category: S, pattern: String.raw`(?:keep|kept|keeping|held|holding) (?:a (?:fortnight|week|month)(?: s)? (?:of|worth of) )?(?:the |my |his |her )?(?:pain |heart |sleeping )?(?:tablets|pills|painkillers|medication) back|(?:still )?(?:got|have|kept) all (?:his|her|the) (?:\w+ )?(?:tablets|pills|medication|morphine)\b.{0,40}\b(?:boxes|never took them back|have not|havent)|(?:whole|all the) (?:week|tablets|pills)\b.{0,20}\bin (?:one|monday s|the one) (?:box|go)`, negationExempt: true },
  // treatment let run down, the sense of dragging it out
  { category: S, pattern: String.raw`let it run down|(?:do not|dont) want the (?:new )?(?:pacemaker|battery|operation|treatment|transplant)|(?:sense|point) in dragging it out|dragging it out`, negationExempt: true },
  { category: S, pattern: String.raw`stopped (?:the |my )?heart (?:tablets|pills)|stopped (?:taking )?(?:the |my )?(?:tablets|pills|medication)\b.{0,40}\b(?:see the sense|what is the point|dragging|what for)`, aboutWriter: true },
  // a dark place sat at for hours; a bend not taken; no wish to come back down
  { category: S, pattern: String.raw`(?:weir|lighthouse|headland|viewpoint|overlook|railway bridge|quarry|canal|reservoir)\b.{0,60}\b(?:for (?:two|three|a few|several) hours|for hours|a long while|thinking|do not (?:really )?know why|engine off)|(?:not|never) take the bend|how easy it would be to (?:just )?(?:not|go|end|let go|drive|step|fall|jump)|(?:do not|dont|never) (?:much )?feel like coming back|thinking (?:about|of) (?:ways|a way) out|started thinking about ways`, negationExempt: true },
  // dark thoughts owned; the writer beginning to understand a parent who took their own life
  { category: S, pattern: String.raw`thoughts i (?:should not|shouldnt) be having|(?:the )?dark sort|starting to understand (?:him|her|why)`, negationExempt: true, alsoInSentence: String.raw`thoughts|three in the morning|night|went|age|dad|mom|father|mother` },
  // goodbyes without the word: old friends rung to be thanked; "it was nobody's fault"
  { category: S, pattern: String.raw`(?:ringing|rang|calling|called|writing to|wrote to) (?:old )?(?:friends|everyone|people|the family)\b.{0,30}\bto thank them|(?:it was|it is|it s) nobody s fault`, negationExempt: true },
  // second round: a weapon held, a dangerous place returned to, a burn "by accident"
  { category: S, pattern: String.raw`take it out and (?:just )?(?:hold|look at|sit with) it|(?:keep )?finding myself (?:on|at|by|up) (?:the )?(?:\w+ )?(?:bridge|edge|cliff|railway|tracks|river|quarry|roof|pier)`, negationExempt: true },
];
