/**
 * What a client's sentence says of itself, apart from the question it answers: wink-nlp's
 * sentiment and negation (english-nlp.ts) and the plain words that mark withdrawal, numbing, loss, hopelessness and help.
 * The role of a sentence is its question's role refined by these (sentence-roles.ts).
 */
import { englishNlp as nlp } from "./english-nlp";


export type SentenceSignals = {
  /** wink-nlp's sentiment, −1 (negative) to 1 (positive). */
  sentiment: number;
  /** Some of its words are negated ("not", "never", "cannot" and what they govern). */
  negated: boolean;
  /** Pulling away, stopping, avoiding, not answering: "I've pulled away from our couple friends." */
  withdrawal: boolean;
  /** Drinking more, pills, scrolling, games to get through: "I pour another glass of wine." */
  numbing: boolean;
  /** Says something does not help, or that there is nobody: "which does not help", "Nobody knows". */
  unhelpful: boolean;
  /** A death or what it left: "died", "the funeral", "lost her brother". */
  loss: boolean;
  /** The future closed: "It is hard to picture anything I look forward to." */
  hopeless: boolean;
  /** A wanting of one's own, not negated: "I want to…", "I would like…", "I hope…". */
  wanting: boolean;
  /** A wanting negated or given as the reason not to: "I do not want to be…", "not because I want to". */
  negatedWanting: boolean;
  /** Words of help, comfort or ease: "helps", "a comfort", "a blessing", "I can say anything". */
  helps: boolean;
  /** A person or a place of company: "my brother", "a friend", "the group", "calls". */
  people: boolean;
  /** Something that was and is no more: "I used to love the garden". */
  usedTo: boolean;
  /**
   * A help whose own sentence names its cost after "but", "though" or "except": "Knitting helps a
   * little, but I end up stewing over the same worries." The second half undoes the first.
   */
  helpWithCost: boolean;
};

/**
 * Avoidance a client may offer as what they do to cope: sitting in the car before going in, not
 * going in, keeping busy so as not to feel, a way of not feeling.
 */
