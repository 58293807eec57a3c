import type { EvidenceSentence } from "~/shared/report-evidence";
import type { ReportBlock, ReportSection } from "../../document/report-document";
import { clinicianScaleBlocks } from "../../template/scale-guidance";
import { strongestSentences } from "../../template/themes";
import { claim, joinWords, lowerFirst, upperFirst, type SummaryContext } from "./context";
import { idsFitting } from "../../roles/block-purpose";
import { sentenceRoles } from "../../roles/sentence-roles";
import { themeContext, themeNote } from "./theme-notes";
import { clinicianText as text, saySlotted } from "./text";

/**
 * Sized so the detail fits 4-6 rendered pages (docs/report-style.md): the
 * concerns named, the themes quoted, and quotes per theme, goal and support.
 */
const DETAIL_THEMES = 5;
const QUOTED_THEMES = 4;
const QUOTES_PER_THEME = 2;
const GOAL_QUOTES = 3;
const STRENGTH_QUOTES = 1;
/** Topics a clinician weighs as protective when the client names them unasked (the form asks none directly). */
const PROTECTIVE = new Set(["life-faith", "grief-grandchildren", "life-grandchildren", "life-children", "grief-peers"]);

export const quote = (sentence: EvidenceSentence): ReportBlock => ({ type: "quote", sentenceId: sentence.id, text: sentence.text });
export const guidance = (words: string): ReportBlock => ({ type: "guidance", text: words });

export function presentingConcernsSection(context: SummaryContext): ReportSection {
  const { evidence } = context;
  const concerns = context.concerns.slice(0, DETAIL_THEMES);
  return {
    id: "presenting-concerns",
    title: "Presenting concerns",
    newPage: true,
    blocks: [
      guidance(text.aboutThisSummary(context, evidence.formName)),
      ...(concerns.length > 0
        ? [
            {
              type: "paragraph" as const,
              claims: concerns.map((theme, index) =>
                claim(
                  index === 0
                    ? `Most present in ${context.whose} answers: ${ownName(context, lowerFirst(themeNote(theme).label))}, in answers to ${context.questionRefs(theme.sentenceIds)}.`
                    : saySlotted(context, "alsoPresent", theme.id, ownName(context, lowerFirst(themeNote(theme).label)), context.questionRefs(theme.sentenceIds)),
                  strongestSentences(evidence, theme, 6),
                ),
              ),
            },
          ]
        : [guidance("The answers were too brief to group into themes; the client's answers are best read in full.")]),
      guidance(text.concernsOrder(context)),
      ...clinicianScaleBlocks(evidence, context),
    ],
  };
}

export function themesSection(context: SummaryContext): ReportSection {
  const { evidence } = context;
  // Supports and coping have their own section, and so do hopes.
  const blocks = context.concerns.slice(0, QUOTED_THEMES).flatMap((theme): ReportBlock[] => {
    const sentences = strongestSentences(evidence, theme, QUOTES_PER_THEME);
    if (sentences.length === 0) return [];
    const count = theme.sentenceIds.length;
    const within = context.topicsIn(theme).slice(0, 2);
    return [
      {
        type: "paragraph",
        claims: [
          claim(`${themeNote(theme).label}: ${count === 1 ? "one sentence" : `${count} sentences`} (${context.questionRefs(theme.sentenceIds)}).`, theme.sentenceIds),
        ],
      },
      ...sentences.map(quote),
      // What the client's words touch on within the concern says more than a general note; the note stays where they touch on nothing particular.
      within.length > 0
        ? {
            type: "paragraph",
            claims: within.map((entry, index) =>
              claim(
                index === 0
                  ? `Within this, ${context.whose} words touch on ${entry.topic} (${context.questionRefs(entry.sentenceIds)}).`
                  : saySlotted(context, "alsoTouches", `${theme.id}:${index}`, entry.topic, context.questionRefs(entry.sentenceIds)),
                entry.sentenceIds,
              ),
            ),
          }
        : guidance(ownName(context, themeContext(theme, evidence.submissionId))),
    ];
  });
  return {
    id: "themes",
    title: "Themes in the client's words",
    blocks: [guidance(text.themesIntro(context)), ...(blocks.length > 0 ? blocks : [guidance("No themes could be drawn from these answers.")])],
  };
}

export function strengthsSection(context: SummaryContext): ReportSection {
  const { evidence, themes } = context;
  const resourceThemes = themes.filter((theme) => theme.id === "support" || theme.id === "what-helps" || theme.id === "memories-meaning");
  const blocks = resourceThemes.flatMap((theme): ReportBlock[] => {
    const sentences = strongestSentences(evidence, theme, STRENGTH_QUOTES);
    if (sentences.length === 0) return [];
    const lead = text.resourceLead[theme.id]?.(upperFirst(context.who)) ?? themeNote(theme).label;
    return [{ type: "paragraph", claims: [claim(`${lead} (${context.questionRefs(theme.sentenceIds)}).`, theme.sentenceIds)] }, ...sentences.map(quote)];
  });
  // Offered here only where the client's own sentence reads as a support, a memory or a hope (ADR 0062): "my faith is gone" is not protective.
  const readings = sentenceRoles(evidence);
  const protective = context.topics
    .filter((entry) => PROTECTIVE.has(entry.id))
    .map((entry) => ({ ...entry, sentenceIds: idsFitting(readings, entry.sentenceIds, "strength") }))
    .filter((entry) => entry.sentenceIds.length > 0);
  return {
    id: "strengths",
    title: "Strengths, supports and protective factors",
    blocks: [
      guidance(text.strengthsIntro(context)),
      ...(blocks.length > 0 ? blocks : [guidance(text.noResources)]),
      guidance(text.protectiveNotAsked(context)),
      ...(protective.length > 0
        ? [
            {
              type: "paragraph" as const,
              claims: [
                claim(
                  `Unasked, ${context.who} also writes of ${joinWords(protective.map((entry) => `${entry.topic} (${context.questionRefs(entry.sentenceIds)})`))}, which may be worth weighing among these.`,
                  protective.flatMap((entry) => entry.sentenceIds.slice(0, 3)),
                ),
              ],
            },
          ]
        : []),
    ],
  };
}

export function goalsSection(context: SummaryContext): ReportSection {
  const { goals } = context;
  return {
    id: "goals",
    title: "The client's goals",
    blocks: [
      guidance(text.goalsIntro(context)),
      ...(goals.length > 0
        ? [
            {
              type: "paragraph" as const,
              claims: [claim(`Asked what they hope for (${context.questionRefs(goals.map((goal) => goal.id))}), ${context.who} wrote the following.`, goals)],
            },
            ...goals.slice(0, GOAL_QUOTES).map(quote),
          ]
        : [guidance("The client did not write about goals or hopes in these answers; this may be a useful first question.")]),
    ],
  };
}

/** A general note's lower-case "the client" as the summary names them elsewhere, so a note reads to this client (issue 28). */
function ownName(context: SummaryContext, text: string): string {
  return text.replace(/\bthe client's\b/g, context.whose).replace(/\bthe client\b/g, context.who);
}
