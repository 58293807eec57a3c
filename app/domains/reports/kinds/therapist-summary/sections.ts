import type { EvidenceSentence } from "~/shared/report-evidence";
import type { ReportBlock, ReportSection } from "../../document/report-document";
import { phq9RiskItem, riskItemAnswer } from "../../document/scale-blocks";
import { clinicianScaleBlocks } from "../../template/scale-guidance";
import { strongestSentences } from "../../template/themes";
import { claim, lowerFirst, type SummaryContext } from "./context";
import { themeNote } from "./theme-notes";
import { clinicianText as text } from "./text";

/**
 * Sized so the detail fits 4-6 rendered pages (docs/report-style.md): the
 * concerns named, the themes quoted, and quotes per theme, goal and support.
 */
const DETAIL_THEMES = 5;
const QUOTED_THEMES = 4;
const QUOTES_PER_THEME = 2;
const GOAL_QUOTES = 3;
const STRENGTH_QUOTES = 1;
const EXPLORED_THEMES = 3;

const quote = (sentence: EvidenceSentence): ReportBlock => ({ type: "quote", sentenceId: sentence.id, text: sentence.text });
const guidance = (words: string): ReportBlock => ({ type: "guidance", text: words });

export function presentingConcernsSection(context: SummaryContext): ReportSection {
  const { evidence } = context;
  const concerns = context.concerns.slice(0, DETAIL_THEMES);
  return {
    id: "presenting-concerns",
    title: "Presenting concerns",
    newPage: true,
    blocks: [
      guidance(text.aboutThisSummary),
      ...(concerns.length > 0
        ? [
            {
              type: "paragraph" as const,
              claims: concerns.map((theme, index) =>
                claim(
                  `${index === 0 ? "Most present in the answers" : "Also present"}: ${lowerFirst(themeNote(theme).label)}, in answers to ${context.questionRefs(theme.sentenceIds)}.`,
                  strongestSentences(evidence, theme, 6),
                ),
              ),
            },
          ]
        : [guidance("The answers were too brief to group into themes; the client's answers are best read in full.")]),
      guidance(text.concernsOrder),
      ...clinicianScaleBlocks(evidence),
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
    return [
      {
        type: "paragraph",
        claims: [
          claim(
            `${themeNote(theme).label}: ${count === 1 ? "one sentence" : `${count} sentences`} (${context.questionRefs(theme.sentenceIds)}).`,
            theme.sentenceIds,
          ),
        ],
      },
      ...sentences.map(quote),
      guidance(themeNote(theme).context),
    ];
  });
  return {
    id: "themes",
    title: "Themes in the client's words",
    blocks: [guidance(text.themesIntro), ...(blocks.length > 0 ? blocks : [guidance("No themes could be drawn from these answers.")])],
  };
}

export function strengthsSection(context: SummaryContext): ReportSection {
  const { evidence, themes } = context;
  const resourceThemes = themes.filter((theme) => theme.id === "support" || theme.id === "what-helps" || theme.id === "memories-meaning");
  const blocks = resourceThemes.flatMap((theme): ReportBlock[] => {
    const sentences = strongestSentences(evidence, theme, STRENGTH_QUOTES);
    if (sentences.length === 0) return [];
    return [
      { type: "paragraph", claims: [claim(`${text.resourceLead[theme.id] ?? themeNote(theme).label} (${context.questionRefs(theme.sentenceIds)}).`, theme.sentenceIds)] },
      ...sentences.map(quote),
    ];
  });
  return {
    id: "strengths",
    title: "Strengths, supports and protective factors",
    blocks: [
      guidance(text.strengthsIntro),
      ...(blocks.length > 0 ? blocks : [guidance(text.noResources)]),
      guidance(text.protectiveNotAsked),
    ],
  };
}

export function goalsSection(context: SummaryContext): ReportSection {
  const { goals } = context;
  return {
    id: "goals",
    title: "The client's goals",
    blocks: [
      guidance(text.goalsIntro),
      ...(goals.length > 0
        ? [
            {
              type: "paragraph" as const,
              claims: [claim(`Asked what they hope for (${context.questionRefs(goals.map((goal) => goal.id))}), the client wrote the following.`, goals)],
            },
            ...goals.slice(0, GOAL_QUOTES).map(quote),
          ]
        : [guidance("The client did not write about goals or hopes in these answers; this may be a useful first question.")]),
    ],
  };
}

export function considerationsSection(context: SummaryContext): ReportSection {
  const { evidence } = context;
  const flagged = evidence.safety.sentenceIds;
  const phq9 = phq9RiskItem(evidence);
  // The flagged sentences themselves are cited in the brief only (issue 27): here they are pointed to, not quoted again.
  const safety: ReportBlock =
    flagged.length > 0
      ? guidance(
          "The safety screen flagged language in these answers (see the risk flags in the brief, with the client's own words). A direct inquiry about current risk, following the clinician's own protocol, is indicated before other work.",
        )
      : guidance(phq9 ? text.noFlagsWithItem9(riskItemAnswer(phq9)) : text.noFlags);
  // PHQ-9 item 9 above zero rests on the answer, not on a sentence: said apart from the screen's sentences.
  const item9: ReportBlock[] =
    phq9 && phq9.value > 0
      ? [guidance(`The client answered ${riskItemAnswer(phq9)} to PHQ-9 item 9, on thoughts of being better off dead or of hurting themselves (see the brief). A direct inquiry about current risk, following the clinician's own protocol, is indicated before other work.`)]
      : [];
  const explore = context.concerns.slice(0, EXPLORED_THEMES).flatMap((theme): ReportBlock[] => {
    const sentences = strongestSentences(evidence, theme, 2);
    if (sentences.length === 0) return [];
    return [
      { type: "paragraph", claims: [claim(`On ${lowerFirst(themeNote(theme).label)} (${context.questionRefs(theme.sentenceIds)}), a clinician might explore:`, sentences)] },
      { type: "list", items: themeNote(theme).explore },
    ];
  });
  return {
    id: "considerations",
    title: "Considerations for a first appointment",
    blocks: [
      guidance(text.considerationsIntro),
      ...(phq9 && phq9.value > 0 && flagged.length === 0 ? item9 : [safety, ...item9]),
      ...explore,
      { type: "list", title: text.firstSessionTitle, items: [...text.firstSession] },
      { type: "list", title: "Limits of this summary", items: [...text.limits] },
    ],
  };
}
