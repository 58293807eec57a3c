import { formTopicLabels, type FormType } from "~/shared/form-types";
import { riskSentenceIds, type EvidenceSentence, type ReportEvidence } from "~/shared/report-evidence";
import type { PlanStep, ReportDocument, ReportSection } from "../../document/report-document";
import { disclaimersSection, helpNowSection, seekHelpNowSection } from "../../template/common-sections";
import {
  callout,
  claim,
  guidance,
  joinLabels,
  list,
  lowerFirst,
  paragraph,
  presentedThemes,
  questionReference,
  quote,
  quotePicker,
  themeAt,
  topIds,
} from "../../template/drafting";
import { isFlagged } from "../../document/scale-blocks";
import { guidanceFor } from "../../template/guidance-library";
import { clientScaleBlocks } from "../../template/scale-guidance";
import { findThemes, type Theme } from "../../template/themes";

/** The questions where each form asks for the problem itself, in the order we quote them. */
const problemQuestions: Record<FormType, readonly number[]> = {
  marriage: [2, 3, 9],
  "death-grief": [9, 5, 8],
  depression: [1, 3, 10],
  "mental-health-wellbeing": [16, 1, 23],
  enneagram: [],
};

const EVIDENCE_THEMES = 5;
const MECHANISMS = 3;
const PHASES = ["Days 1–30", "Days 31–60", "Days 61–90"] as const;

type Quotes = ReturnType<typeof quotePicker>;

/**
 * The Root Cause Analysis: the six steps as sections (the problem in the
 * client's words, the evidence, contributing factors, the main mechanisms,
 * checking them against the client's words, the 90-day plan), then when to
 * seek help now and the disclaimers; a flagged submission opens with help
 * now. Same evidence, same document.
 */
export function draftRootCauseAnalysis(evidence: ReportEvidence): ReportDocument {
  const found = findThemes(evidence);
  const themes = presentedThemes(evidence, found, found.length);
  const pick = quotePicker(evidence);
  const flagged = isFlagged(evidence);
  return {
    kind: "root-cause",
    title: "Root Cause Analysis",
    subtitle: formTopicLabels[evidence.formType],
    drafter: "template",
    sections: [
      ...(flagged ? [helpNowSection(evidence)] : []),
      problem(evidence, themes),
      evidenceSection(evidence, themes, pick),
      contributingFactors(themes),
      mechanisms(themes.slice(0, MECHANISMS)),
      checking(evidence, themes.slice(0, MECHANISMS), pick),
      plan(themes),
      // Flows on from the plan rather than opening a page of its own, to keep to 8–10 pages.
      { ...seekHelpNowSection(), newPage: false },
      disclaimersSection(),
    ],
  };
}

/** How many different answers a theme's sentences come from. */
function answerCount(evidence: ReportEvidence, theme: Theme): number {
  const questionOf = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence.questionId]));
  return new Set(theme.sentenceIds.map((id) => questionOf.get(id))).size;
}

/** The first two sentences of each problem question, skipping the safety screen's and empty answers. */
function problemSentences(evidence: ReportEvidence): EvidenceSentence[] {
  // Sentences about risk belong to help-now and the clinician's brief, never to the analysis (issue 27).
  const flagged = riskSentenceIds(evidence);
  const byId = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence]));
  const wanted = problemQuestions[evidence.formType]
    .map((number) => evidence.questions.find((question) => question.number === number))
    .flatMap((question) => question?.sentenceIds.filter((id) => !flagged.has(id)).slice(0, 2) ?? []);
  return wanted.map((id) => byId.get(id)).filter((sentence): sentence is EvidenceSentence => sentence !== undefined);
}