const AVOIDING = String.raw`sit(?:s|ting)? (?:\w+ ){0,2}in the (?:car|truck|driveway|parking lot)|(?:before|not|never|without) (?:going|go|walking|coming) (?:in|inside|home)|(?:don't|do not|can't|cannot) (?:go|walk) (?:in|inside)|keep(?:s|ing)? (?:myself |so )?busy so|so (?:that )?(?:i|we) (?:don't|do not|won't|will not|can't) (?:have to )?(?:feel|think)|so as not to (?:feel|think)|(?:a )?way (?:of|to) (?:not|avoid|escape|keep from|stop) (?:feel|think)\w*|(?:not|never) to (?:feel|think) (?:it|about it|anything)|hid(?:e|ing) (?:from|away)|pull(?:s)? back`;
const WITHDRAWAL = new RegExp(
  String.raw`\b(?:pull(?:ed|ing)? away|drift(?:ed|ing)? away|stopped(?! by)|stop (?:going|answering|shaving|seeing|calling|talking)|quit|avoid(?:s|ed|ing)?|barely|cancel(?:l?ed|s)?|skip(?:ped|ping|s)?|no longer|(?:have|has) not (?:been|gone|called|told|touched|opened|answered)|haven't|(?:do|did) not (?:answer|tell|call|go|leave)|don't (?:answer|tell|call|go)|not answer|retreats?|shuts? down|keep (?:it )?to (?:myself|ourselves)|stay in bed|pull the curtains|gave up|give up|let (?:the|my) \w+ go|stepped down|saying no|turn away|go cold|leave before|sit in the back|isolat\w*|(?:see|call|visit|talk to|hear from) (?:\w+ ){0,3}less|less often|hardly|rarely|${AVOIDING})\b`,
  "i",
);
const NUMBING = /\b(?:drink(?:ing)? more|more (?:wine|beer|beers) than|wine|beers?|whiske?ys?|vodka|liquor|pills?|another glass|scroll(?:ing)?|video games|play games|play video)\b/i;
const UNHELPFUL = /\b(?:does not help|do not help|did not help|doesn't help|don't help|didn't help|no help|not (?:really|much|very) (?:help|close)|nobody|no one|nothing|none)\b/i;
const LOSS = /\b(?:died|dies|death|dead|dying|lost|loss|losing|passed away|funeral|cemetery|grave|widow(?:er)?|miss(?:es|ed|ing)?|gone)\b/i;
const HOPELESS = /\b(?:(?:can ?not|can't|cannot|hard to) (?:picture|imagine|see)|no future|nothing (?:to look forward|ahead)|behind me|no point|what i am for)\b/i;
const WANTING = /\b(?:(?:i|we) (?:would|'d) (?:like|love)|(?:i|we) (?:really )?want(?:ed)? (?:to|us|a|more|some|my|our)|i (?:hope|wish)|my (?:goal|hope)|(?:i|we) (?:plan|intend|am going|are going) to|would help)\b/i;
const NEGATED_WANTING = /\b(?:not|never|n't|no longer) (?:really )?(?:want|wish|hope|like)\b|\bnot because (?:i|we) want/i;
const HELPS =
  /\b(?:helps?|helped|helping|comfort(?:s|ed|ing)?|calm(?:s|er)?|(?:feel|feels|felt) better|easier|lift(?:s|ed)? (?:me|my|us)|peace|kind|blessing|grateful|thankful|proud|enjoy(?:s|ed)?|glad|love(?:s|d)?|laugh(?:s|ed|ing)?|listen(?:s|ed)?|understands?|there for me|lean on|say anything|check(?:s|ed)? on|clears? my head|feel more like myself|sitting with me|closer)\b/i;
const PEOPLE =
  /\b(?:friends?|neighbou?rs?|sister|brother|daughter|son|mother|father|mom|dad|wife|husband|partner|pastor|priest|rabbi|counselou?r|therapist|group|church|grandkids|grandchildren|cousin|aunt|uncle|calls?|visits?|talk(?:ing)? to)\b/i;

/** Where a sentence turns: "but", "though", "although", "except", "yet", "only". */
const TURN = /,?\s+\b(?:but|though|although|except|yet)\b/i;
/** What a help's second half may cost: it turns into worry, guilt, avoidance or worse. */
const COST =
  /\b(?:end(?:s)? up|worr(?:y|ies|ied|ying)|dwell\w*|stew\w*|brood\w*|overthink\w*|guilt\w*|worse|spiral\w*|can't stop|cannot stop|more anxious|more upset|wound up|keyed up|exhaust\w*|numb\w*|lonel\w*|sad(?:der)?|empt(?:y|ier)|crash\w*|escape|hid(?:e|ing)|putting off|put off|running away|not (?:feel|feeling|facing|think|thinking)|avoid\w*)\b/i;

function helpWithCost(plain: string): boolean {
  const turn = TURN.exec(plain);
  if (!turn) return false;
  const after = plain.slice(turn.index + turn[0].length);
  return COST.test(after) || WITHDRAWAL.test(after) || NUMBING.test(after);
}

export function sentenceSignals(text: string): SentenceSignals {
  const plain = text.replace(/[\u2018\u2019]/g, "'");
  const { its } = nlp();
  const doc = nlp().readDoc(plain);
  const negations = doc.tokens().out(its.negationFlag) as unknown as boolean[];
  const negatedWanting = NEGATED_WANTING.test(plain);
  return {
    sentiment: doc.out(its.sentiment) as unknown as number,
    negated: negations.some(Boolean) || /\b(?:not|never|n't|cannot|neither|nor)\b/i.test(plain),
    withdrawal: WITHDRAWAL.test(plain),
    numbing: NUMBING.test(plain),
    unhelpful: UNHELPFUL.test(plain),
    loss: LOSS.test(plain),
    hopeless: HOPELESS.test(plain),
    wanting: WANTING.test(plain) && !negatedWanting,
    negatedWanting,
    helps: HELPS.test(plain),
    people: PEOPLE.test(plain),
    usedTo: /\bused to\b|\banymore\b/i.test(plain),
    helpWithCost: helpWithCost(plain),
  };
}
