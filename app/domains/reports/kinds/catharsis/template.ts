import { formTopicLabels } from "~/shared/form-types";
import type { ReportEvidence } from "~/shared/report-evidence";
import type { PlanStep, ReportBlock, ReportDocument, ReportSection } from "../../document/report-document";
import { disclaimersSection, helpNowSection, preparingForTherapySection, seekHelpNowSection } from "../../template/common-sections";
import {
  answeredCount,
  callout,
  claim,
  guidance,
  joinLabels,
  joinWords,
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
import { guidanceFor, themeWording } from "../../template/guidance-library";
import { clientScaleBlocks } from "../../template/scale-guidance";
import { findThemes, type Theme } from "../../template/themes";
import { idsFitting } from "../../roles/block-purpose";
import { sentenceRoles } from "../../roles/sentence-roles";
import { blockParagraphs, questionsToSitWith, tailor, tailoredSteps, triesFor, type Tailoring } from "../../template/guidance/blocks/tailoring";
import { choose, chooseSome } from "../../template/guidance/blocks/variety";
import { fill, fillWording } from "../../template/guidance/blocks/fill";
import { catharsisFrames, catharsisLines } from "../../template/guidance/wordings/catharsis-frames";
import { namedPeople, personalFrames } from "./personal-frames";
import { namedThing } from "../../template/guidance/blocks/own-words";

/** This client's wordings of the report's own paragraphs (ADR 0067 and 0077). */
type Frames = ReturnType<typeof personalFrames>;

/** The themes a Catharsis Report walks through, each with its own section. */
const THEMES_TOLD = 6;
const QUOTES_PER_THEME = 4;
const PLAN_DAYS = ["Today", "Tomorrow", "The day after"] as const;

/**
 * The Catharsis Report from the client's own sentences: a letter, what they
 * told us theme by theme (each theme its own section, after
 * `what-you-told-us`, so it has a heading and a line in the contents), their
 * strengths, patterns, the 72-hour plan, the weeks after, preparing for
 * therapy, when to seek help now and the disclaimers. A flagged submission
 * opens with help now. Same evidence, same document.
 */
export function draftCatharsisReport(evidence: ReportEvidence): ReportDocument {
  const themes = presentedThemes(evidence, findThemes(evidence), THEMES_TOLD);
  const flagged = isFlagged(evidence);
  const tailoring = tailor(evidence, themes);
  const frames = personalFrames(evidence, themes, tailoring);
  return {
    kind: "catharsis",
    title: "Catharsis Report",
    subtitle: formTopicLabels[evidence.formType],
    drafter: "template",
    sections: [
      ...(flagged ? [helpNowSection(evidence)] : []),
      openingLetter(evidence, themes, tailoring, frames),
      whatYouToldUs(evidence, themes, frames),
      ...themeSections(evidence, themes, tailoring),
      strengths(evidence, themes, tailoring, frames),
      patterns(evidence, themes, tailoring, frames),
      ...moreYouToldUs(tailoring),
      actionPlan(evidence, themes, tailoring, frames),
      weeksAfter(evidence, themes, tailoring, frames),
      preparingForTherapySection(themes, evidence, namedPeople(tailoring)),
      seekHelpNowSection(),
      disclaimersSection(),
    ],
  };
}

function openingLetter(evidence: ReportEvidence, themes: Theme[], tailoring: Tailoring, { frame }: Frames): ReportSection {
  const leading = themes.slice(0, 3);
  const strongest = themes[0]?.sentenceIds[0];
  const sentence = evidence.sentences.find((entry) => entry.id === strongest);
  const { details, selected } = tailoring;
  const topics = selected.slice(0, 3);
  return {
    id: "opening-letter",
    title: "A letter to you",
    blocks: [
      ...(details.firstName ? guidance(`Dear ${details.firstName},`) : []),
      ...(details.lost
        ? paragraph(
            claim(
              fill(choose(details.seed, "letter-lost", catharsisLines.lost), {
                lost: details.lost,
                ...(details.since ? { since: details.since } : {}),
                ...(details.pronoun ? { they: details.pronoun } : {}),
              }),
              details.lostSentenceIds,
            ),
          )
        : []),
      ...frame("thanks"),
      ...paragraph(
        claim(
          fillWording(choose(details.seed, "stands-out", [catharsisLines.standsOut, ...catharsisLines.standsOutMore]), { count: String(answeredCount(evidence)), form: evidence.formName, themes: joinLabels(leading.map((theme) => theme.label)) }),
          leading.flatMap((theme) => topIds(theme, 1)),
        ),
        ...(topics.length > 0
          ? [claim(fillWording(catharsisLines.topics, { topics: joinLabels(topics.map((chosen) => chosen.block.topic)) }), topics.flatMap((chosen) => chosen.sentenceIds.slice(0, 2)))]
          : []),
      ),
      ...(sentence
        ? [
            ...paragraph(
              claim(
                fillWording(choose(details.seed, "stayed-with-us", catharsisLines.stayedWithUs), {
                  question: questionReference(evidence, [sentence.id]),
                  theme: lowerFirst(themes[0]!.label),
                }),
                [sentence.id],
              ),
            ),
            quote(sentence),
          ]
        : []),
      ...frame("notDiagnosis"),
      ...frame("pace"),
      ...frame("closing"),
    ],
  };
}

function whatYouToldUs(evidence: ReportEvidence, themes: Theme[], { frame }: Frames): ReportSection {
  return {
    id: "what-you-told-us",
    title: "What you told us",
    newPage: true,
    blocks: [
      ...frame("howToRead"),
      ...frame("whatComesAfter"),
      ...frame("howMade"),
      ...paragraph(
        claim(
          fillWording(choose(evidence.submissionId, "gathered", [catharsisLines.gathered, ...catharsisLines.gatheredMore]), { count: themes.length === 1 ? "one theme" : `${themes.length} themes`, themes: joinLabels(themes.map((theme) => theme.label)) }),
          themes.flatMap((theme) => topIds(theme, 1)),
        ),
      ),
      ...frame("order"),
      ...clientScaleBlocks(evidence),
    ],
  };
}

function themeSections(evidence: ReportEvidence, themes: Theme[], tailoring: Tailoring): ReportSection[] {
  const pick = quotePicker(evidence);
  const { seed } = tailoring.details;
  return themes.map((theme): ReportSection => {
    const library = guidanceFor(theme.id);
    const quoted = pick(theme, QUOTES_PER_THEME);
    const mentions = theme.sentenceIds;
    const blocks = tailoring.byTheme.get(theme.id) ?? [];
    // A theme with guidance blocks speaks through them; one without keeps two of its general paragraphs, chosen per client.
    const meaning = chooseSome(seed, `${theme.id}:meaning`, library.meaning, blocks.length > 0 ? 0 : 2);
    const content: ReportBlock[] = [
      ...paragraph(claim(fill(themeWording(seed, theme.id, "reflection"), thingOf(quoted)), quoted.map((sentence) => sentence.id))),
      ...quoted.map(quote),
      ...paragraph(
        claim(
          mentions.length === 1
            ? fillWording(catharsisLines.cameUpOnce, { question: questionReference(evidence, mentions) })
            : fillWording(choose(seed, `${theme.id}:came-up`, [catharsisLines.cameUp, ...catharsisLines.cameUpMore]), { count: String(mentions.length), question: questionReference(evidence, mentions.slice(0, QUOTES_PER_THEME)) }),
          mentions.slice(0, QUOTES_PER_THEME),
        ),
      ),
      ...blocks.flatMap((chosen) => blockParagraphs(tailoring, chosen)),
      ...guidance(...meaning),
      list("Something you might try", triesFor(tailoring, blocks, library.tryThis, theme.id, quoted.map((sentence) => sentence.text))),
      list("Questions to sit with", questionsToSitWith(tailoring, blocks, quoted, theme.id)),
    ];
    return { id: `theme-${theme.id}`.slice(0, 41), title: theme.label, blocks: content };
  });
}

/** What the theme's quoted sentences name, for a library text's `{thing}` slot. */
function thingOf(quoted: readonly { text: string }[]): { thing?: string } {
  const thing = quoted.map((sentence) => namedThing(sentence.text)).find(Boolean);
  return thing ? { thing } : {};
}

/** The salient topics whose sentences fell outside the presented themes: each still gets its own guidance, after the patterns. */
function moreYouToldUs(tailoring: Tailoring): ReportSection[] {
  if (tailoring.unplaced.length === 0) return [];
  const { seed } = tailoring.details;
  return [
    {
      id: "more-you-told-us",
      title: choose(seed, "more-title", ["More of what you told us", "Other things you named", "Other parts of your story"]),
      blocks: [
        ...guidance(
          choose(seed, "more-intro", [
            "A few more things in your answers deserve their own words. They are here, one after another.",
            "Some of what you wrote did not fit the themes above, yet it matters. Here it is, with some thoughts on each.",
            "Before the plan, here are a few more parts of your answers that stood out to us.",
            "Some things you wrote stand on their own. Here they are, each with a few words of its own.",
            "A few parts of your answers did not belong to one theme. Each gets its own words here.",
            "There is more in your answers that deserves attention. Here it is, one thing at a time.",
            "Not everything you wrote fits under a theme. These parts matter too, and each has a few thoughts below.",
            "Here are some other things you told us, each with its own words.",
          ]),
        ),
        ...tailoring.unplaced.flatMap((chosen) => [
          ...quotesOf(tailoring, chosen.sentenceIds.slice(0, 1)),
          ...blockParagraphs(tailoring, chosen),
          list("Something you might try", triesFor(tailoring, [chosen], [], chosen.block.id).slice(0, 2)),
        ]),
      ],
    },
  ];
}

function quotesOf(tailoring: Tailoring, ids: readonly string[]): ReportBlock[] {
  return ids.flatMap((id) => tailoring.evidence.sentences.filter((sentence) => sentence.id === id)).map(quote);
}

function strengths(evidence: ReportEvidence, themes: Theme[], tailoring: Tailoring, { frame, seed }: Frames): ReportSection {
  const support = themes.find((theme) => theme.id === "support" || theme.id === "what-helps");
  const supportQuote = support ? evidence.sentences.find((sentence) => sentence.id === support.sentenceIds[0]) : undefined;
  // Only sentences that describe a strength, a support, a memory or a hope are offered here (ADR 0062).
  const roles = sentenceRoles(evidence);
  const strengthIds = (ids: readonly string[], count: number) => idsFitting(roles, ids, "strength").slice(0, count);
  return {
    id: "strengths",
    title: "Strengths and supports you already have",
    newPage: true,
    blocks: [
      ...frame("strengthsIntro", "strength"),
      ...paragraph(...themes.slice(0, 5).map((theme) => claim(themeWording(tailoring.details.seed, theme.id, "strength"), strengthIds(theme.sentenceIds, 2)))),
      ...(support && supportQuote
        ? [
            ...paragraph(
              claim(
                choose(seed, "support-quote", [
                  "You also named some of the people and things that help you, as in your answer to {question}:",
                  "In your answer to {question}, you named some of the people and things that help you:",
                  "Your answer to {question} names one of the people and things that help you:",
                  "Among the people and things that help you, you named this in your answer to {question}:",
                  "Your answer to {question} points to some of the people and things that help you:",
                  "Some of the people and things that help you come through in your answer to {question}:",
                  "Here, from your answer to {question}, are some of the people and things that help you:",
                  "You wrote about the people and things that help you, for example in your answer to {question}:",
                  "In {question}, you wrote about some of the people and things that help you:",
                  "Your words in answer to {question} name some of the people and things that help you:",
                  "Think of the people and things that help you; your answer to {question} names some of them:",
                  "The people and things that help you show up in your answer to {question}:",
                  "Your answer to {question} tells of some of the people and things that help you:",
                  "In answering {question}, you named some of the people and things that help you:",
                  "Some of the people and things that help you appear in your answer to {question}:",
                  "Your answer to {question} gives a glimpse of the people and things that help you:",
                ]).replace("{question}", questionReference(evidence, [supportQuote.id])),
                [supportQuote.id],
              ),
            ),
            quote(supportQuote),
          ]
        : []),
      ...frame("writingIsStrength", "strength"),
      ...frame("strengthsCard", "strength"),
      ...frame("supportsEarly", "strength"),
    ],
  };
}

function patterns(evidence: ReportEvidence, themes: Theme[], tailoring: Tailoring, { frame, seed }: Frames): ReportSection {
  const shown = themes.slice(0, 4);
  // Theme wordings take the submission's seed, as the theme pages and the Root Cause Analysis do (ADR 0067).
  return {
    id: "patterns",
    title: "Patterns worth noticing",
    blocks: [
      ...frame("patternsIntro"),
      ...shown.flatMap((theme) => paragraph(claim(themeWording(tailoring.details.seed, theme.id, "pattern"), topIds(theme, 3)))),
      ...frame("patternsFeed"),
      list("Questions you might ask yourself", [...choose(seed, "patternQuestions", catharsisFrames.patternQuestions)]),
      ...paragraph(
        claim(
          `If you would like to explore these patterns with a counselor or therapist, the sentences you wrote for ${questionReference(evidence, shown.flatMap((theme) => topIds(theme, 1)))} are a good place to start.`,
          shown.flatMap((theme) => topIds(theme, 1)),
        ),
      ),
    ],
  };
}

function actionPlan(evidence: ReportEvidence, themes: Theme[], tailoring: Tailoring, { frame, plain }: Frames): ReportSection {
  // Steps from what the client said would help and their most salient topics first; the themes' own fill any day left.
  const tailored = tailoredSteps(tailoring, PLAN_DAYS);
  const steps: PlanStep[] = PLAN_DAYS.map((when, day) => {
    const own = tailored[day];
    if (own) return own.step;
    const theme = themeAt(themes, day);
    const library = guidanceFor(theme?.id ?? "");
    return { when, action: withoutDay(library.firstSteps[day] ?? library.firstSteps[0]!), evidence: topIds(theme, 2) };
  });
  const planned = PLAN_DAYS.map((_, day) => (tailored[day] ? undefined : themeAt(themes, day)));
  return {
    id: "action-plan",
    title: "Your 72-hour plan",
    newPage: true,
    blocks: [
      ...frame("planIntro"),
      { type: "plan", horizon: "72-hour", steps },
      ...paragraph(
        // A day with neither a tailored step nor a theme (a short submission) takes the library's step and says nothing of why.
        ...planned.flatMap((theme, day) => {
          if (theme) return [claim(`The ${["first", "second", "third"][day]} step answers what you wrote about ${lowerFirst(theme.label)}.`, topIds(theme, 2))];
          const because = tailored[day]?.because;
          return because ? [because] : [];
        }),
      ),
      callout(
        "If a step feels too big",
        plain("planTooBig"),
      ),
      ...frame("planAfter"),
    ],
  };
}

/** The library writes each first step with its day ("Tomorrow, ask…"); the plan shows the day in its own column. */
function withoutDay(step: string): string {
  const rest = step.replace(/^(?:Today|Tomorrow|The day after),\s*/, "");
  return rest[0]!.toUpperCase() + rest.slice(1);
}

function weeksAfter(evidence: ReportEvidence, themes: Theme[], tailoring: Tailoring, { frame }: Frames): ReportSection {
  // The ideas are the theme library's, so they take the submission's seed as its other wordings do (ADR 0067).
  const { seed } = tailoring.details;
  const used = themes.slice(0, 3);
  const support = themes.find((theme) => theme.id === "support");
  // The people the client named in their support answers, by name (never the one who died).
  const named = (support?.sentenceIds ?? []).flatMap((id) => (tailoring.details.people.get(id) ?? []).filter((name) => name !== tailoring.details.lost).map((name) => ({ id, name })));
  const helpers = [...new Set(named.map((entry) => entry.name))].slice(0, 3);
  const helperIds = helpers.map((name) => named.find((entry) => entry.name === name)!.id);
  // Each theme gives this client four of its ideas, kept in the library's order (early steps first), and each week shows two
  // of the three themes' ideas, all chosen per client (ADR 0067), so the weeks differ between clients with the same themes;
  // the library's general ideas when the answers gave no theme.
  const weekSources = (used.length > 0 ? used.map((theme) => theme.id) : [""]).map((id) => weekIdeas(seed, id));
  const weeks = [0, 1, 2, 3].map((week) =>
    list(`Week ${week + 1}`, chooseSome(seed, `week${week}`, [...new Set(weekSources.map((ideas) => ideas[week]).filter((item): item is string => item !== undefined))], 2)),
  );
  return {
    id: "weeks-after",
    title: "The weeks after",
    blocks: [
      ...frame("weeksIntro"),
      ...paragraph(claim(fillWording(choose(seed, "build-on", catharsisLines.buildOn), { themes: joinLabels(used.map((theme) => theme.label)) }), used.flatMap((theme) => topIds(theme, 1)))),
      ...weeks,
      ...frame("record"),
      ...frame("setbacks"),
      ...(support
        ? paragraph(
            claim(
              helpers.length > 0
                ? `You do not have to do this alone: ${joinWords(helpers)} may be glad to help with one or two of these ideas, if you let them know.`
                : "You do not have to do any of this alone. The people you mentioned in your answers may be glad to help with one or two of these ideas, if you let them know.",
              [...helperIds, ...topIds(support, 2)],
            ),
          )
        : guidance(choose(seed, "not-alone", catharsisLines.notAlone))),
      ...frame("monthEnd"),
      ...guidance(isFlagged(evidence) ? "And please keep the help-now numbers at the front of this report close at hand." : choose(seed, "keep-numbers", catharsisLines.keepNumbers)),
    ],
  };
}

/** Four of a theme's ideas for the weeks after, chosen per client and kept in the library's order. */
function weekIdeas(seed: string, themeId: string): string[] {
  const { weeks } = guidanceFor(themeId);
  const chosen = new Set(chooseSome(seed, `${themeId}:weeks`, weeks, 4));
  return weeks.filter((item) => chosen.has(item));
}
