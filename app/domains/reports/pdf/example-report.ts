import type { ReportDocument, ReportSection } from "../document/report-document";
import { definitionOf } from "../kinds";
import { EVIDENCE_VERSION, type EvidenceQuestion, type EvidenceSentence, type ReportEvidence } from "~/shared/report-evidence";
import type { ReportKind } from "~/shared/report-kinds";

/**
 * A fictional client's evidence and hand-built documents of each kind, for
 * the renderer's fast tests: every block a drafter can write (claims citing
 * sentence ids, quotes filled in by code, risk flags, both plans, code's
 * scores) without a database or a drafter. Nobody here is real.
 */

const answers: { section: string; question: string; sentences: string[]; flagged?: string[] }[] = [
  {
    section: "Where things stand",
    question: "How would you describe your marriage today?",
    sentences: ["It feels more like two roommates than a marriage these days.", "We are polite and we get things done."],
  },
  {
    section: "Where things stand",
    question: "What changed, and when?",
    sentences: ["Our youngest left home last spring and the house suddenly felt very big.", "We used to watch the blue heron on Pinecrest Lake every Sunday morning."],
  },
  {
    section: "Talking",
    question: "What happens when you raise a problem?",
    sentences: ["Usually I raise something, Dan goes quiet, and I end up talking to a wall.", "Then he walks off to the garage."],
  },
  {
    section: "Talking",
    question: "What do you keep to yourself?",
    sentences: ["I keep my loneliness to myself, and my fear of getting old.", "Some nights I think everyone would be better off without me."],
    flagged: ["suicidal-thoughts"],
  },
  {
    section: "Strengths",
    question: "What is still good between you?",
    sentences: ["Dan still brings me coffee in bed every Saturday.", "We are good in a real crisis."],
  },
  {
    section: "Hopes",
    question: "What would you like to be different?",
    sentences: ["I would like us to enjoy each other again.", "Even an hour on the porch would be a start."],
  },
];

function buildEvidence(): ReportEvidence {
  const questions: EvidenceQuestion[] = [];
  const sentences: EvidenceSentence[] = [];
  answers.forEach((answer, index) => {
    const number = index + 1;
    const ids = answer.sentences.map((_, s) => `q${number}.s${s + 1}`);
    questions.push({ id: `marriage-${number}`, number, sectionTitle: answer.section, text: answer.question, sentenceIds: ids });
    answer.sentences.forEach((text, s) =>
      sentences.push({ id: ids[s] ?? "", questionId: `marriage-${number}`, text, safetyCategories: s === 1 ? (answer.flagged ?? []) : [] }),
    );
  });
  return {
    version: EVIDENCE_VERSION,
    submissionId: "example-submission",
    formType: "marriage",
    formName: "Marriage survey",
    bankVersion: "example",
    submittedAt: "2026-11-20T15:00:00.000Z",
    questions,
    sentences,
    safety: { categories: ["suicidal-thoughts"], sentenceIds: ["q4.s2"] },
    enneagram: null,
  };
}

export const exampleEvidence: ReportEvidence = buildEvidence();
const text = (id: string) => exampleEvidence.sentences.find((sentence) => sentence.id === id)?.text ?? "";

const guidance = [
  "Many couples find that the years after the children leave are quieter than they expected. The routines that used to hold a day together fall away, and what is left can feel thin at first. That does not mean something is broken; it often means something new has not been built yet.",
  "It can help to notice the difference between a pattern and a person. A pattern is something the two of you do together, often without meaning to, and it can be changed by either of you changing one small step in it.",
  "Small, regular moments tend to matter more than large gestures. Ten minutes of talk with the television off, a walk around the block after dinner, a question asked and really listened to: these are the building blocks many couples return to.",
  "When one partner goes quiet during a hard talk, it is often a sign of feeling flooded rather than of not caring. Agreeing on a short pause, and on a time to come back to the subject, can keep the talk from ending in silence.",
  "Write down, in a sentence or two, what you would most like your partner to understand. Keeping it short makes it easier to say out loud, and easier for them to hear without feeling attacked.",
  "Loneliness inside a marriage is a common and painful experience, and it is worth taking seriously. Naming it, first to yourself and then to someone you trust, is often the first step toward changing it.",
];

const paragraph = (claims: [string, string[]][]) => ({ type: "paragraph" as const, claims: claims.map(([claimText, evidence]) => ({ text: claimText, evidence })) });
const quote = (sentenceId: string) => ({ type: "quote" as const, sentenceId, text: text(sentenceId) });

