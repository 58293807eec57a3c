import { choose } from "../../template/guidance/blocks/variety";

/**
 * The Therapist Summary's general wording, written for a clinician: plain,
 * careful and non-diagnostic. It speaks of the client by the first name they
 * gave, else as "the client" (`who`, `whose`); nothing here is otherwise
 * about a particular client: what is, the sections build from their answers.
 */
type Names = { who: string; whose: string; evidence: { submissionId: string } };

/** One of a place's wordings for this client (ADR 0067, issue 28): the same meaning, said so two summaries rarely match. */
const pick = ({ evidence }: Names, place: keyof typeof wordings) => choose(evidence.submissionId, `clinician:${place}`, wordings[place]);

/**
 * The summary's general sentences that every client's summary would otherwise share, each in
 * several wordings of the same meaning and about the same length (the summary has a page budget).
 */
const wordings = {
  notAnAssessment: [
    "It is not a clinical assessment, a diagnosis or a risk assessment, and it makes no treatment recommendations.",
    "It is not a clinical, diagnostic or risk assessment, and it recommends no treatment.",
    "It makes no diagnosis, assesses neither clinical state nor risk, and offers no treatment advice.",
    "Nothing here is a diagnosis, a clinical assessment or a risk assessment, and no treatment is recommended.",
    "It does not diagnose, assess risk or stand in for a clinical assessment, and it recommends no treatment.",
  ],
  flaggedInBrief: [
    "Sentences the safety screen flagged are quoted only with the risk flags in the brief.",
    "Any sentence the screen flagged is quoted with the brief's risk flags, nowhere else.",
    "Flagged sentences are not repeated here, only with the risk flags in the brief.",
    "The safety screen's flagged sentences appear only beside the risk flags in the brief.",
    "Sentences the safety screen flagged are left to the brief, beside its risk flags.",
  ],
  askNotAssessed: [
    "Ask about the topics not assessed; the form did not ask, so silence means nothing.",
    "Ask about the topics not assessed; unasked, their absence says nothing.",
    "Bring up the topics not assessed: nothing can be read into silence.",
    "Ask directly about the topics not assessed: an unasked topic is not a denied one.",
    "Raise the topics not assessed in person; unasked is not the same as denied.",
  ],
  openQuestions: [
    "Apart from any scales shown, the questionnaire asks open questions; it does not ask about symptoms systematically.",
    "Its questions are open-ended; beyond any scales reported, symptoms were not reviewed in a structured way.",
    "The written questions are open, not a structured symptom review; only the scales shown, if any, are standardized.",
    "Apart from any validated scales shown, the form asks open questions and does not screen symptoms systematically.",
    "Beyond any scales shown, the form's questions are open, and symptoms were not reviewed one by one.",
  ],
  wordMatching: [
    "Themes were found by matching words, so irony, understatement and context may be missed.",
    "Themes came from word matching, which can miss irony, understatement and context.",
    "Because themes come from matching words, irony, understatement and context may be lost.",
    "Word matching grouped the themes, so it may misread irony, understatement or context.",
    "The themes rest on matching words; irony, understatement and context can slip past that.",
  ],
} as const;

/** The presenting concerns after the first, and the topics after the first within a concern, each worded per place. */
const slotted = {
  alsoPresent: [
    (label: string, refs: string) => `Also present: ${label}, in answers to ${refs}.`,
    (label: string, refs: string) => `Also present, in answers to ${refs}: ${label}.`,
    (label: string, refs: string) => `Present too: ${label} (answers to ${refs}).`,
    (label: string, refs: string) => `Also in the answers: ${label}, at ${refs}.`,
  ],
  alsoTouches: [
    (topic: string, refs: string) => `They also touch on ${topic} (${refs}).`,
    (topic: string, refs: string) => `They touch on ${topic} as well (${refs}).`,
    (topic: string, refs: string) => `They mention ${topic} too (${refs}).`,
    (topic: string, refs: string) => `Also touched on: ${topic} (${refs}).`,
  ],
} as const;

