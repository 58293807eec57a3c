import { isWrittenFormType } from "~/shared/form-types";
import { riskSentenceIds, type EvidenceSentence, type ReportEvidence } from "~/shared/report-evidence";
import type { Claim, PlanStep, ReportBlock } from "../../../document/report-document";
import { guidanceFor } from "../../guidance-library";
import { themeCatalog } from "../../theme-catalog";
import type { Theme } from "../../themes";
import { guidanceBlocks } from "./block-library";
import { clientDetails, type ClientDetails } from "./client-details";
import { fill, slotsFor } from "./fill";
import { salientBlocks, selectBlocks, sentenceScore, wordsOf, type SelectedBlock } from "./select-blocks";
import { namedThing } from "./own-words";
import { choose, chooseSome } from "./variety";

/** More than this many blocks in one theme's pages would bury its quotations. */
const BLOCKS_PER_THEME = 3;

/**
 * What a report knows of this one client beyond its themes (ADR 0067): their
 * details, the guidance blocks their ten most salient topics selected, and
 * where each block sits among the presented themes.
 */
export type Tailoring = {
  evidence: ReportEvidence;
  details: ClientDetails;
  selected: SelectedBlock[];
  byTheme: ReadonlyMap<string, SelectedBlock[]>;
  /** Blocks whose sentences fall outside the presented themes: they get a section of their own. */
  unplaced: SelectedBlock[];
};

export function tailor(evidence: ReportEvidence, themes: readonly Theme[]): Tailoring {
  const cached = cache.get(evidence)?.get(themes.map((theme) => theme.id).join());
  if (cached) return cached;
  const selected = salientBlocks(evidence, guidanceBlocks);
  const byTheme = new Map<string, SelectedBlock[]>();
  const unplaced: SelectedBlock[] = [];
  // A block speaks to a difficulty or a loss: it never sits among the supports and hopes, where its sentences would read as helps.
  const homes = themes.filter((theme) => guidanceFor(theme.id).resource !== true);
  for (const chosen of selected) {
    const overlap = homes.map((theme) => theme.sentenceIds.filter((id) => chosen.sentenceIds.includes(id)).length);
    const ranked = homes.map((theme, index) => ({ theme, overlap: overlap[index]! })).filter((entry) => entry.overlap > 0).sort((a, b) => b.overlap - a.overlap);
    const home = ranked.find((entry) => (byTheme.get(entry.theme.id)?.length ?? 0) < BLOCKS_PER_THEME);
    if (home) byTheme.set(home.theme.id, [...(byTheme.get(home.theme.id) ?? []), chosen]);
    else unplaced.push(chosen);
  }
  const tailoring: Tailoring = { evidence, details: clientDetails(evidence), selected, byTheme, unplaced };
  const forEvidence = cache.get(evidence) ?? new Map<string, Tailoring>();
  forEvidence.set(themes.map((theme) => theme.id).join(), tailoring);
  cache.set(evidence, forEvidence);
  return tailoring;
}

const cache = new WeakMap<ReportEvidence, Map<string, Tailoring>>();

/** A block's text for this client: one wording of each, its slots filled from the sentences that chose it. */
export function blockText(tailoring: Tailoring, chosen: SelectedBlock, place: string, variants: readonly string[]): string {
  return fill(choose(tailoring.details.seed, `${chosen.block.id}:${place}`, variants), slotsFor(tailoring.details, chosen.sentenceIds));
}

/** What the client wrote on the block's topic, cited, then our general words on it. */
export function blockParagraphs(tailoring: Tailoring, chosen: SelectedBlock, withAbout = true): ReportBlock[] {
  const words = wordsTheyUsed(tailoring, chosen);
  const evidence = sentencesNaming(tailoring, chosen, words);
  const echo = words.length > 1 ? ` ${choose(tailoring.details.seed, `${chosen.block.id}:echo`, ECHOES)(joinWords(words))}` : "";
  const about: Claim = { text: blockText(tailoring, chosen, "about", chosen.block.about) + echo, evidence };
  const says = chosen.block.says.map((variants, index) => blockText(tailoring, chosen, `says${index}`, variants));
  // A paragraph that names the client's people is about them: it cites what they wrote.
  const { lost, person, place, first } = slotsFor(tailoring.details, chosen.sentenceIds);
  const names = [lost, person, place, first].filter((name): name is string => Boolean(name));
  const named = (text: string) => names.some((name) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(text));
  return [
    ...(withAbout ? [{ type: "paragraph" as const, claims: [about] }] : []),
    ...says.map((text): ReportBlock => (named(text) ? { type: "paragraph", claims: [{ text, evidence }] } : { type: "guidance", text })),
  ];
}

