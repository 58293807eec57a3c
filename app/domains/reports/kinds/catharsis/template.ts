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
import { blockParagraphs, questionsToSitWith, tailor, tailoredSteps, triesFor, type Tailoring } from "../../template/guidance/blocks/tailoring";
import { choose, chooseSome } from "../../template/guidance/blocks/variety";
import { fill } from "../../template/guidance/blocks/fill";

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
  return {
    kind: "catharsis",
    title: "Catharsis Report",
    subtitle: formTopicLabels[evidence.formType],
    drafter: "template",
    rewrittenByReviewer: false,
    sections: [
      ...(flagged ? [helpNowSection(evidence)] : []),
      openingLetter(evidence, themes, tailoring),
      whatYouToldUs(evidence, themes),
      ...themeSections(evidence, themes, tailoring),
      ...moreYouToldUs(tailoring),
      strengths(evidence, themes),
      patterns(evidence, themes),
      actionPlan(evidence, themes, tailoring),
      weeksAfter(evidence, themes),
      preparingForTherapySection(themes, evidence),
      seekHelpNowSection(),
      disclaimersSection(),
    ],
  };
}

function openingLetter(evidence: ReportEvidence, themes: Theme[], tailoring: Tailoring): ReportSection {
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
              fill(
                choose(details.seed, "letter-lost", [
                  "We read every word you wrote about {lost}[, and about the {since} since {they} died].",
                  "[In the {since} since {lost} died, ]you have carried a great deal, and your answers show it.",
                  "Your answers are full of {lost}, and of the life you shared.",
                ]),
                { lost: details.lost, ...(details.since ? { since: details.since } : {}), ...(details.pronoun ? { they: details.pronoun } : {}) },
              ),
              details.lostSentenceIds,
            ),
          )
        : []),
      ...guidance(
        "Thank you for the time and the care you gave to your answers. Writing honestly about the hardest parts of life is not easy, and many people never find the words. You did, and this report is built from them.",
      ),
      ...paragraph(
        claim(
          `You answered ${answeredCount(evidence)} questions of the ${evidence.formName}. Reading them, what stood out most was what you wrote about ${joinLabels(leading.map((theme) => theme.label))}.`,
          leading.flatMap((theme) => topIds(theme, 1)),
        ),
        ...(topics.length > 0
          ? [claim(`We also paid close attention to ${joinLabels(topics.map((chosen) => chosen.block.topic))}, and each has its own words in the pages ahead.`, topics.flatMap((chosen) => chosen.sentenceIds.slice(0, 2)))]
          : []),
      ),
      ...(sentence
        ? [...paragraph(claim("One sentence in particular stayed with us, and we come back to it later in this report.", [sentence.id])), quote(sentence)]
        : []),
      ...guidance(
        "This report does not tell you what is wrong with you, and it does not try to. It reflects back what you told us, in your own words, and offers some ways of thinking about it that many people in similar situations have found useful. Where we suggest a meaning, we hold it lightly: you are the expert on your own life.",
        "Please read it at your own pace. If a part of it is hard to read, it is fine to put it down and return another day, or to read it with someone you trust. Nothing in here needs to be done perfectly, or all at once.",
        "With warm wishes, from all of us who read your answers.",
      ),
    ],
  };
}

