import type { EvidenceSentence } from "~/shared/report-evidence";
import type { ReportBlock, ReportSection } from "../document/report-document";
import { strongestSentences } from "./themes";
import { claim, joinWords, lowerFirst, type SummaryContext } from "./therapist-context";
import { themeNote } from "./therapist-theme-notes";
import { clinicianText as text } from "./therapist-text";

/** How many themes the detail pages cover, and how many of each theme's sentences they quote. */
const DETAIL_THEMES = 7;
const QUOTES_PER_THEME = 3;
const GOAL_QUOTES = 6;
const STRENGTH_QUOTES = 2;
const EXPLORED_THEMES = 5;

const quote = (sentence: EvidenceSentence): ReportBlock => ({ type: "quote", sentenceId: sentence.id, text: sentence.text });
const guidance = (words: string): ReportBlock => ({ type: "guidance", text: words });

export function presentingConcernsSection(context: SummaryContext): ReportSection {
  const { evidence } = context;
  const sections = [...new Set(evidence.questions.map((question) => question.sectionTitle))];
  const concerns = context.concerns.slice(0, DETAIL_THEMES);
  const [first] = concerns;
  return {
    id: "presenting-concerns",
    title: "Presenting concerns",
    newPage: true,
    blocks: [
      ...text.aboutThisSummary.map(guidance),
      guidance(`The ${evidence.formName} asks ${evidence.questions.length} open questions in ${sections.length} parts: ${joinWords(sections)}.`),
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
            ...(first ? strongestSentences(evidence, first, 1).map(quote) : []),
          ]
        : [guidance("The answers were too brief to group into themes; the client's answers are best read in full.")]),
      guidance(text.concernsOrder),
    ],
  };
}

export function themesSection(context: SummaryContext): ReportSection {
  const { evidence } = context;
  // Concerns first, then the supports and coping the client described; hopes have their own section.
  const detailed = [...new Set([...context.concerns, ...context.themes.filter((theme) => theme.id !== "hopes")])].slice(0, DETAIL_THEMES);
  const blocks = detailed.flatMap((theme): ReportBlock[] => {
    const sentences = strongestSentences(evidence, theme, QUOTES_PER_THEME);
    if (sentences.length === 0) return [];
    const count = theme.sentenceIds.length;
    return [
      {
        type: "paragraph",
        claims: [
          claim(
            `${themeNote(theme).label} (${context.questionRefs(theme.sentenceIds)}): the client returned to this in ${count === 1 ? "one sentence" : `${count} sentences`}; the clearest are quoted below.`,
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
    newPage: true,
    blocks: [guidance(text.themesIntro), guidance(text.quotingNote), ...(blocks.length > 0 ? blocks : [guidance("No themes could be drawn from these answers.")])],
  };
}

export function strengthsSection(context: SummaryContext): ReportSection {
  const { evidence, themes } = context;
  const resourceThemes = themes.filter((theme) => theme.id === "support" || theme.id === "what-helps" || theme.id === "memories-meaning");
  const blocks = resourceThemes.flatMap((theme): ReportBlock[] => {
    // The themes section quoted the first few; these are the next ones down.
    const sentences = strongestSentences(evidence, theme, QUOTES_PER_THEME + STRENGTH_QUOTES).slice(QUOTES_PER_THEME);
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
      guidance(text.strengthsNote),
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
      guidance(text.goalsNote),
    ],
  };
}

export function considerationsSection(context: SummaryContext): ReportSection {
  const { evidence } = context;
  const flagged = evidence.safety.sentenceIds;
  const safety: ReportBlock =
    flagged.length > 0
      ? {
          type: "paragraph",
          claims: [
            claim(
              "The safety screen flagged language in these answers (see the risk flags in the brief). A direct enquiry about current risk, following the clinician's own protocol, is indicated before other work.",
              flagged,
            ),
          ],
        }
      : guidance(text.noFlags);
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
    newPage: true,
    blocks: [
      guidance(text.considerationsIntro),
      safety,
      ...explore,
      { type: "list", title: text.firstSessionTitle, items: [...text.firstSession] },
      guidance(text.workingWithSummary),
      { type: "list", title: "Limits of this summary", items: [...text.limits] },
    ],
  };
}