const ECHOES = [
  (words: string) => `Words such as ${words} came up in what you wrote.`,
  (words: string) => `You used words like ${words}.`,
  (words: string) => `Your answers spoke of ${words}.`,
];

/** The block's words the client used, as they wrote them: up to four, from its strongest sentences first. */
export function wordsTheyUsed(tailoring: Tailoring, chosen: SelectedBlock): string[] {
  const texts = chosen.sentenceIds.map((id) => tailoring.evidence.sentences.find((sentence) => sentence.id === id)?.text ?? "");
  const found = texts.flatMap((text) => chosen.block.terms.filter((term) => usesTerm(text, term)));
  return [...new Set(found)].slice(0, 4);
}

/**
 * What a block's claims cite: its strongest sentence, and the next strongest that hold a word the
 * claim echoes. A claim cites what it speaks of; every sentence cited is one more kept open in the
 * reviewer's answers column (issue 29), so a sentence that adds no echoed word is not cited.
 */
function sentencesNaming(tailoring: Tailoring, chosen: SelectedBlock, words: readonly string[]): string[] {
  const [strongest, ...rest] = chosen.sentenceIds;
  if (!strongest) return [];
  const textOf = (id: string) => tailoring.evidence.sentences.find((sentence) => sentence.id === id)?.text ?? "";
  const holds = (id: string, word: string) => usesTerm(textOf(id), word);
  const cited = [strongest];
  let uncovered = words.filter((word) => !holds(strongest, word));
  for (const id of rest) {
    if (uncovered.length === 0) break;
    if (!uncovered.some((word) => holds(id, word))) continue;
    cited.push(id);
    uncovered = uncovered.filter((word) => !holds(id, word));
  }
  return cited;
}

/** Whether `text` holds one of a block's terms as a word of its own (a term may be a pattern). */
const usesTerm = (text: string, term: string) => new RegExp(`(?<![\\p{L}'])${term}(?![\\p{L}'])`, "iu").test(text);

function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** The things to try of a theme's blocks (two each), then the theme's own, four at most. */
export function triesFor(tailoring: Tailoring, blocks: readonly SelectedBlock[], themeTries: readonly string[], themeId: string, ownWords: readonly string[] = []): string[] {
  const fromBlocks = blocks.flatMap((chosen) => chooseSome(tailoring.details.seed, `${chosen.block.id}:try`, chosen.block.tryThis, 2).map((text) => fill(text, slotsFor(tailoring.details, chosen.sentenceIds))));
  // A theme's own tries may name what the client's quoted sentences name ("{thing|your hope}"): the first that names one.
  const thing = ownWords.map(namedThing).find(Boolean);
  const own = chooseSome(tailoring.details.seed, `${themeId}:try`, themeTries, 4).map((text) => fill(text, thing ? { thing } : {}));
  return [...new Set([...fromBlocks, ...own])].slice(0, 4);
}

/** How a question to sit with sets out the client's sentence: always whole and exact, in quotation marks. */
const QUOTE_FRAMES = [
  (text: string, stem: string, question: number) => `You wrote, for question ${question}, “${text}” ${stem}`,
  (text: string, stem: string, question: number) => `In your answer to question ${question}: “${text}” ${stem}`,
  (text: string, stem: string, question: number) => `Read your sentence from question ${question} again: “${text}” ${stem}`,
  (text: string, stem: string) => `“${text}” ${stem}`,
  (text: string, stem: string, question: number) => `From your answer to question ${question}: “${text}” ${stem}`,
  (text: string, stem: string, question: number) => `For question ${question}, you wrote: “${text}” ${stem}`,
  (text: string, stem: string, question: number) => `Here is what you wrote for question ${question}: “${text}” ${stem}`,
  (text: string, stem: string, question: number) => `Look again at what you wrote for question ${question}: “${text}” ${stem}`,
  (text: string, stem: string, question: number) => `One line from your answer to question ${question}: “${text}” ${stem}`,
  (text: string, stem: string, question: number) => `You put it this way in question ${question}: “${text}” ${stem}`,
  (text: string, stem: string, question: number) => `In question ${question} you wrote, “${text}” ${stem}`,
];
const STEMS_WITH_PERSON = [
  "What would you like {person} to know about this?",
  "How might {person} answer, if you read this aloud to them?",
  "What do you need from {person} right now, and could you ask for it?",
];
/** For a sentence naming the one who died: spoken to them, never asking them to answer. */
const STEMS_TO_THE_LOST = [
  "If you could say one thing to {person} about this, what would it be?",
  "What do you think {person} would want you to hear about this?",
  "What would you like to tell {person} about this, if you could?",
];
/**
 * Stems naming what the client's sentence names ("the driveway"): the question is built from their own words.
 * Read at the same index as STEMS, so this list is never shorter; each is the plain stem of its index, about the thing.
 */