function whatYouToldUs(evidence: ReportEvidence, themes: Theme[]): ReportSection {
  return {
    id: "what-you-told-us",
    title: "What you told us",
    newPage: true,
    blocks: [
      ...guidance(
        "In the pages that follow, we go through your answers theme by theme. Your own sentences are set apart in tinted blocks, exactly as you wrote them, with the number of the question they answered. Around them we offer some reflections and a few ideas you might try.",
        "After the themes come the strengths and supports you already have, a few patterns worth noticing, and a short plan for the next three days. Then there are ideas for the weeks ahead, a page on preparing for therapy, and where to turn if you need help quickly. Some people read the plan first and come back to the rest later; that is fine too.",
        "A word on how this report was made. It was put together from your answers and from a library of guidance written for people going through hard seasons. A member of our team reads it, checks every quotation against your answers, and revises it before it reaches you.",
      ),
      ...paragraph(
        claim(
          `Your answers gathered around ${themes.length === 1 ? "one theme" : `${themes.length} themes`}: ${joinLabels(themes.map((theme) => theme.label))}.`,
          themes.flatMap((theme) => topIds(theme, 1)),
        ),
      ),
      ...guidance(
        "The themes are in the order your answers gave them weight, not in order of importance. Something you mentioned only once may matter more to you than anything else here; if so, trust that over the order of these pages.",
      ),
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
    // A theme with guidance blocks speaks to what the client wrote on them, and keeps one of its general paragraphs; one without keeps them all.
    const meaning = chooseSome(seed, `${theme.id}:meaning`, library.meaning, blocks.length > 0 ? 1 : library.meaning.length);
    const content: ReportBlock[] = [
      ...paragraph(claim(library.reflection, quoted.map((sentence) => sentence.id))),
      ...quoted.map(quote),
      ...paragraph(
        claim(
          mentions.length === 1
            ? `This came up in one of your sentences, in your answer to ${questionReference(evidence, mentions)}.`
            : `This came up in ${mentions.length} of your sentences, most clearly in your answers to ${questionReference(evidence, mentions.slice(0, QUOTES_PER_THEME))}.`,
          mentions,
        ),
      ),
      ...blocks.flatMap((chosen) => blockParagraphs(tailoring, chosen)),
      ...guidance(...meaning),
      list("Something you might try", triesFor(tailoring, blocks, library.tryThis, theme.id)),
      list("Questions to sit with", questionsToSitWith(tailoring, blocks, quoted, theme.id)),
    ];
    return { id: `theme-${theme.id}`.slice(0, 41), title: theme.label, blocks: content };
  });
}

/** The salient topics whose sentences fell outside the presented themes: each still gets its own guidance. */
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
            "Before we turn to your strengths, here are a few more parts of your answers that stood out to us.",
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

function strengths(evidence: ReportEvidence, themes: Theme[]): ReportSection {
  const support = themes.find((theme) => theme.id === "support" || theme.id === "what-helps");
  const supportQuote = support ? evidence.sentences.find((sentence) => sentence.id === support.sentenceIds[0]) : undefined;
  return {
    id: "strengths",
    title: "Strengths and supports you already have",
    newPage: true,
    blocks: [
      ...guidance(
        "When life is hard, it is easy to see only what is going wrong. Yet most people who write answers like yours are also showing, often without noticing, the strengths that have carried them this far. Here are some we saw in what you wrote.",
      ),
      ...paragraph(...themes.slice(0, 5).map((theme) => claim(guidanceFor(theme.id).strength, topIds(theme, 2)))),
      ...(support && supportQuote
        ? [...paragraph(claim("You also named some of the people and things that help you, such as this:", [supportQuote.id])), quote(supportQuote)]
        : []),
      ...paragraph(
        claim(
          "Just as importantly, you took the time to put your experience into words, honestly and in detail. That is itself a strength: it is much easier to change what we can describe.",
          themes.flatMap((theme) => topIds(theme, 1)),
        ),
      ),
      ...guidance(
        "Strengths like these are worth remembering on the days when everything feels hard. You might copy one of them onto a card and keep it where you will see it.",
        "Supports work best when they are used before they are needed. If there is someone in your life who helps, it may be worth telling them so, and asking whether you can lean on them a little more for the next few weeks.",
      ),
    ],
  };
}

function patterns(evidence: ReportEvidence, themes: Theme[]): ReportSection {
  const shown = themes.slice(0, 4);
  return {
    id: "patterns",
    title: "Patterns worth noticing",
    blocks: [
      ...guidance(
        "This part is offered carefully. Patterns are not diagnoses, and none of what follows names a condition or says what is wrong. They are simply things that seemed to repeat in your answers, which you might want to watch for in the weeks ahead. You may recognize some and not others.",
      ),
      ...shown.flatMap((theme) => paragraph(claim(guidanceFor(theme.id).pattern, topIds(theme, 3)))),
      ...guidance(
        "Patterns like these often feed one another. A hard stretch in one part of life can make another part harder, and the two can keep each other going. The good news in that is that a small change in one place can ease things in another.",
      ),
      list("Questions you might ask yourself", [
        "When does this pattern tend to show up: which days, which times, with whom?",
        "What is usually happening just before it starts?",
        "What has made it a little easier, even once?",
        "What would I notice first if it began to change?",
      ]),
      ...paragraph(
        claim(
          `If you would like to explore these patterns with a counselor or therapist, the sentences you wrote for ${questionReference(evidence, shown.flatMap((theme) => topIds(theme, 1)))} are a good place to start.`,
          shown.flatMap((theme) => topIds(theme, 1)),
        ),
      ),
    ],
  };
}

