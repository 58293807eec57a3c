import { choose } from "../../template/guidance/blocks/variety";
import { atWork, nextFocus, phaseAction, phaseMeasure, themeSpeaks } from "./plan-wordings";

/**
 * The analysis's own sentences in several wordings each (issue 28): the same meaning, said so
 * two clients of one form rarely read the same sentence. Each takes what the client's answers
 * fill it with (counts, question numbers, theme labels), and every wording fits every client.
 */
type Say<T> = (values: T) => string;

/** "It reads the 89 sentences of your 30 answers." */
const reads: Say<{ sentences: number; answers: number }>[] = [
  ({ sentences, answers }) => `It reads the ${sentences} sentences of your ${answers} answers.`,
  ({ sentences, answers }) => `It draws on all ${sentences} sentences you wrote, across ${answers} answers.`,
  ({ sentences, answers }) => `It is built from your ${answers} answers, ${sentences} sentences in all.`,
  ({ sentences, answers }) => `Each of the ${sentences} sentences in your ${answers} answers was read for it.`,
  ({ sentences, answers }) => `Your ${answers} answers hold ${sentences} sentences, and it reads every one.`,
];

/** A list item: a factor, with how many sentences and answers it runs through ("8 sentences", "4 answers"). */
const factorCount: Say<{ factor: string; sentences: string; answers: string }>[] = [
  ({ factor, sentences, answers }) => `${factor}: ${sentences} in ${answers}`,
  ({ factor, sentences, answers }) => `${factor}: ${answers}, ${sentences}`,
  ({ factor, sentences, answers }) => `${factor}, found in ${sentences} from ${answers}`,
  ({ factor, sentences, answers }) => `${factor}: it comes up in ${sentences} across ${answers}`,
  ({ factor, sentences, answers }) => `${factor}: you wrote of it in ${answers} (${sentences})`,
];

/** A factor's opening: how many answers it runs through ("4 different answers"), clearest where. */
const factorOpening: Say<{ factor: string; answers: string; where: string }>[] = [
  ({ factor, answers, where }) => `${factor}: this runs through ${answers}, most clearly in ${where}.`,
  ({ factor, answers, where }) => `${factor}: this shows up in ${answers}, and most plainly in ${where}.`,
  ({ factor, answers, where }) => `${factor}: you wrote of this in ${answers}, above all in ${where}.`,
  ({ factor, answers, where }) => `${factor}: it comes up in ${answers}, and it is clearest in ${where}.`,
  ({ factor, answers, where }) => `${factor}: your words return to this in ${answers}, most of all in ${where}.`,
];

/** What the client's words selected within a factor ("sleep", "drinking more to get through"). */
const within: Say<{ topics: string }>[] = [
  ({ topics }) => `Within it, your words speak of ${topics}.`,
  ({ topics }) => `Inside this factor, you wrote about ${topics}.`,
  ({ topics }) => `Here your answers name ${topics}.`,
  ({ topics }) => `In this part, your own words touch on ${topics}.`,
  ({ topics }) => `What you wrote here points to ${topics}.`,
];

/** A mechanism may reach what the client's words selected, in these questions. */
const alsoTouches: Say<{ topics: string; where: string }>[] = [
  ({ topics, where }) => `It may also touch what you wrote about ${topics}, in ${where}.`,
  ({ topics, where }) => `It may reach into what you wrote about ${topics} as well, in ${where}.`,
  ({ topics, where }) => `It may also be part of what you wrote about ${topics}, in ${where}.`,
  ({ topics, where }) => `What you wrote about ${topics}, in ${where}, may belong to it too.`,
  ({ topics, where }) => `It may also link to your words on ${topics}, in ${where}.`,
];

/** Step 5's opening: each mechanism is held up against the client's words, most of all these. */
const checkOpening: Say<{ where: string }>[] = [
  ({ where }) => `A reading is only useful if it fits, so here each mechanism meets your own words, most of all in ${where}.`,
  ({ where }) => `A reading helps only if it fits, so each mechanism is held up here against your own words, above all in ${where}.`,
  ({ where }) => `A reading is only worth keeping if it fits, so this step sets each mechanism beside your words, mostly those in ${where}.`,
  ({ where }) => `Each mechanism is checked here against what you wrote, most of all in ${where}, since a reading must fit to be of use.`,
  ({ where }) => `Before you keep any mechanism, test it against your own words; the ones that matter most here are in ${where}.`,
];

/** Which of a theme's sentences ("9 sentences") suggests most clearly that its mechanism may be at work. */
const clearest: Say<{ count: string; label: string; where: string }>[] = [
  ({ count, label, where }) => `Of your ${count} on ${label}, the one from ${where} suggests most clearly that it may.`,
  ({ count, label, where }) => `Among your ${count} on ${label}, the one from ${where} is the clearest hint that this may be so.`,
  ({ count, label, where }) => `Of all you wrote on ${label} (${count}), your sentence from ${where} comes closest to saying so.`,
  ({ count, label, where }) => `Your sentence from ${where} suggests this most clearly of your ${count} on ${label}.`,
  ({ count, label, where }) => `On ${label}, the sentence from ${where} hints at this most plainly of your ${count}.`,
];