const STEMS_WITH_THING = [
  "What do you notice when you read these words about {thing} again today?",
  "What would you say to a friend who wrote this about {thing}?",
  "What about {thing} would you most like to change, and what would you keep?",
  "If this sentence about {thing} could read differently a year from now, what would it say?",
  "What is true about {thing} that you have not yet said out loud to anyone?",
  "What does this sentence about {thing} ask of you, if anything?",
  "Who else should hear what you wrote about {thing}, and when might you tell them?",
  "How does it feel to see these words about {thing} on the page?",
  "What would you add today to what you wrote about {thing}, if anything?",
  "What would a kind friend hear in what you wrote about {thing}?",
  "Which words about {thing} matter most to you, and why?",
  "What would you like someone to understand about {thing}?",
  "What do your words about {thing} tell you about what you need?",
  "If you wrote about {thing} again next month, what might be different?",
  "What feeling sits under what you wrote about {thing}?",
  "How would you say this about {thing} to someone you trust?",
  "What does this sentence about {thing} say about what matters to you?",
  "What, if anything, would you like to do with what you wrote about {thing}?",
  "Is what you wrote about {thing} as true today as when you wrote it?",
  "What do you wish someone would ask you about {thing}?",
  "If you could add one more sentence about {thing}, what would it be?",
  "What comes to mind first when you read about {thing} again?",
  "What would you want a counselor to hear about {thing}?",
  "What about {thing} do you want to hold on to, and what could you let go?",
  "Where does your mind go when you read about {thing}?",
  "What is one thing about {thing} you would want to remember?",
  "What would it mean to have someone really hear what you wrote about {thing}?",
  "What has changed about {thing} since you wrote this, if anything?",
];
const STEMS = [
  "What do you notice when you read these words again today?",
  "What would you say to a friend who wrote this?",
  "What part of this would you most like to change, and what part would you keep?",
  "If this sentence could read differently a year from now, what would it say?",
  "What is true in this that you have not yet said out loud to anyone?",
  "What does this sentence ask of you, if anything?",
  "Who else should hear this, and when might you tell them?",
  "How does it feel to see these words on the page?",
  "What would you add to this sentence today, if anything?",
  "What would a kind friend hear in these words?",
  "Which words here matter most to you, and why?",
  "What would you like someone to understand about this?",
  "What do these words tell you about what you need?",
  "If you wrote this again next month, what might be different?",
  "What feeling sits under these words?",
  "How would you say this out loud to someone you trust?",
  "What does this say about what matters to you?",
  "What, if anything, would you like to do about this?",
  "Is this as true today as when you wrote it?",
  "What do you wish someone would ask you about this?",
  "If you could write one more sentence after this one, what would it be?",
  "What comes to mind first when you read this again?",
  "What would you want a counselor to hear in this?",
  "What do you want to hold on to in this, and what could you let go?",
  "Where does your mind go when you read this?",
  "What is one thing about this you would want to remember?",
  "What would it mean to have someone really hear this?",
  "What has changed since you wrote this, if anything?",
];

/**
 * Questions to sit with, built from the client's own sentences: two that
 * quote a sentence of theirs exactly and ask about it, then the theme's
 * blocks' own questions with the client's details.
 */
export function questionsToSitWith(tailoring: Tailoring, blocks: readonly SelectedBlock[], quoted: readonly EvidenceSentence[], themeId: string): string[] {
  const fromBlocks = blocks.slice(0, 2).map((chosen) => blockText(tailoring, chosen, "ask", chosen.block.ask));
  const { seed } = tailoring.details;
  // Two of the quoted sentences, each with its own question; a person they name is asked about by name.
  const fromWords = [quoted[1] ?? quoted[0], quoted[2]].flatMap((sentence, index) => {
    if (!sentence) return [];
    const person = tailoring.details.people.get(sentence.id)?.[0];
    const stems = person === tailoring.details.lost ? STEMS_TO_THE_LOST : STEMS_WITH_PERSON;
    const thing = person ? undefined : namedThing(sentence.text);
    const plainStem = (thing ? STEMS_WITH_THING : STEMS)[(stemIndex(seed, themeId) + index * 3) % STEMS.length]!;
    const stem = person ? fill(choose(seed, `${themeId}:stem${index}`, stems), { person }) : plainStem.replace("{thing}", thing ?? "");
    return [choose(seed, `${themeId}:frame${index}`, QUOTE_FRAMES)(sentence.text, stem, questionNumber(tailoring.evidence, sentence))];
  });
  return [...new Set([...fromWords, ...fromBlocks])].slice(0, 4);
}