function actionPlan(evidence: ReportEvidence, themes: Theme[], tailoring: Tailoring): ReportSection {
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
      ...guidance(
        "Big changes start with small steps. This plan has three of them, one for each of the next three days. Each is tied to something you wrote, and each should take no more than half an hour.",
      ),
      { type: "plan", horizon: "72-hour", steps },
      ...paragraph(
        ...planned.map((theme, day) =>
          theme
            ? claim(`The ${["first", "second", "third"][day]} step answers what you wrote about ${lowerFirst(theme.label)}.`, topIds(theme, 2))
            : tailored[day]!.because,
        ),
      ),
      callout(
        "If a step feels too big",
        "Make it smaller. Five minutes counts. Writing a single sentence counts. If a day goes by without the step, simply pick it up the next day: this plan is meant to be kind, not another thing to fall behind on.",
      ),
      ...guidance(
        "At the end of the three days, take a moment to notice what you did, not what you did not do. You might write one line about how each step felt. That note will help you choose what to keep doing in the weeks after.",
      ),
    ],
  };
}

/** The library writes each first step with its day ("Tomorrow, ask…"); the plan shows the day in its own column. */
function withoutDay(step: string): string {
  const rest = step.replace(/^(?:Today|Tomorrow|The day after),\s*/, "");
  return rest[0]!.toUpperCase() + rest.slice(1);
}

function weeksAfter(evidence: ReportEvidence, themes: Theme[]): ReportSection {
  const used = themes.slice(0, 3);
  const support = themes.find((theme) => theme.id === "support");
  const weeks = [0, 1, 2, 3].map((week) =>
    list(
      `Week ${week + 1}`,
      [...new Set(used.map((theme) => guidanceFor(theme.id).weeks[week]).filter((item): item is string => item !== undefined))],
    ),
  );
  return {
    id: "weeks-after",
    title: "The weeks after",
    blocks: [
      ...guidance(
        "Once the first three days are behind you, the aim is to keep going gently. The ideas below are spread over four weeks. There is no need to do all of them; choose one or two each week that feel possible, and let the rest wait.",
      ),
      ...paragraph(claim(`They build on what you wrote about ${joinLabels(used.map((theme) => theme.label))}.`, used.flatMap((theme) => topIds(theme, 1)))),
      ...weeks,
      ...guidance(
        "It can help to keep a simple record: a notebook by the bed, or a note on your phone, with one line a day about what you tried and how it felt. After a month, reading it back often shows more progress than it felt like at the time.",
        "Setbacks are part of any change. A hard week does not undo the weeks before it. If you notice things getting steadily worse rather than better, that is a good reason to talk to a doctor or counselor sooner rather than later.",
      ),
      ...(support
        ? paragraph(
            claim(
              "You do not have to do any of this alone. The people you mentioned in your answers may be glad to help with one or two of these ideas, if you let them know.",
              topIds(support, 2),
            ),
          )
        : guidance("You do not have to do any of this alone. People close to you may be glad to help with one or two of these ideas, if you let them know.")),
      ...guidance(
        "At the end of the month, set aside half an hour to look back. Which ideas did you try? Which made a difference, however small? Which would you like to keep? The answers will tell you more about what helps you than any report can, and they make a good starting point for a conversation with a counselor or someone you trust.",
      ),
      ...guidance(isFlagged(evidence) ? "And please keep the help-now numbers at the front of this report close at hand." : "Keep the numbers on the page about seeking help now close at hand, just in case."),
    ],
  };
}