type PlanBlock = Extract<ReportSection["blocks"][number], { type: "plan" }>;

/** The plan each horizon's example carries, in the section its kind's definition promises it. */
const examplePlans: Record<PlanBlock["horizon"], PlanBlock> = {
  "72-hour": {
    type: "plan",
    horizon: "72-hour",
    steps: [
      { when: "Today", action: "Write down one thing you would like Dan to know about how the evenings feel.", evidence: ["q4.s1"] },
      { when: "Tomorrow", action: "Ask for an hour on the porch with the television off, and keep it to that hour.", evidence: ["q6.s2"] },
      { when: "The day after", action: "Tell your sister or a friend one thing you have been keeping to yourself.", evidence: ["q4.s1"] },
    ],
  },
  "90-day": {
    type: "plan",
    horizon: "90-day",
    steps: [
      { when: "Days 1–30", action: "One protected evening a week, no family talk.", measure: "Four evenings kept out of four.", evidence: ["q6.s2"] },
      { when: "Days 31–60", action: "Agree on a pause word for hard talks and a time to return.", measure: "Two hard talks finished, not walked away from.", evidence: ["q3.s1"] },
      { when: "Days 61–90", action: "Plan one trip or project together.", measure: "A date on the calendar that you both chose.", evidence: ["q6.s1"] },
    ],
  },
};

/** A section of realistic length: what they wrote, a quote, then general guidance. */
function section(id: string, index: number, kind: ReportKind): ReportSection {
  const sentenceId = exampleEvidence.sentences[index % exampleEvidence.sentences.length]?.id ?? "q1.s1";
  const blocks: ReportSection["blocks"] = [
    paragraph([
      ["You wrote about how the days feel now, and about what has changed since the house grew quiet.", ["q1.s1", "q2.s1"]],
      ["It sounds as if the distance has grown slowly, in the ordinary hours more than in any one moment.", ["q1.s2"]],
    ]),
    quote(sentenceId),
    ...[0, 1, 2].map((offset) => ({ type: "guidance" as const, text: guidance[(index + offset) % guidance.length] ?? "" })),
  ];
  const plan = definitionOf(kind).plan;
  if (plan?.sectionId === id) blocks.push(structuredClone(examplePlans[plan.horizon]));
  if (id === "brief") {
    blocks.unshift({ type: "risk-flags", flags: [{ category: "suicidal-thoughts", sentenceIds: ["q4.s2"], addedBy: "screen" }] });
  }
  if (id === "profile") {
    const names = ["Reformer", "Helper", "Achiever", "Individualist", "Investigator", "Loyalist", "Enthusiast", "Challenger", "Peacemaker"];
    blocks.unshift({
      type: "scores",
      title: "Your nine scores",
      max: 100,
      rows: names.map((name, n) => ({ label: `Type ${n + 1}, the ${name}`, value: [62, 78, 45, 51, 40, 70, 38, 33, 74][n] ?? 0, highlight: n === 1 })),
      note: "Scores show how strongly the statements of each type fit you. They are not a diagnosis.",
    });
  }
  return { id, title: titleOf(id), newPage: id === "action-plan" || id === "brief", blocks };
}

const titleOf = (id: string) => {
  const words = id.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const titles: Record<ReportKind, string> = {
  catharsis: "Marriage Catharsis Report",
  "root-cause": "Root Cause Analysis",
  enneagram: "Enneagram Report",
  "therapist-summary": "Therapist Summary",
};

/** A hand-built template draft of one kind (sections repeated where a real report runs longer). */
export function exampleDocument(kind: ReportKind, repeat = 1): ReportDocument {
  const ids = definitionOf(kind).outline.flatMap((id) => Array.from({ length: id === "disclaimers" ? 1 : repeat }, (_, n) => (n === 0 ? id : `${id}-${n + 1}`)));
  const sections = ids.map((id, index) => section(id, index, kind));
  const disclaimers = sections.find((candidate) => candidate.id === "disclaimers");
  disclaimers?.blocks.push(
    { type: "guidance", text: "This report is not a diagnosis. It is not a substitute for care from a licensed professional." },
    { type: "guidance", text: "This report is not for emergencies: call or text 988, text HOME to 741741, or call 911." },
  );
  return { kind, title: titles[kind], subtitle: "Written from your answers to the Marriage survey", drafter: "template", sections };
}
