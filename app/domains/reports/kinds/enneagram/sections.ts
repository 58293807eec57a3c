import type { ReportBlock, ReportSection } from "../../document/report-document";
import { callout, claim, guidance, list, paragraph, points, quote } from "./blocks";
import { NEAR_TIE_POINTS, type EnneagramContext } from "./context";
import { centerOf, enneagramGuidance as text } from "./general";
import { directionsOf, typeGuide } from "./library";
import { ratingLabels } from "./statements";

/**
 * The profile: all nine scores as a chart before any type is named
 * (docs/report-style.md: the full profile before the type), then what the
 * highest and lowest scores are.
 */
export function profileSection(context: EnneagramContext): ReportSection {
  const { profile } = context;
  const [second, third] = context.others;
  const lowest = context.others.at(-1);
  if (!second || !third || !lowest) throw new Error("An Enneagram profile has nine scores");
  const perType = context.strongest(profile.type, Number.MAX_SAFE_INTEGER).length;

  return {
    id: "profile",
    title: "Your nine scores",
    blocks: [
      ...text.introduction.map(guidance),
      guidance(text.howToRead),
      {
        type: "scores",
        title: "Your scores for the nine Enneagram types",
        max: 100,
        rows: profile.scores.map((entry) => ({
          label: `Type ${entry.type}: ${entry.name}`,
          value: entry.score,
          ...(entry.type === profile.type ? { highlight: true } : {}),
        })),
        note: `Each score comes from your ratings of the ${perType} statements for that type, from 0 (not at all like you) to 100 (very much like you). The highlighted bar is your highest score.`,
      },
      callout("A description, not a diagnosis", text.notADiagnosis),
      paragraph(
        claim(`Your highest score is for ${context.label(profile.type)}, at ${context.score(profile.type)} out of 100.`, context.strongest(profile.type, 3)),
        claim(
          `Your next highest scores are for ${context.label(second.type)}, at ${second.score}, and ${context.label(third.type)}, at ${third.score}.`,
          [...context.strongest(second.type, 1), ...context.strongest(third.type, 1)],
        ),
        claim(
          `Your lowest score is for ${context.label(lowest.type)}, at ${lowest.score}: that pattern seems to play the smallest part in how you see yourself.`,
          context.weakest(lowest.type, 2),
        ),
      ),
      guidance(text.lowScores),
      guidance(text.cautions),
      list(text.portraitsTitle, [...text.portraits]),
      callout(text.centersTitle, text.centers),
    ],
  };
}

export function typeAndWingSection(context: EnneagramContext): ReportSection {
  const { profile, guide, wingGuide } = context;
  const top = context.strongest(profile.type, 3);
  const agreed = context.strongest(profile.type, 12).filter((statement) => statement.rating >= 4);
  const total = context.strongest(profile.type, Number.MAX_SAFE_INTEGER).length;
  const [topStatement] = top;
  if (!topStatement) throw new Error(`No statements for type ${profile.type}`);

  return {
    id: "type-and-wing",
    title: `${context.label(profile.type)}, with a Type ${profile.wing} wing`,
    newPage: true,
    blocks: [
      paragraph(
        claim(`Your answers point most strongly to ${context.label(profile.type)}, one of the three types of ${centerOf(profile.type)}.`, top),
        agreed.length > 0
          ? claim(
              `You rated ${agreed.length === total ? `all ${total}` : `${agreed.length} of the ${total}`} Type ${profile.type} statements as mostly or very much like you.`,
              agreed,
            )
          : claim(
              `None of the Type ${profile.type} statements got more than a middle rating from you, so this is the highest of fairly even scores; the descriptions of your next highest types may fit you just as well.`,
              top,
            ),
        claim(
          `These are the Type ${profile.type} statements you agreed with most; you rated the first as ${ratingLabels[topStatement.rating] ?? "like you"}.`,
          top,
        ),
      ),
      ...top.map(quote),
      ...guide.overview.map(guidance),
      callout(
        `At the heart of Type ${profile.type}`,
        `Core motivation: ${guide.motivation} Core fear: ${guide.fear} Core desire: ${guide.desire}`,
      ),
      guidance(guide.atBest),
      guidance(guide.everyday),
      guidance(guide.underStrain),
      guidance(text.typeOverLifetime),
      guidance(text.wingIntro),
      paragraph(wingClaim(context)),
      ...context.strongest(profile.wing, 1).map(quote),
      guidance(wingGuide.asWing),
    ],
  };
}

