import { riskSentenceIds, type EvidenceSentence, type ReportEvidence } from "~/shared/report-evidence";
import type { ReportBlock, ReportSection, RiskFlag } from "../../document/report-document";
import { evidenceScales, scalesBlock } from "../../document/scale-blocks";
import { screenFlags } from "../../document/screen-flags";
import { claim, joinWords, longDate, upperFirst, type SummaryContext } from "./context";
import { explicitDenials } from "./denials";
import { mentionedUnasked, notAssessedTopics } from "./not-assessed";
import { themeNote } from "./theme-notes";

/** The brief must fit one page: this many presenting concerns, goals quoted and denials cited at most. */
const BRIEF_CONCERNS = 4;
/**
 * The scales' table takes the room of a concern or two, and each flag beyond
 * the first the room of another (every concern is named in the detail that
 * follows), so the brief stays one page; at least one is always named.
 */
function briefConcerns(evidence: ReportEvidence): number {
  return Math.max(1, concernRoom(evidence) - (unaskedFits(evidence) ? 1 : 0));
}

/** The brief names what the client wrote about unasked when that leaves two concerns or more; else the considerations carry it alone. */
export function unaskedFits(evidence: ReportEvidence): boolean {
  return mentionedUnasked(evidence).length > 0 && concernRoom(evidence) >= 3;
}

function concernRoom(evidence: ReportEvidence): number {
  const extraFlags = Math.max(0, screenFlags(evidence).length - 1);
  // The "read first" sentences take the room of a concern, or two when there are several.
  const readFirst = Math.min(2, readFirstSentences(evidence).length);
  return BRIEF_CONCERNS - Math.min(2, evidenceScales(evidence).length) - (evidenceScales(evidence).length > 0 ? extraFlags : 0) - readFirst;
}
/**
 * The brief prints at most this many "read first" sentences, and none beside an urgent flag's
 * (the page holds one flag more, no more); the rest are named by question, so it stays one page.
 */
const BRIEF_READ_FIRST = 1;
const readFirstPrinted = (evidence: ReportEvidence) => (screenFlags(evidence).length > 0 ? 0 : BRIEF_READ_FIRST);
/** How a "read first" flag's category begins: the renderer prints it as "Read first: suicidal thoughts". */
const READ_FIRST = "read-first:";
const BRIEF_GOALS = 1;
const BRIEF_DENIALS = 6;
/** The goal quoted on the brief is a short one, so it fits beside everything else. */
const BRIEF_GOAL_WORDS = 25;

/**
 * The one-page clinician brief (docs/report-style.md, "Structure"): presenting
 * concerns, risk flags with the client's verbatim sentences, explicit
 * denials, what the form did not ask, scores and the client's goals. The
 * renderer prints each flag's cited sentences; nothing else on this page
 * repeats them, and no other section quotes a flagged sentence.
 */
export function briefSection(context: SummaryContext): ReportSection {
  const { evidence, concerns } = context;
  const answered = evidence.questions.filter((question) => question.sentenceIds.length > 0).length;
  return {
    id: "brief",
    title: "Clinician brief",
    newPage: false,
    blocks: [
      {
        type: "guidance",
        text: `Written self-report${evidence.firstName ? ` by ${evidence.firstName}` : ""}, ${evidence.formName}, ${longDate(evidence.submittedAt)} (${answered} of ${evidence.questions.length} questions answered). ${upperFirst(context.whose)} own words, summarized; not a clinical assessment.`,
      },
      {
        type: "list",
        title: "Presenting concerns",
        items:
          concerns.length > 0
            ? concerns.slice(0, briefConcerns(evidence)).map((theme) => `${themeNote(theme).label} (${context.questionRefs(theme.sentenceIds)})`)
            : ["The answers were too brief to group into themes; see the answers in full."],
      },
      { type: "guidance", text: `Risk flags (a phrase screen, not a risk assessment), each with ${context.whose} sentence:` },
      { type: "risk-flags", flags: [...screenFlags(evidence), ...readFirstFlags(evidence)] },
      ...readFirstRest(context),
      denialsBlock(context),
      { type: "list", title: "Not assessed by this form", items: notAssessedTopics(evidence) },
      ...unaskedBlocks(context),
      scoresBlock(evidence),
      ...goalsBlocks(context),
    ],
  };
}

/**
 * The sentences that touch risk but are not printed with the screen's flags: those only the
 * review tier heard (ADR 0059). The brief is the one place besides help-now they may appear.
 */
function readFirstSentences(evidence: ReportEvidence): EvidenceSentence[] {
  const risky = riskSentenceIds(evidence);
  const printed = new Set(screenFlags(evidence).flatMap((flag) => flag.sentenceIds));
  return evidence.sentences.filter((sentence) => risky.has(sentence.id) && !printed.has(sentence.id));
}

/**
 * "Read first: <category>", the client's own words: the first such sentences as flags beside the
 * screen's (the renderer prints a flag's sentences from the evidence, so the document holds only
 * ids), headed apart from the urgent ones; the rest are named by question, so the brief stays one page.
 */
