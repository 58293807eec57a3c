import { EVIDENCE_VERSION, type EvidenceSentence, type ReportEvidence } from "~/shared/report-evidence";
import type { ReportKind } from "~/shared/report-kinds";
import type { Claim, ReportBlock, ReportDocument, ReportSection } from "../document/report-document";
import { HELP_NOW_SECTION } from "../document/report-outline";
import { definitionOf } from "../kinds";

/**
 * Small, hand-written evidence and reports that pass verification, for tests
 * (here and in the review lane) to break one rule at a time. The client is
 * fictional; the report is short, but has every section its kind owes.
 */
const answers: [questionNumber: number, sentences: string[]][] = [
  [1, ["Most mornings I feel heavy and flat, like there is no point getting up.", "By evening it lifts a little."]],
  [2, ["Since I retired I feel like a spare part in my own house."]],
  [3, ["I wake at four and go over everything I got wrong."]],
  [4, ["I used to love the garden and the book club, and now I do neither."]],
  [5, ["Some nights I think everyone would be better off without me."]],
  [6, ["I want to wake up wanting to get up."]],
];

/**
 * The wording of the questions whose answers the example offers as a strength and a goal, so their
 * sentences have those roles (ADR 0062); the others are placeholders.
 */
const questionTexts: Record<number, string> = {
  1: "How would you describe your mood lately, and what tends to lift your mood?",
  6: "What would feeling a little better look like for you?",
};

/** The sentence the safety screen flags when `flagged` is set. */
export const FLAGGED_SENTENCE = "q5.s1";

export function exampleEvidence({ flagged = false }: { flagged?: boolean } = {}): ReportEvidence {
  const sentences: EvidenceSentence[] = answers.flatMap(([number, texts]) =>
    texts.map((text, index) => {
      const id = `q${number}.s${index + 1}`;
      return { id, questionId: `depression-${number}`, text, safetyCategories: flagged && id === FLAGGED_SENTENCE ? ["suicidal-thoughts"] : [] };
    }),
  );
  return {
    version: EVIDENCE_VERSION,
    submissionId: "submission-example",
    formType: "depression",
    formName: "Depression Survey",
    bankVersion: "depression-v1",
    submittedAt: "2026-11-23T09:00:00.000Z",
    questions: answers.map(([number, texts]) => ({
      id: `depression-${number}`,
      number,
      sectionTitle: "How things are",
      text: questionTexts[number] ?? `Question ${number}`,
      sentenceIds: texts.map((_, index) => `q${number}.s${index + 1}`),
    })),
    sentences,
    safety: flagged ? { categories: ["suicidal-thoughts"], sentenceIds: [FLAGGED_SENTENCE] } : { categories: [], sentenceIds: [] },
    enneagram: null,
  };
}

const claim = (text: string, ...evidence: string[]): Claim => ({ text, evidence });
const paragraph = (...claims: Claim[]): ReportBlock => ({ type: "paragraph", claims });
const guidance = (text: string): ReportBlock => ({ type: "guidance", text });
const section = (id: string, title: string, ...blocks: ReportBlock[]): ReportSection => ({ id, title, blocks });

function quote(evidence: ReportEvidence, sentenceId: string): ReportBlock {
  const sentence = evidence.sentences.find((candidate) => candidate.id === sentenceId);
  if (!sentence) throw new Error(`No sentence ${sentenceId} in the example evidence`);
  return { type: "quote", sentenceId, text: sentence.text };
}

const seekHelpNow = section(
  "seek-help-now",
  "When to seek help now",
  guidance(
    "If you ever feel unsafe, or think about ending your life, call or text 988 (the Suicide & Crisis Lifeline) or text HOME to 741741, at any hour. If you are in immediate danger, call 911.",
  ),
);

const disclaimers = section(
  "disclaimers",
  "Please read",
  guidance("This report is not a diagnosis. It is not a substitute for care from a licensed professional."),
  guidance("It is not for emergencies: call or text 988, or call 911 if you are in danger."),
);

const helpNow = section(
  HELP_NOW_SECTION,
  "Getting help now",
  guidance("Some of what you wrote tells us things are very hard right now. You can call or text 988 at any hour, and a person will answer."),
);

function catharsis(evidence: ReportEvidence): ReportSection[] {
  return [
    section("opening-letter", "A letter to you", paragraph(claim("You wrote honestly about a hard season, and mornings sound like the heaviest part.", "q1.s1"))),
    section(
      "what-you-told-us",
      "What you told us",
      quote(evidence, "q2.s1"),
      paragraph(claim("Since you retired, you feel you have lost your place at home.", "q2.s1"), claim("Evenings are a little lighter for you.", "q1.s2")),
    ),
    section("strengths", "Strengths you already have", paragraph(claim("Evenings lift a little, and you know what you want from the mornings.", "q1.s2", "q6.s1"))),
    section(
      "patterns",
      "Patterns worth noticing",
      paragraph(claim('You wrote that you "go over everything I got wrong" in the early hours, which many people in your situation do.', "q3.s1")),
    ),
    section(
      "action-plan",
      "Your next 72 hours",
      {
        type: "plan",
        horizon: "72-hour",
        steps: [
          { when: "Today", action: "Spend ten minutes in the garden, with no goal.", evidence: ["q4.s1"] },
          { when: "Tomorrow", action: "Before bed, write one thing you would like the morning to hold.", evidence: ["q1.s1", "q6.s1"] },
          { when: "The day after", action: "Ask someone from the book club when they next meet.", evidence: ["q4.s1"] },
        ],
      },
    ),
    section("weeks-after", "The weeks after", guidance("Keep one small thing each week that is only yours, and notice which days feel lighter.")),
    section(
      "preparing-for-therapy",
      "Preparing for therapy",
      { type: "list", title: "Questions you might ask", items: ["How will we know this is helping?", "What can I do between sessions?", "How often will we meet?"] },
    ),
    seekHelpNow,
    disclaimers,
  ];
}