function wingClaim(context: EnneagramContext) {
  const { type, wing } = context.profile;
  const otherNeighbor = wing === (type % 9) + 1 ? ((type + 7) % 9) + 1 : (type % 9) + 1;
  const wingScore = context.score(wing);
  const otherScore = context.score(otherNeighbor);
  const comparison =
    wingScore === otherScore
      ? `Your two neighbors of Type ${type} scored level, at ${wingScore}, so hold the wing lightly: Type ${otherNeighbor} may color your type as much as Type ${wing} does.`
      : `Of the two types beside Type ${type} on the circle, you scored Type ${wing} higher, at ${wingScore} against ${otherScore} for Type ${otherNeighbor}.`;
  // A wing read from two low scores is a faint lean, and the reader should hear that.
  const faint = wingScore < 40 ? " Both neighbors scored fairly low, so the wing may color your type only lightly." : "";
  return claim(`Your wing is ${context.label(wing)}. ${comparison}${faint}`, context.strongest(wing, 2));
}

/** Says plainly whether the top of the profile is a near tie, and what that means. */
export function nearTiesSection(context: EnneagramContext): ReportSection {
  const { type } = context.profile;
  const mainScore = context.score(type);
  const ties = context.others.filter((other) => mainScore - other.score <= NEAR_TIE_POINTS).slice(0, 3);
  const next = context.others[0];
  if (!next) throw new Error("An Enneagram profile has nine scores");

  const blocks: ReportBlock[] =
    ties.length > 0
      ? [
          guidance(text.nearTiesIntro),
          paragraph(
            claim(
              ties.length === 1
                ? `Your profile has a near tie at the top: ${context.label(ties[0]!.type)}, is close to your highest score.`
                : `Your profile has near ties at the top: ${ties.length} other types score within ${points(NEAR_TIE_POINTS)} of your highest.`,
              [...context.strongest(type, 1), ...ties.flatMap((tie) => context.strongest(tie.type, 1))],
            ),
          ),
          ...ties.flatMap((tie) => nearTieBlocks(context, tie)),
          guidance(text.nearTiesMeaning),
          callout(
            "Which motivation feels most like home?",
            [type, ...ties.map((tie) => tie.type)].map((each) => `Type ${each}: ${typeGuide(each).motivation}`).join(" "),
          ),
          guidance(text.scoresShift),
        ]
      : [
          paragraph(
            claim(
              `Your profile is clear: your Type ${type} score, ${mainScore}, is ${points(mainScore - next.score)} above your next highest, ${context.label(next.type)}, at ${next.score}.`,
              context.strongest(type, 2),
            ),
          ),
          guidance(text.clearProfile),
          paragraph(claim(`Your second highest score is for ${context.label(next.type)}.`, context.strongest(next.type, 2))),
          ...context.strongest(next.type, 1).map(quote),
          guidance(`About Type ${next.type}: ${typeGuide(next.type).overview[0]}`),
          guidance(text.scoresShift),
        ];

  return { id: "near-ties", title: ties.length > 0 ? "A close call at the top" : "How clear your profile is", blocks };
}

function nearTieBlocks(context: EnneagramContext, tie: { type: number; score: number }): ReportBlock[] {
  const { type, wing } = context.profile;
  const difference = context.score(type) - tie.score;
  const closeness =
    difference === 0
      ? `Your score for ${context.label(tie.type)} is level with your Type ${type} score, at ${tie.score}.`
      : `Your score for ${context.label(tie.type)}, ${tie.score}, is only ${points(difference)} below your Type ${type} score.`;
  const wingNote = tie.type === wing ? " It is also your wing, so the two patterns may be closely woven together in you." : "";
  return [
    paragraph(claim(`${closeness}${wingNote}`, context.strongest(tie.type, 2))),
    ...context.strongest(tie.type, 1).map(quote),
    guidance(`About Type ${tie.type}: ${typeGuide(tie.type).overview[0]}`),
  ];
}

export function growthAndStressSection(context: EnneagramContext): ReportSection {
  const { guide, profile } = context;
  const { growth, stress } = directionsOf(profile.type);
  return {
    id: "growth-and-stress",
    title: `Growth and stress: where Type ${profile.type} tends to move`,
    newPage: true,
    blocks: [
      ...text.growthStressIntro.map(guidance),
      callout(`In growth: toward Type ${growth}`, guide.growth),
      paragraph(directionClaim(context, growth, "growth")),
      guidance(typeGuide(growth).atBest),
      callout(`Under stress: toward Type ${stress}`, guide.stress),
      paragraph(directionClaim(context, stress, "stress")),
      guidance(typeGuide(stress).underStrain),
      callout(text.signalsTitle, text.signals),
      callout("A question to carry", guide.questions[0] ?? "What does my pattern ask of me today?"),
    ],
  };
}

function directionClaim(context: EnneagramContext, toward: number, direction: "growth" | "stress") {
  const score = context.score(toward);
  const familiarity =
    score >= 50
      ? direction === "growth"
        ? "so some of its best qualities may already be within easy reach for you"
        : "so its harder habits may be familiar to you on difficult days"
      : direction === "growth"
        ? "so its qualities may feel like new ground, worth practicing in small steps"
        : "so this shift may be easy to miss when it comes; it can help to know the signs";
  return claim(`Your own score for ${context.label(toward)}, is ${score} out of 100, ${familiarity}.`, context.strongest(toward, 1));
}
