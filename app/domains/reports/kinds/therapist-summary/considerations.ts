import type { ReportBlock, ReportSection } from "../../document/report-document";
import { phq9RiskItem, riskItemAnswer } from "../../document/scale-blocks";
import { strongestSentences } from "../../template/themes";
import { riskSentenceIds } from "~/shared/report-evidence";
import { claim, joinWords, lowerFirst, upperFirst, type SummaryContext } from "./context";
import { unaskedFits } from "./brief";
import { askedTopics, mentionedUnasked } from "./not-assessed";
import { guidance } from "./sections";
import { themeNote } from "./theme-notes";
import { clinicianText as text } from "./text";

const EXPLORED_THEMES = 3;
/** Each concern offers this many things to explore: first what the client's words touched on, then the general questions. */
const EXPLORE_ITEMS = 3;

export function considerationsSection(context: SummaryContext): ReportSection {
  const { evidence } = context;
  const flagged = evidence.safety.sentenceIds;
  const phq9 = phq9RiskItem(evidence);
  // The flagged sentences themselves are cited in the brief only (issue 27): here they are pointed to, not quoted again.
  const safety: ReportBlock =
    flagged.length > 0
      ? guidance(
          `The safety screen flagged language in ${context.whose} answers (see the risk flags in the brief, with their own words). A direct inquiry about current risk, following the clinician's own protocol, is indicated before other work.`,
        )
      : guidance(phq9 ? text.noFlagsWithItem9(context, riskItemAnswer(phq9)) : text.noFlags(context));
  // PHQ-9 item 9 above zero rests on the answer, not on a sentence: said apart from the screen's sentences.
  const item9: ReportBlock[] =
    phq9 && phq9.value > 0
      ? [guidance(`${upperFirst(context.who)} answered ${riskItemAnswer(phq9)} to PHQ-9 item 9, on thoughts of being better off dead or of hurting themselves (see the brief). A direct inquiry about current risk, following the clinician's own protocol, is indicated before other work.`)]
      : [];
  const explore = context.concerns.slice(0, EXPLORED_THEMES).flatMap((theme): ReportBlock[] => {
    const sentences = strongestSentences(evidence, theme, 2);
    if (sentences.length === 0) return [];
    const particular = context.topicsIn(theme).slice(0, 1).map((entry) => `Ask ${context.who} more about ${entry.topic} (${context.questionRefs(entry.sentenceIds)}).`);
    return [
      { type: "paragraph", claims: [claim(`On ${lowerFirst(themeNote(theme).label)} (${context.questionRefs(theme.sentenceIds)}), a clinician might explore:`, sentences)] },
      { type: "list", items: [...particular, ...themeNote(theme).explore.map((item) => named(context, item))].slice(0, EXPLORE_ITEMS) },
    ];
  });
  const goalRefs = context.goals.length > 0 ? context.questionRefs(context.goals.map((goal) => goal.id)) : null;
  const answered = evidence.questions.filter((question) => question.sentenceIds.length > 0).length;
  return {
    id: "considerations",
    title: "Considerations for a first appointment",
    blocks: [
      guidance(text.considerationsIntro(context)),
      ...(phq9 && phq9.value > 0 && flagged.length === 0 ? item9 : [safety, ...item9]),
      ...explore,
      ...askedBlocks(context),
      { type: "list", title: text.firstSessionTitle, items: text.firstSession(context, goalRefs) },
      { type: "list", title: "Limits of this summary", items: text.limits(context, answered, evidence.questions.length) },
    ],
  };
}

/**
 * What the form did ask of a clinician's intake topics, with the client's answers there (issue
 * 28): the brief lists what it did not ask. The screen's sentences are left to the brief.
 */
function askedBlocks(context: SummaryContext): ReportBlock[] {
  const { evidence } = context;
  const risky = riskSentenceIds(evidence);
  const asked = askedTopics(evidence)
    .filter((entry) => !/^Suicidal|^Safety at home/.test(entry.topic))
    .map((entry) => ({ ...entry, sentenceIds: evidence.questions.filter((question) => entry.questionIds.includes(question.id)).flatMap((question) => question.sentenceIds).filter((id) => !risky.has(id)) }));
  if (asked.length === 0) return [guidance("Of the topics a clinician usually asks about at intake, this form asked none directly; the brief lists them under Not assessed.")];
  const answered = asked.filter((entry) => entry.sentenceIds.length > 0);
  const blank = asked.filter((entry) => entry.sentenceIds.length === 0);
  return [
    ...(answered.length > 0
      ? [
          {
            type: "paragraph" as const,
            claims: [
              claim(
                `Of the topics a clinician usually asks about at intake, the form did ask about ${joinWords(answered.map((entry) => `${lowerFirst(entry.topic)} (${context.questionRefs(entry.sentenceIds)})`))}, and ${context.who} answered there.`,
                answered.flatMap((entry) => entry.sentenceIds.slice(0, 4)),
              ),
            ],
          },
        ]
      : []),
    ...(blank.length > 0 ? [guidance(`The form also asked about ${joinWords(blank.map((entry) => lowerFirst(entry.topic)))}; those answers were left blank or were flagged.`)] : []),
    ...unaskedHere(context),
  ];
}

/** What the client wrote about though the form did not ask, when the brief had no room for it. */
function unaskedHere(context: SummaryContext): ReportBlock[] {
  const mentioned = mentionedUnasked(context.evidence);
  if (mentioned.length === 0 || unaskedFits(context.evidence)) return [];
  const named = joinWords(mentioned.map((entry) => `${entry.short} (${context.questionRefs(entry.sentenceIds)})`));
  return [{ type: "paragraph", claims: [claim(`The form did not ask about ${named}, yet ${context.who} wrote about ${mentioned.length === 1 ? "it" : "them"} there.`, mentioned.flatMap((entry) => entry.sentenceIds.slice(0, 3)))] }];
}

/** A general note's "the client" as the summary names them elsewhere ("Which tasks has Harold taken on alone?"). */
export function named(context: SummaryContext, text: string): string {
  return text.replace(/\b([Tt])he client's\b/g, (_, t: string) => (t === "T" ? upperFirst(context.whose) : context.whose)).replace(/\b([Tt])he client\b/g, (_, t: string) => (t === "T" ? upperFirst(context.who) : context.who));
}