function rootCause(): ReportSection[] {
  const phase = (when: string, action: string, measure: string, ...evidence: string[]) => ({ when, action, measure, evidence });
  return [
    section("problem", "The problem, as you put it", paragraph(claim("Mornings feel pointless to you.", "q1.s1"))),
    section("evidence", "The evidence", paragraph(claim("You wake early and replay your mistakes.", "q3.s1"), claim("You have stopped what you used to love.", "q4.s1"))),
    section("contributing-factors", "What contributes", paragraph(claim("Retirement took away a role that mattered to you.", "q2.s1"))),
    section("mechanisms", "How it keeps going", paragraph(claim("Less to do in the day may leave more room for early-morning worry.", "q2.s1", "q3.s1"))),
    section("checking", "Checking against your words", paragraph(claim("Evenings being lighter fits this picture.", "q1.s2"))),
    section("plan", "Your 90-day plan", {
      type: "plan",
      horizon: "90-day",
      steps: [
        phase("Days 1–30", "One morning a week with a fixed plan outside the house.", "Four mornings planned and kept.", "q1.s1"),
        phase("Days 31–60", "Go back to the book club once.", "One meeting attended.", "q4.s1"),
        phase("Days 61–90", "Take on one small role that is yours.", "One weekly commitment held for a month.", "q2.s1"),
      ],
    }),
    seekHelpNow,
    disclaimers,
  ];
}

function enneagram(): ReportSection[] {
  const plain = (id: string, title: string, text: string) => section(id, title, guidance(text));
  return [
    section("profile", "Your nine scores", {
      type: "scores",
      title: "All nine types",
      max: 100,
      rows: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((type) => ({ label: `Type ${type}`, value: 40 + type })),
    }),
    plain("type-and-wing", "Type and wing", "Your highest score is type 9, with an 8 wing."),
    plain("near-ties", "Near-ties", "Types 8 and 9 are one point apart, so read both."),
    plain("growth-and-stress", "Growth and stress", "Type 9 grows toward 3 and, under stress, moves toward 6."),
    plain("strengths", "Strengths", "Steadiness and a wish for peace."),
    plain("blind-spots", "Blind spots", "Your own wishes can get lost."),
    plain("relationships", "Relationships", "Say what you want, even when it is small."),
    plain("practices", "Practices", "Each evening, name one thing you wanted today."),
    disclaimers,
  ];
}

function therapistSummary(evidence: ReportEvidence): ReportSection[] {
  const flags = evidence.safety.categories.map((category) => ({
    category,
    sentenceIds: evidence.sentences.filter((sentence) => sentence.safetyCategories.includes(category)).map((sentence) => sentence.id),
    addedBy: "screen" as const,
  }));
  return [
    section(
      "brief",
      "One-page clinician brief",
      paragraph(claim("Reports a low, flat mood, worst in the morning.", "q1.s1"), claim("Early waking with rumination.", "q3.s1")),
      { type: "risk-flags", flags },
      { type: "list", title: "Not assessed", items: ["Medication is not something our form asked about.", "Physical health."] },
    ),
    section("presenting-concerns", "Presenting concerns", paragraph(claim("Loss of interest in former hobbies.", "q4.s1"))),
    section("themes", "Themes", paragraph(claim("Loss of role since retirement.", "q2.s1"))),
    section("strengths", "Strengths", paragraph(claim("Evenings are somewhat better.", "q1.s2"))),
    section("goals", "The client's goals", paragraph(claim("To wake wanting to get up.", "q6.s1"))),
    section("considerations", "Considerations", guidance("The client may value practical, small steps.")),
    disclaimers,
  ];
}

/** A report of the given kind that passes every rule for this evidence. */
export function exampleReport(kind: ReportKind, evidence: ReportEvidence): ReportDocument {
  const flagged = evidence.safety.categories.length > 0;
  const sections = {
    catharsis: () => catharsis(evidence),
    "root-cause": rootCause,
    enneagram,
    "therapist-summary": () => therapistSummary(evidence),
  }[kind]();
  const opensWithHelp = flagged && definitionOf(kind).safety.opensWithHelpNow;
  return {
    kind,
    title: "Your report",
    subtitle: "Written from your answers",
    drafter: "template",
    sections: opensWithHelp ? [helpNow, ...sections] : sections,
  };
}
