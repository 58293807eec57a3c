/**
 * The words around a match that change what it means (ConText: negation, who it happens
 * to, when, and whether it is only a question someone asked). Lists are space-separated
 * and read on a clause's words, lower case, contractions spelt out.
 */
import { AUX_WORDS, PEOPLE } from "./patterns/word-lists";

/** A negator this close before a phrase (in words) denies it: "no thoughts of self harm". */
export const NEGATION_WINDOW = 5;
export const NEGATORS = "never not no nothing without nobody noone neither nor none nope";
/** After a negator these undo it: "can not stop thinking about killing myself". */
export const CANCELLERS = "stop stops stopped stopping quit help shake resist control escape rid matter ignore only";
/** Without a negator before them, these tell of something over: "i stopped cutting myself". */
export const STOPPERS = "stopped quit";
/** A new subject starts a new statement: "i am not okay i want to die"... */
export const SUBJECTS = "i he she they we you it there";
/** ...unless the negator is raised over it: "i do not think i would hurt him". */
export const RAISERS = "think believe expect feel imagine suppose reckon see that once ever";
/** These start a new statement too: "i am not sleeping and want to die". */
export const JOINERS = "and or so because since when whenever while until till if unless after before whereas then now";
/** Who an `aboutWriter` phrase is about: the first word before it that is not one of these... */
export const SKIPPED = `${AUX_WORDS} to a an the like feeling thinking`;
/** ...decides it when it is one of these two lists; */
export const WRITER_WORDS = "i me my myself mine we us our you your";
export const OTHER_WORDS = `he she they him his her hers them their it its this that these those who whom whose which
  someone somebody everyone everybody anyone anybody people character hero heroine ${PEOPLE}`;
/** otherwise the nearest "i"/"we"/"you"/"me" or "he"/"she"/"they" does, and none means an unwritten "i". */
export const WRITER_PRONOUNS = "i we you me";
export const OTHER_PRONOUNS = "he she they";

/** Told as over: "years ago i tried to kill myself", "my father beat me when i was a child"... */
export const RESOLVED = new RegExp(
  String.raw`(?<!\b(?:since|after|before)\b(?: \S+){0,4} )\b(?:years ago|long ago|a long time ago|decades ago|` +
    String.raw`as a (?:child|kid|teen|teenager|youngster|young (?:man|woman|girl|boy)|little (?:girl|boy)|student)|` +
    String.raw`when i was (?:a (?:child|kid|teen|teenager|girl|boy|student|little (?:girl|boy)|young (?:man|woman|girl|boy))|young|younger|little|small|\d+|(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty)(?: \w+)?|in (?:school|high school|college|university|my teens|my twenties))|` +
    String.raw`in my (?:teens|youth|twenties|childhood|first marriage)|growing up|grew up|back then|in my past|` +
    String.raw`in the past(?! (?:few|couple|several|weeks?|months?|days?|years?|\d+|two|three|four|five|six)\b))\b`,
);
/** ...unless the sentence says it goes on: "he hit me years ago and he still does". */
export const CURRENT =
  /\b(?:(?<!ago )now|still|again|lately|recently|currently|these days|nowadays|today|tonight|at the moment|this (?:week|month|year))\b/;
/** A clause after the match that closes it: "he was violent, but i left him in 1975", "that was years ago". */
export const CLOSED_AFTER =
  /^(?:(?:that|it|this|all that|all this) (?:was|is|were|has been)\b.*\b(?:ago|over|behind me|in the past|long gone|finished)\b|i (?:left|divorced|escaped) (?:him|her|them)\b|(?:he|she) (?:died|passed|is (?:long )?dead)\b|i (?:do|did) not mean it (?:like that|that way|literally|seriously)\b)/;
/** Where a new statement starts inside a clause: "years ago my husband died | and i want to die". */
export const NEW_STATEMENT = /\b(?:and|so|then)(?= (?:i|he|she|they|we|my|our)\b)/g;

/** A short label with no subject, answered by a bare denial: "suicidal thoughts: none", "self harm - never". */
export const LABEL_TAIL = /^(?:thoughts?|feelings?|urges?|ideas?|ideation|attempts?|behaviou?rs?)?$/;
/** What follows the phrase sets it aside: "taking my own life is not something i would ever consider". */
export const DISMISSED =
  /^(?:is|was|would be) (?:not|never) (?:something i (?:would|could|will|ever) (?:ever )?(?:consider|do|contemplate)|an option|on the cards|for me|the answer)\b/;
export const DENIAL =
  /^(?:(?:thoughts?|feelings?|urges?|ideas?|ideation|attempts?|behaviou?rs?) )?(?:no|none|never|nope|not at all|not really|not ever|never ever|no never|absolutely not|definitely not|not anymore)$/;

/** A question someone put to the writer, before the match: "my doctor asked whether i had thought of suicide". */
export const ASKED =
  /\b(?:asked|asks|ask|asking|questioned|wanted to know|wants to know|checked|checks|screened|screens|enquired|inquired)\b(?: \S+){0,4} (?:if|whether|about)\b/;
/** ...and the writer's answer after it, in the rest of the sentence or the next: "i told her no". */
export const DENIED_ANSWER = new RegExp(
  String.raw`^(?:no|nope|never|not at all|certainly not|of course not)\b|` +
    String.raw`\b(?:i|and i|which i)(?: \S+){0,2} (?:said|say|told|tell|answered|answer|replied|reply|assured|promised|insisted)(?: (?:her|him|them|the \w+|my \w+))?(?: (?:that|honestly|truthfully|quite|firmly|of course|certainly|definitely|absolutely))* (?:no|nope|never|not|none|i (?:had|have|did|do|was|am|would|could|will) (?:not|never)|i (?:had|have) no)\b|` +
    String.raw`\bi (?:denied|deny)\b|\b(?:and|but) (?:no )?(?:i|the answer) (?:have|had|did|do|was|is|am|would) (?:not|never)\b|\bthe answer (?:is|was) no\b|` +
    // "and honestly no", "i am not, i am grieving", "it is stress, not that"
    String.raw`\b(?:and|but|so) (?:honestly |truthfully |really |to be honest )?(?:no|nope|never)\b|^i am not\b|\bit is (?:stress|grief|grieving|just \w+)\b.{0,20}\bnot that\b`,
);
/** ...unless the answer was yes: "i said yes", "i had to admit i had". */
export const AFFIRMED_ANSWER = /\b(?:said|say|told (?:\w+ )?|answered|admitted|admit|confessed|replied) (?:that )?(?:yes|i (?:had|have|do|did|am|was|would)(?! not| never))\b/;

/** Someone else's story in a film, book or programme: "the man in the film said he would kill her". */
const STORY =
  "films?|movies?|books?|novels?|programmes?|programs?|documentar(?:y|ies)|dramas?|soaps?|series|episodes?|plays?|stories|" +
  "story|articles?|news|podcasts?|radio|tv|television|telly|poems?|songs?|thrillers?|crime shows?|storyline|plot|opera|musical";
export const MEDIA = new RegExp(
  String.raw`\b(?:(?:in|on) (?:the|a|an|my|this|that|one) (?:\w+ )?(?:${STORY})|(?:watch|watched|watching|read|reading|saw|seen|heard|listening to|listened to) (?:a|an|the|this|that) (?:\w+ )?(?:${STORY})|(?:the|a) (?:character|heroine|hero|detective|villain)s?)\b`,
);
