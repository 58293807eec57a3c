import type { ReportSection } from "../../document/report-document";
import { callout, claim, guidance, list, paragraph, quote } from "./blocks";
import type { EnneagramContext } from "./context";
import { enneagramGuidance as text } from "./general";
import type { GuideItem } from "./guide-types";

/**
 * The sections that are mostly the type's guide: strengths, blind spots,
 * relationships and practices. Each still ties the guide to the client's
 * own ratings with at least one cited claim.
 */

const asItem = (item: GuideItem) => `${item.title}: ${item.text}`;

export function strengthsSection(context: EnneagramContext): ReportSection {
  const { guide, wingGuide, profile } = context;
  // The first three were quoted with the type; these are the next ones down.
  const more = context.strongest(profile.type, 5).slice(3);
  return {
    id: "strengths",
    title: `Strengths of Type ${profile.type}`,
    newPage: true,
    blocks: [
      guidance(text.strengthsIntro),
      paragraph(
        claim(
          `Several of the statements you agreed with most describe these strengths at work in everyday life.`,
          context.strongest(profile.type, 5),
        ),
      ),
      ...more.map(quote),
      guidance(text.strengthsUse),
      list(`Common strengths of Type ${profile.type}`, guide.strengths.map(asItem)),
      paragraph(claim(`Your Type ${profile.wing} wing may add strengths of its own.`, context.strongest(profile.wing, 2))),
      list(`What a Type ${profile.wing} wing can bring`, wingGuide.strengths.slice(0, 3).map(asItem)),
    ],
  };
}

export function blindSpotsSection(context: EnneagramContext): ReportSection {
  const { guide, wingGuide, profile } = context;
  return {
    id: "blind-spots",
    title: "Blind spots to watch for",
    blocks: [
      ...text.blindSpotsIntro.map(guidance),
      list(`Common blind spots of Type ${profile.type}`, guide.blindSpots.map(asItem)),
      paragraph(
        claim(
          `The statements you agreed with most for Type ${profile.type} show where this pattern runs strongest in you, so they are also the best place to look for its blind spots.`,
          context.strongest(profile.type, 3),
        ),
      ),
      list(`Watch too for your Type ${profile.wing} wing`, wingGuide.blindSpots.slice(0, 2).map(asItem)),
      guidance(text.blindSpotsWithOthers),
      callout(
        "Noticing without judging",
        "When you spot one of these habits in yourself, try naming it lightly, as you might point out the weather: there it is again. Shame tends to make a habit hide; curiosity tends to loosen it.",
      ),
    ],
  };
}

export function relationshipsSection(context: EnneagramContext): ReportSection {
  const { relationships } = context.guide;
  const { type } = context.profile;
  return {
    id: "relationships",
    title: "Relationships",
    newPage: true,
    blocks: [
      guidance(text.relationshipsIntro),
      callout("In close relationships", relationships.close),
      callout("In friendship", relationships.friendship),
      callout("At work", relationships.work),
      callout("What helps", relationships.whatHelps),
      paragraph(
        claim(
          `The Type ${type} statements you agreed with most could be a gentle way to start a conversation with someone close to you about how you show care and what you need.`,
          context.strongest(type, 3),
        ),
      ),
      guidance(text.typesTogether),
      guidance(text.speakingForYourself),
    ],
  };
}

export function practicesSection(context: EnneagramContext): ReportSection {
  const { guide, profile } = context;
  return {
    id: "practices",
    title: "Practices for growth",
    newPage: true,
    blocks: [
      guidance(text.practicesIntro),
      paragraph(
        claim(
          "You might begin with the habit behind the statement you agreed with most, shown below: watch for it this week, and try one practice when it appears.",
          context.strongest(profile.type, 1),
        ),
      ),
      ...context.strongest(profile.type, 1).map(quote),
      list(`Practices for Type ${profile.type}`, guide.practices.map(asItem)),
      list(text.generalPracticesTitle, [...text.generalPractices]),
      guidance(text.journaling),
      list(text.questionsTitle, guide.questions),
      guidance(text.usingThisReport),
    ],
  };
}