function readFirstFlags(evidence: ReportEvidence): RiskFlag[] {
  const flags: RiskFlag[] = [];
  for (const sentence of readFirstSentences(evidence).slice(0, readFirstPrinted(evidence))) {
    const category = `${READ_FIRST} ${sentence.riskCategories?.[0] ?? sentence.safetyCategories[0] ?? "the client's own words"}`;
    const flag = flags.find((each) => each.category === category);
    if (flag) flag.sentenceIds.push(sentence.id);
    else flags.push({ category, sentenceIds: [sentence.id], addedBy: "screen" });
  }
  return flags;
}

function readFirstRest(context: SummaryContext): ReportBlock[] {
  const printed = readFirstPrinted(context.evidence);
  const rest = readFirstSentences(context.evidence).slice(printed);
  if (rest.length === 0) return [];
  const refs = context.questionRefs(rest.map((sentence) => sentence.id));
  const many = rest.length === 1 ? "one sentence" : `${rest.length} sentences`;
  const text =
    printed > 0
      ? `Read first: ${many.replace(" sentence", " more sentence")} of this kind (${refs}).`
      : `Read first: ${many} the screen's wider tier heard (${refs}), not urgent alone; worth asking about.`;
  return [{ type: "paragraph", claims: [claim(text, rest)] }];
}

function denialsBlock(context: SummaryContext): ReportBlock {
  const denials = explicitDenials(context.evidence).slice(0, BRIEF_DENIALS);
  if (denials.length === 0) {
    return { type: "guidance", text: context.evidence.firstName ? `Explicit denials: none in ${context.whose} answers.` : "Explicit denials: No explicit denials were written." };
  }
  return {
    type: "paragraph",
    claims: [
      claim(
        `Explicit denials: the client wrote ${denials.length === 1 ? "one sentence" : `${denials.length} sentences`} denying risk in so many words (${denials.map((denial) => denial.id).join(", ")}). Written denials are not a substitute for asking directly.`,
        denials,
      ),
    ],
  };
}

/** The validated scales' table (score, band, PHQ-9 item 9 and its answer), else the Enneagram's scores, else a line saying there are none. */
function scoresBlock(evidence: ReportEvidence): ReportBlock {
  const scales = scalesBlock(evidence, "table");
  if (scales) return scales;
  if (!evidence.enneagram) return { type: "guidance", text: "Scores: No standardized scales were included in this form." };
  return {
    type: "scores",
    title: "Enneagram scores (self-report of preferences, not a clinical scale)",
    max: 100,
    rows: evidence.enneagram.scores.map((entry) => ({ label: `Type ${entry.type}: ${entry.name}`, value: entry.score })),
    note: "This is not a diagnosis.",
  };
}

function goalsBlocks(context: SummaryContext): ReportBlock[] {
  const { goals, evidence } = context;
  if (goals.length === 0) return [{ type: "guidance", text: "The client's goals: none were written in answer to the form's questions about hopes." }];
  // Beside an urgent flag and "read first" sentences the page has no line to spare: the goals have their own section.
  if (screenFlags(evidence).length > 0 && readFirstSentences(evidence).length > 0) return [];
  const shortest = goals.filter((goal) => goal.text.split(/\s+/).length <= BRIEF_GOAL_WORDS);
  // A flagged or "read first" brief carries those sentences instead: the goals are quoted in their own section.
  const quoted = evidence.safety.categories.length > 0 || readFirstSentences(evidence).length > 0 ? [] : (shortest.length > 0 ? shortest : goals).slice(0, BRIEF_GOALS);
  return [
    {
      type: "paragraph",
      claims: [
        claim(
          quoted.length > 0
            ? `${upperFirst(context.whose)} goals, in their words (${context.questionRefs(goals.map((goal) => goal.id))}):`
            : `${upperFirst(context.whose)} goals: ${goals.length === 1 ? "one sentence" : `${goals.length} sentences`} (${context.questionRefs(goals.map((goal) => goal.id))}), quoted under The client's goals.`,
          goals,
        ),
      ],
    },
    ...quoted.map((goal): ReportBlock => ({ type: "quote", sentenceId: goal.id, text: goal.text })),
  ];
}

/**
 * What the client wrote about though the form did not ask (issue 28), beside "Not assessed": the
 * clinician sees what was not asked and where the client spoke anyway. What the form did ask is
 * set out in the considerations, where the page has room.
 */
function unaskedBlocks(context: SummaryContext): ReportBlock[] {
  const mentioned = mentionedUnasked(context.evidence);
  if (!unaskedFits(context.evidence)) return [];
  const named = joinWords(mentioned.map((entry) => `${entry.short} (${context.questionRefs(entry.sentenceIds).replace(/, and \d+ more$/, " and more")})`));
  return [{ type: "paragraph", claims: [claim(`Not asked, yet written about: ${named}.`, mentioned.flatMap((entry) => entry.sentenceIds.slice(0, 3)))] }];
}