/** One of a slotted place's wordings; `at` tells apart the places a section repeats. */
export function saySlotted({ evidence }: Names, place: keyof typeof slotted, at: string, value: string, refs: string): string {
  return choose(evidence.submissionId, `clinician:${place}:${at}`, slotted[place])(value, refs);
}

export const clinicianText = {
  aboutThisSummary: (names: Names, formName: string) =>
    `This summary gathers ${names.whose} written answers to the ${formName} under the headings a clinician usually looks for at a first appointment; ${names.who} chose to share it. Everything it says about ${names.who} cites their own sentences by id (q7.s2 is question 7, sentence 2), and every quotation is exact. ${pick(names, "notAnAssessment")}`,
  concernsOrder: ({ who }: Names) =>
    `The concerns are ordered by how often and how clearly they appear in the answers, not by their importance to ${who}, who is the best guide to that.`,
  themesIntro: (names: Names) =>
    `Each concern below lists the questions where it appears, quotes ${names.whose} clearest sentences on it exactly as written, and adds what their words touch on within it or a short general note, which is background rather than a finding. ${pick(names, "flaggedInBrief")}`,
  strengthsIntro: ({ who, whose }: Names) =>
    `The resources below are those ${who} described: people they turn to, things that help, and sources of meaning. They are drawn from ${whose} own words and may be incomplete; clients in a hard season often understate what they have.`,
  resourceLead: {
    support: (who: string) => `${who} names people and places they can turn to`,
    "what-helps": (who: string) => `${who} describes things that help, even a little`,
    "memories-meaning": (who: string) => `${who} draws on memories, faith or traditions`,
  } as Record<string, (who: string) => string>,
  noResources:
    "No supports, helpful activities or sources of meaning could be picked out of the answers. Asking about them directly may be worthwhile; their absence from the written answers does not mean they are absent from the client's life.",
  protectiveNotAsked: ({ who }: Names) =>
    `Clinicians often ask about reasons for living, people or pets who depend on ${who}, plans they are looking forward to, and ties to faith or community. The form did not ask ${who} about these directly.`,
  goalsIntro: ({ whose }: Names) =>
    `${upper(whose)} goals, in their own words and in the order they wrote them, from their answers to the questions about hopes and what they would like to change.`,
  firstSessionTitle: "A possible shape for a first conversation",
  firstSession: (names: Names, goalRefs: string | null) => [
    `Check current safety directly, whatever the brief shows, and agree what ${names.who} will do if things get harder between sessions.`,
    `Invite ${names.who} to say which concern here matters most to them today.`,
    pick(names, "askNotAssessed"),
    goalRefs
      ? `Return to ${names.whose} goals in their own words (${goalRefs}), and agree one small next step.`
      : `Ask ${names.who} what they hope for, since the answers name no goals, and agree one small next step.`,
  ],
  considerationsIntro: ({ whose }: Names) =>
    `The observations below are possible areas to explore, following from patterns in ${whose} written answers; they are not conclusions, and the clinician's own inquiry and judgment come first.`,
  noFlags: ({ whose, who }: Names) =>
    `The safety screen found no risk language in ${whose} answers. The screen matches phrases in what ${who} wrote and the form does not ask about risk directly, so the absence of a flag is not evidence that risk is absent. A routine inquiry about ${whose} current safety is advisable.`,
  /** When the form asked the PHQ-9 and item 9 was answered 0: many people at risk answer 0 (issue 18). */
  noFlagsWithItem9: ({ whose, who }: Names, answer: string) =>
    `The safety screen found no risk language in ${whose} answers, and ${who} answered ${answer} to PHQ-9 item 9, on thoughts of being better off dead or of hurting themselves. The screen matches phrases in what ${who} wrote, and many people at risk answer that item 0, so neither is evidence that risk is absent. A routine inquiry about ${whose} current safety is advisable.`,
  limits: (names: Names, answered: number, asked: number) => [
    `Written self-report at one point in time, by ${names.who} alone (${answered} of ${asked} questions answered); no one else's account is included.`,
    pick(names, "openQuestions"),
    pick(names, "wordMatching"),
  ],
} as const;

function upper(text: string): string {
  return text.length > 0 ? text[0]!.toUpperCase() + text.slice(1) : text;
}