/** A reading that rests on three answers or more. */
const firm: Say<{ label: string; sentences: number; answers: number }>[] = [
  ({ label, sentences, answers }) => `This reading of ${label} rests on ${sentences} sentences in ${answers} of your answers, so it does not depend on one.`,
  ({ label, sentences, answers }) => `This reading of ${label} draws on ${sentences} sentences from ${answers} of your answers, so no one answer carries it.`,
  ({ label, sentences, answers }) => `With ${sentences} sentences in ${answers} of your answers behind it, this reading of ${label} does not hang on one.`,
  ({ label, sentences, answers }) => `Your words on ${label} come from ${answers} answers and ${sentences} sentences, so this reading does not lean on any one.`,
  ({ label, sentences, answers }) => `Since ${sentences} of your sentences, in ${answers} answers, speak to ${label}, this reading does not rest on one alone.`,
];

/** A reading that rests on one or two answers ("one of your answers, question 4"). */
const loose: Say<{ label: string; few: string }>[] = [
  ({ label, few }) => `This reading of ${label} rests on only ${few}, so hold it more loosely.`,
  ({ label, few }) => `This reading of ${label} comes from only ${few}, so hold it lightly.`,
  ({ label, few }) => `This reading of ${label} stands on ${few} alone, so treat it as a loose one.`,
  ({ label, few }) => `Hold this reading of ${label} loosely: it rests on just ${few}.`,
];

/** What the answers cannot tell: how long, and what part health or the past plays. */
const howLong: Say<{ where: string }>[] = [
  ({ where }) => `How long what you describe in ${where} has been going on, and how your health or past plays a part.`,
  ({ where }) => `How long the things in ${where} have been going on, and what part your health or past plays.`,
  ({ where }) => `When what you wrote about in ${where} began, and how your health or your past bears on it.`,
  ({ where }) => `How far back what you describe in ${where} goes, and how your health or past plays into it.`,
  ({ where }) => `Whether what you wrote in ${where} is new or long-standing, and what your health or past adds to it.`,
];

/** Cross out a mechanism that does not fit; this one rests on the fewest answers ("5 answers, 11 sentences"). */
const crossOut: Say<{ factor: string; counts: string }>[] = [
  ({ factor, counts }) => `If a mechanism does not fit, cross it out; ${factor} rests on the fewest of your answers (${counts}).`,
  ({ factor, counts }) => `Cross out any mechanism that does not fit; ${factor} has the least behind it (${counts}).`,
  ({ factor, counts }) => `A mechanism that does not fit can simply be crossed out; ${factor} rests on the fewest answers (${counts}).`,
  ({ factor, counts }) => `Feel free to cross out a mechanism that does not fit; the one with least behind it is ${factor} (${counts}).`,
  ({ factor, counts }) => `If one does not ring true, cross it out; ${factor} is the one with the fewest answers behind it (${counts}).`,
];

/** The weekly check-in's first prompt: what was done, set beside these answers. */
const checkInDone: Say<{ where: string }>[] = [
  ({ where }) => `What did I do this week toward this phase, and how does it sit with what I wrote in ${where}?`,
  ({ where }) => `What step did I take this week for this phase, and how does it fit what I wrote in ${where}?`,
  ({ where }) => `What did I try this week, and how does it compare with what I wrote in ${where}?`,
  ({ where }) => `How did this week go for this phase, set against what I wrote in ${where}?`,
];

/** The weekly check-in's second prompt: what got in the way, and whether it is in these answers. */
const checkInBlocked: Say<{ where: string }>[] = [
  ({ where }) => `What got in the way, and was it what I wrote in ${where}?`,
  ({ where }) => `What held me back, and is it the same thing I wrote about in ${where}?`,
  ({ where }) => `Did anything block me, and does it match what I wrote in ${where}?`,
  ({ where }) => `What made it harder this week, and is that in my answers to ${where}?`,
  ({ where }) => `Where did I get stuck, and does what I wrote in ${where} explain it?`,
];

const places = {
  ...{ reads, factorCount, factorOpening, within, alsoTouches, checkOpening, clearest, firm, loose, howLong, crossOut, checkInDone, checkInBlocked },
  ...{ atWork, themeSpeaks, phaseAction, phaseMeasure, nextFocus },
};

/**
 * The client's wording of one place, chosen by their submission (ADR 0067); `at` tells apart the
 * places a section repeats (one per theme), so a report does not read the same frame three times.
 */
export function say<K extends keyof typeof places>(seed: string, place: K, values: Parameters<(typeof places)[K][number]>[0], at = ""): string {
  const wording = choose(seed, `root-cause:${place}${at}`, places[place] as readonly Say<typeof values>[]);
  return wording(values);
}