function problem(evidence: ReportEvidence, themes: Theme[]): ReportSection {
  const stated = problemSentences(evidence);
  const leading = themes.slice(0, 3);
  return {
    id: "problem",
    title: "Step 1: The problem, as you put it",
    blocks: [
      ...guidance(
        "A root cause analysis asks a simple question: what is keeping this difficulty going? It looks for causes, not for blame, and it works in six steps. We start with the problem in your own words, then gather the evidence from your answers, name the factors that seem to contribute, describe the mechanisms that may hold them in place, check that reading against what you wrote, and end with a 90-day plan.",
        "Nothing here is a diagnosis. It is a structured way of looking at what you told us, so that the steps you take are aimed at causes rather than only at how things feel on a given day.",
      ),
      ...paragraph(claim("In your own words, the problem looks like this.", stated.map((sentence) => sentence.id))),
      ...stated.map(quote),
      ...paragraph(
        claim(
          `Read alongside the rest of your answers, the difficulty you describe touches ${joinLabels(leading.map((theme) => theme.label))}.`,
          leading.flatMap((theme) => topIds(theme, 1)),
        ),
      ),
      ...guidance(
        "Stating a problem clearly is harder than it sounds, and it matters. A problem described only as a feeling can seem to have no edges; a problem described in terms of what happens, when and with whom starts to show where change might begin. Your answers already do much of that work.",
      ),
    ],
  };
}

function evidenceSection(evidence: ReportEvidence, themes: Theme[], pick: Quotes): ReportSection {
  const shown = themes.slice(0, EVIDENCE_THEMES);
  return {
    id: "evidence",
    title: "Step 2: The evidence in your answers",
    blocks: [
      ...guidance(
        "The sentences below are the evidence this analysis rests on, grouped by theme and copied exactly as you wrote them. They are not all of your sentences; they are the ones that speak most directly to each theme. Each one carries the number of the question it answered.",
      ),
      ...shown.flatMap((theme) => {
        const quoted = pick(theme, 2);
        return [
          ...paragraph(
            claim(
              `On ${lowerFirst(theme.label)}, ${theme.sentenceIds.length === 1 ? "one of your sentences speaks" : `${theme.sentenceIds.length} of your sentences speak`} to this, from ${answerCount(evidence, theme) === 1 ? "one answer" : `${answerCount(evidence, theme)} different answers`}. Among the clearest, from ${questionReference(evidence, quoted.map((sentence) => sentence.id))}:`,
              [...quoted.map((sentence) => sentence.id), ...theme.sentenceIds],
            ),
          ),
          ...quoted.map(quote),
        ];
      }),
      ...guidance(
        "Taken together, this evidence shows where your answers return again and again. A theme that appears in many answers, to questions asked in different ways, is more likely to point to something that matters than one that appears once.",
      ),
      ...clientScaleBlocks(evidence),
    ],
  };
}

function contributingFactors(themes: Theme[]): ReportSection {
  const shown = themes.slice(0, EVIDENCE_THEMES);
  return {
    id: "contributing-factors",
    title: "Step 3: Contributing factors",
    blocks: [
      ...guidance(
        "A contributing factor is anything that makes the difficulty more likely or harder to shift. Most difficulties have several, and none of them is anyone's fault. Here are the factors your answers point to, strongest first.",
      ),
      ...shown.flatMap((theme) => {
        const library = guidanceFor(theme.id);
        // The factor and its pattern: the Catharsis Report carries the longer guidance, and this report promises 8–10 pages.
        return paragraph(claim(`${library.factor}. ${library.pattern}`, topIds(theme, 3)));
      }),
      ...guidance(
        "Factors rarely act alone. Often one sets the stage for another: a big change removes routines, fewer routines leave more empty time, and empty time gives worry or sadness more room. The next step looks at how the strongest of these factors may hold one another in place.",
      ),
    ],
  };
}

function mechanisms(shown: Theme[]): ReportSection {
  return {
    id: "mechanisms",
    title: "Step 4: What may be keeping it going",
    blocks: [
      ...guidance(
        "A mechanism is the way a difficulty keeps itself going: a loop in which each part makes the next more likely. Mechanisms are useful to know because a loop can be interrupted at any point, and often the easiest point is a small one.",
      ),
      ...shown.flatMap((theme, index) => {
        const library = guidanceFor(theme.id);
        return [
          callout(`Mechanism ${index + 1}: ${library.factor}`, library.mechanism),
          ...paragraph(claim(`In your answers, this may be at work where you wrote about ${lowerFirst(theme.label)}.`, topIds(theme, 3))),
        ];
      }),
      ...paragraph(
        claim(
          `Of these, the one your answers return to most often is ${lowerFirst(shown[0]?.label ?? "what you described")}.`,
          topIds(shown[0], 3),
        ),
      ),
      ...guidance(
        "These mechanisms can also feed one another. When one loop tightens, the others often do too; when one loosens, the others tend to ease. That is why the plan at the end of this report starts with one small change rather than many.",
      ),
    ],
  };
}