function questionNumber(evidence: ReportEvidence, sentence: EvidenceSentence): number {
  return evidence.questions.find((question) => question.id === sentence.questionId)?.number ?? 0;
}

function stemIndex(seed: string, themeId: string): number {
  return STEMS.indexOf(choose(seed, `${themeId}:stem`, STEMS));
}

/** The questions whose answers say what would help: the form's hopes, and for grief the support wished for. */
function helpQuestions(evidence: ReportEvidence): number[] {
  if (!isWrittenFormType(evidence.formType)) return [];
  const hopes = themeCatalog[evidence.formType].find((entry) => entry.id === "hopes")?.questions ?? [];
  return evidence.formType === "death-grief" ? [14, ...hopes] : [...hopes];
}

export type TailoredStep = { step: PlanStep; because: Claim };

/**
 * The 72-hour plan answers what the client said would help (issue 28): each
 * sentence of theirs from the help questions that a block's signals fit
 * gives a step from that block, citing that sentence; the most salient
 * topics fill any days left.
 */
export function tailoredSteps(tailoring: Tailoring, days: readonly string[]): TailoredStep[] {
  const { evidence, details, selected } = tailoring;
  const risky = riskSentenceIds(evidence);
  const numberOf = new Map(evidence.questions.map((question) => [question.id, question.number]));
  const wanted = new Set(helpQuestions(evidence));
  const helpSentences = evidence.sentences.filter((sentence) => !risky.has(sentence.id) && wanted.has(numberOf.get(sentence.questionId) ?? 0));
  const blocks = selectBlocks(evidence, guidanceBlocks);
  const used = new Set<string>();
  const picks: { chosen: SelectedBlock; help?: EvidenceSentence }[] = [];
  for (const sentence of helpSentences) {
    const words = wordsOf(sentence.text);
    const best = blocks
      .filter((chosen) => !used.has(chosen.block.id))
      .map((chosen) => ({ chosen, score: sentenceScore(chosen.block, words) }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score)[0];
    if (!best) continue;
    used.add(best.chosen.block.id);
    picks.push({ chosen: best.chosen, help: sentence });
  }
  // A help whose topic has no guidance elsewhere in the report goes first: the plan is its only room.
  const salient = new Set(selected.map((chosen) => chosen.block.id));
  picks.sort((a, b) => Number(salient.has(a.chosen.block.id)) - Number(salient.has(b.chosen.block.id)));
  for (const chosen of selected) if (!used.has(chosen.block.id)) picks.push({ chosen });
  return picks.slice(0, days.length).map(({ chosen, help }, day) => {
    const evidenceIds = [...new Set([...(help ? [help.id] : []), ...chosen.sentenceIds.slice(0, 2)])];
    const ordinal = ["first", "second", "third", "fourth", "fifth"][day] ?? "next";
    const because = help
      ? choose(details.seed, `${chosen.block.id}:because`, [
          `The ${ordinal} step answers what you said would help, and speaks to ${chosen.block.topic}.`,
          `You told us what would help; the ${ordinal} step starts on it, with ${chosen.block.topic} in mind.`,
          `You named what would help, so the ${ordinal} step begins there, on ${chosen.block.topic}.`,
          `The ${ordinal} step follows what you said would help, and touches on ${chosen.block.topic}.`,
        ])
      : choose(details.seed, `${chosen.block.id}:because`, [
          `The ${ordinal} step speaks to ${chosen.block.topic}, which came up often in your answers.`,
          `The ${ordinal} step is for ${chosen.block.topic}, one of the things you wrote most about.`,
          `Your answers often came back to ${chosen.block.topic}; the ${ordinal} step turns to it.`,
          `The ${ordinal} step takes up ${chosen.block.topic}, which runs through your answers.`,
        ]);
    return {
      step: { when: days[day]!, action: blockText(tailoring, chosen, "step", chosen.block.step), evidence: evidenceIds },
      because: { text: because, evidence: evidenceIds },
    };
  });
}