function checking(evidence: ReportEvidence, shown: Theme[], pick: Quotes): ReportSection {
  return {
    id: "checking",
    title: "Step 5: Checking this against your own words",
    blocks: [
      ...guidance(
        "A reading of someone's life is only useful if it fits. Here we hold each mechanism up against what you wrote, and say plainly how firmly it rests on your answers.",
      ),
      ...shown.flatMap((theme, index) => {
        const library = guidanceFor(theme.id);
        const [support] = pick(theme, 1);
        const answers = answerCount(evidence, theme);
        const firmness =
          answers >= 3
            ? `This reading rests on ${answers} of your answers, so it does not depend on a single one.`
            : `This reading rests on only ${answers === 1 ? "one of your answers" : "two of your answers"}, so hold it more loosely.`;
        return [
          ...guidance(`For mechanism ${index + 1}, the question is this. ${library.check}`),
          ...paragraph(
            claim("Several of your sentences suggest that it may, including this one.", support ? [support.id] : topIds(theme, 1)),
            claim(firmness, theme.sentenceIds),
          ),
          ...(support ? [quote(support)] : []),
        ];
      }),
      list("What your answers cannot tell us", [
        "How long each of these patterns has been going on, and whether it comes and goes.",
        "How the other people in your life would describe the same events.",
        "Anything you chose not to write about, or did not think to mention.",
        "How your health, past experiences or circumstances we did not ask about play a part.",
      ]),
      ...guidance(
        "If a mechanism described here does not fit, trust yourself and cross it out. If it fits but something is missing, write the missing piece in the margin. A counselor or therapist can help you test this reading further, and this report is a good thing to bring to a first appointment.",
      ),
    ],
  };
}

function plan(themes: Theme[]): ReportSection {
  const phaseThemes = [themeAt(themes, 0), themeAt(themes, 1), themeAt(themes, 0)];
  const steps: PlanStep[] = PHASES.map((when, index) => {
    const theme = phaseThemes[index];
    const phase = guidanceFor(theme?.id ?? "").phases[index]!;
    return { when, action: phase.action, measure: phase.measure, evidence: topIds(theme, 2) };
  });
  const explained = phaseThemes.filter((theme): theme is Theme => theme !== undefined);
  return {
    id: "plan",
    title: "Step 6: Your 90-day plan",
    blocks: [
      ...guidance(
        "The plan has three phases of about 30 days each. Each phase has one main action and one sign of progress you can measure, so you can tell whether it is helping. The first phase starts with the mechanism your answers return to most often.",
      ),
      { type: "plan", horizon: "90-day", steps },
      ...paragraph(
        ...explained.map((theme, index) =>
          claim(`Phase ${index + 1} responds to what you wrote about ${lowerFirst(theme.label)}.`, topIds(theme, 2)),
        ),
      ),
      list("A weekly check-in, five minutes each Sunday", [
        "What did I do this week toward this phase's action?",
        "Where am I on this phase's measure?",
        "What got in the way, and what is one small adjustment for next week?",
      ]),
      callout(
        "If progress stalls",
        "Make the action smaller rather than giving it up. Halve it, or do it with someone else. A phase can also take longer than 30 days: the measure matters more than the calendar.",
      ),
      ...guidance(
        "At the end of the 90 days, read your answers and this report again. Notice what has changed, what has not, and what you now understand differently. That is the right moment to choose the next three months' focus, perhaps with the help of a counselor or someone you trust.",
      ),
    ],
  };
}
