import type { ReportEvidence } from "~/shared/report-evidence";
import { riskItemRaised, type ScaleScore, type ScaleScoreId } from "~/shared/scale-scores";
import type { ReportBlock } from "../document/report-document";
import { evidenceScales, scalesBlock } from "../document/scale-blocks";
import { joinWords } from "./drafting";
import { fillWording } from "./guidance/blocks/fill";
import { choose } from "./guidance/blocks/variety";

/**
 * How strongly the template encourages care, chosen by the bands code
 * computed (issue 18), from the most pressing: PHQ-9 item 9 above zero
 * ("now"), a band where seeing a clinician soon is wise ("soon"), a middle
 * band worth raising in the coming weeks ("consider"), and the lower bands
 * ("gentle"). The words never restate a band as a condition.
 */
export type ScaleConcern = "now" | "soon" | "consider" | "gentle";

const soonBands: Record<ScaleScoreId, readonly string[]> = {
  "phq-9": ["moderately-severe", "severe"],
  "gad-7": ["severe"],
  "who-5": ["very-low"],
};

const considerBands: Record<ScaleScoreId, readonly string[]> = {
  "phq-9": ["moderate"],
  "gad-7": ["moderate"],
  "who-5": ["low"],
};

/** The scales whose band is at the given concern. */
function scalesAt(scales: readonly ScaleScore[], bands: Record<ScaleScoreId, readonly string[]>): ScaleScore[] {
  return scales.filter((scale) => bands[scale.scaleId].includes(scale.band.id));
}

export function scaleConcern(scales: readonly ScaleScore[]): ScaleConcern | null {
  if (scales.length === 0) return null;
  if (riskItemRaised(scales)) return "now";
  if (scalesAt(scales, soonBands).length > 0) return "soon";
  if (scalesAt(scales, considerBands).length > 0) return "consider";
  return "gentle";
}

const names = (scales: readonly ScaleScore[]) => joinWords(scales.map((scale) => `the ${scale.name}`));

/**
 * What the scales' paragraphs say, as library wordings (ADR 0080): the provider reviews each once,
 * and a reviewer reads only what fills its slots (the scales' names, the client's scores). A place
 * with several wordings gives each client one, chosen by their submission (ADR 0067, issue 28).
 */
export const scaleWordings = {
  intro: [
    "Before the open questions you answered {count} that doctors and counselors use widely: {scales}. They were scored automatically from your answers, with the ranges their authors published, and the charts below show where your answers fall on each one, in words as well as in numbers.",
    "Before the open questions, you filled in {count} that doctors and counselors often use: {scales}. Your answers were scored with the ranges their authors published, and the charts below show the results in words and in numbers.",
    "You also answered {count} that doctors and counselors rely on, before the open questions: {scales}. Your answers were scored by the ranges their authors set out, and each chart below shows where you fall, in words and in numbers.",
    "Ahead of the open questions came {count} widely used by doctors and counselors: {scales}. Your answers were scored with the published ranges, and the charts below show where they fall on each, in words as well as in numbers.",
    "At the start you answered {count} that many doctors and counselors use: {scales}. The scoring follows the ranges their authors published, and the charts below show your place on each one in plain words as well as numbers.",
  ],
  ownIntro: [
    "[{first}, ]before the open questions you answered {count} that doctors and counselors use widely. Scored with the ranges their authors published, your answers for the last two weeks came to {scored}, and they can change; the charts below show each in words as well as in numbers.",
    "[{first}, ]before the open questions you also filled in {count} that doctors and counselors often use. With the ranges their authors published, your answers over the last two weeks scored {scored}; scores can change, and the charts below show each in words and numbers.",
    "[{first}, ]you began by answering {count} that doctors and counselors use widely. By the published ranges, your answers for the last two weeks came to {scored}, which can change; the charts below put each in words as well as numbers.",
    "[{first}, ]ahead of the open questions you answered {count} in wide use by doctors and counselors. Scored with the published ranges, your answers for the past two weeks add up to {scored}, and this can change; the charts below show it in words and numbers.",
    "[{first}, ]before the open questions came {count} that doctors and counselors use widely. Scored the way their authors set out, your answers from the last two weeks came to {scored}; that can change, and the charts below say it in words as well as in numbers.",
  ],
  now: "One of your answers to the PHQ-9 tells us that thoughts of being better off dead, or of hurting yourself, have come to you in the last two weeks. Please do not wait for a better time: call or text 988, or text HOME to 741741, today, and if you are in immediate danger call 911. Then make an appointment with a doctor or counselor this week and show them this page.",
  soon: [
    "Where your answers fall on {scales} is a good reason to see a doctor or a licensed counselor soon, within the next week or two if you can. You could take this page with you. You do not have to feel ready, or be sure it is serious enough: this is exactly what they are there for.",
    "Your answers on {scales} are a good reason to see a doctor or a licensed counselor soon, ideally in the next week or two. Bringing this page along may help you begin. There is no need to wait until you feel ready or sure it is serious enough; helping with this is their job.",
    "Given where your answers sit on {scales}, it would be wise to see a doctor or a licensed counselor soon, in the next week or two if you can. This page can come with you to the visit. You do not need to be certain it is serious enough: this is just what they are for.",
    "What you answered on {scales} is worth taking to a doctor or a licensed counselor soon, in the next week or two if possible. You might show them this page. Nobody has to feel ready first, or be sure it matters enough; they are there for exactly this.",
    "The place your answers reach on {scales} is a good reason to talk with a doctor or a licensed counselor soon, within the next week or two. It may help to bring this page. You do not have to wait until you feel ready, or until it seems serious enough: this is what they are there to help with.",
  ],
  consider: [
    "Where your answers fall on {scales} is worth talking about with a doctor or counselor in the coming weeks. It is not a verdict on you; it is a useful starting point for that conversation, and many people find it easier to begin with a page like this one in hand.",
    "Your answers on {scales} are worth raising with a doctor or counselor over the next few weeks. They are not a judgment of you, only a place to start that talk, and many people find a page like this makes it easier to begin.",
    "It would be worth talking over where your answers sit on {scales} with a doctor or counselor in the coming weeks. This says nothing about your worth; it is simply a starting point, and bringing this page can make the first words easier.",
    "In the weeks ahead, it may help to share your answers on {scales} with a doctor or counselor. They are not a verdict, just a good way into that talk, and having a page like this one in hand helps many people start.",
    "Where you landed on {scales} is a fair thing to bring to a doctor or counselor in the coming weeks. It is not a grade on you as a person; it is an opening for that talk, and many people find it easier with this page in hand.",
  ],
  lowerSigns: "On {scales}, where a lower score means fewer signs, your answers sit in the lower {ranges}.",
  usualWellbeing: "On {scales}, where a higher score means more wellbeing, your answers sit in the usual range.",
  gentle: "That is good to know, and it does not make what you wrote about matter any less. If the coming weeks feel heavier, it is worth answering them again, or talking them over with a doctor or counselor.",
  scoresChange: [
    "A score describes the last two weeks as you answered for them, and it can change.",
    "A score speaks only for the last two weeks, as you saw them, and it can move.",
    "These scores cover the last two weeks as you answered for them, and they can change.",
    "Each score is a picture of the past two weeks, as you answered, and it can shift.",
    "A score tells about the two weeks before you answered, and it can change over time.",
    "Scores reflect only the last two weeks as you answered them, and they can change.",
    "What a score shows is the last two weeks, in your own ratings, and that can change.",
  ],
  // Each keeps "This is not a diagnosis" (docs/report-style.md, "What we never write").
  notADiagnosis: [
    "This is not a diagnosis: only a conversation with a professional who knows you can say what it means for you.",
    "This is not a diagnosis; what it means for you is best worked out with a professional who knows you.",
    "This is not a diagnosis: a doctor or counselor who gets to know you is the one to say what it means.",
    "This is not a diagnosis, and only someone trained, who has talked with you, can say what it means for you.",
    "This is not a diagnosis: what it means for you is for you and a professional to work out together.",
    "This is not a diagnosis: it takes a professional who knows you to say what these answers mean for you.",
    "This is not a diagnosis; a talk with a doctor or counselor who knows you is where its meaning gets worked out.",
  ],
  clinicianIntro: [
    "Validated self-report scales {who} answered before the open questions ({scales}), scored by code with the published bands, over the last two weeks. Not a diagnosis, and not a substitute for your own assessment.",
    "Validated self-report scales {who} completed before the open questions ({scales}), scored by code against the published bands, for the last two weeks. They do not diagnose and do not replace your own assessment.",
    "Before the open questions {who} completed validated self-report scales ({scales}), covering the last two weeks and scored by code with the published bands. Not diagnostic; no stand-in for your own assessment.",
    "Validated self-report scales ({scales}) answered by {who} before the open questions, for the last two weeks, scored by code with the published bands. Scores are not a diagnosis or a substitute for your assessment.",
    "Validated self-report scales {who} answered ahead of the open questions ({scales}), over the last two weeks, with the published bands applied by code. Screening results only: no diagnosis, and no substitute for your assessment.",
  ],
  who5Advice: "At {whose} WHO-5 level its authors advise screening with the PHQ-9, which this form did not include.",
} as const;


/** The guidance for the client at each concern; general words, no figures (the charts carry those). */
function concernGuidance(concern: ScaleConcern, scales: readonly ScaleScore[], seed: string): ReportBlock[] {
  switch (concern) {
    case "now":
      return [
        {
          type: "callout",
          title: "Please reach out today",
          text: scaleWordings.now,
        },
      ];
    case "soon":
      return [
        {
          type: "callout",
          title: "A good reason to see someone soon",
          text: fillWording(choose(seed, "scales-soon", scaleWordings.soon), { scales: names(scalesAt(scales, soonBands)) }),
        },
      ];
    case "consider":
      return [
        {
          type: "guidance",
          text: fillWording(choose(seed, "scales-consider", scaleWordings.consider), { scales: names(scalesAt(scales, considerBands)) }),
        },
      ];
    case "gentle":
      return [
        {
          type: "guidance",
          text: `${whereGentleScoresSit(scales)} ${scaleWordings.gentle}`,
        },
      ];
  }
}

/**
 * Which way each scale runs (issue 28): a higher PHQ-9 or GAD-7 means more signs, a higher WHO-5
 * means better wellbeing, so "the lower ranges" is the reassuring end of the first two only.
 */
const higherIsBetter: Record<ScaleScoreId, boolean> = { "phq-9": false, "gad-7": false, "who-5": true };

/** Where scales in their gentle bands sit, said in each scale's own direction. */
function whereGentleScoresSit(scales: readonly ScaleScore[]): string {
  const signs = scales.filter((scale) => !higherIsBetter[scale.scaleId]);
  const wellbeing = scales.filter((scale) => higherIsBetter[scale.scaleId]);
  return [
    ...(signs.length > 0 ? [fillWording(scaleWordings.lowerSigns, { scales: names(signs), ranges: signs.length === 1 ? "range" : "ranges" })] : []),
    ...(wellbeing.length > 0 ? [fillWording(scaleWordings.usualWellbeing, { scales: names(wellbeing) })] : []),
  ].join(" ");
}

/**
 * The client's scales in a Catharsis Report or Root Cause Analysis: a word on
 * what they are, the charts (copied from the evidence by code), and guidance
 * chosen by the bands. Nothing when the form asked no scales. `own` (the Root
 * Cause Analysis, issue 28) says the method through the client's name and scores
 * instead of the same two sentences for everyone.
 */
export function clientScaleBlocks(evidence: ReportEvidence, own?: { firstName: string | undefined }): ReportBlock[] {
  const scales = evidenceScales(evidence);
  const charts = scalesBlock(evidence, "charts");
  const concern = scaleConcern(scales);
  if (!charts || !concern) return [];
  const scored = joinWords(scales.map((scale) => `${scale.score} of ${scale.max} on the ${scale.name}`));
  const count = scales.length === 1 ? "a short questionnaire" : `${scales.length} short questionnaires`;
  const seed = evidence.submissionId;
  const notADiagnosis = choose(seed, "scales-not-a-diagnosis", scaleWordings.notADiagnosis);
  return [
    {
      type: "guidance",
      text: own
        ? fillWording(choose(seed, "scales-own-intro", scaleWordings.ownIntro), { first: own.firstName, count, scored })
        : fillWording(choose(seed, "scales-intro", scaleWordings.intro), { count, scales: names(scales) }),
    },
    charts,
    ...concernGuidance(concern, scales, seed),
    {
      type: "guidance",
      text: own ? notADiagnosis : `${choose(seed, "scales-change", scaleWordings.scoresChange)} ${notADiagnosis}`,
    },
  ];
}

/** The Therapist Summary's charts, for a clinician: what the scales are and how they were scored (the brief's table has the ASQ). */
export function clinicianScaleBlocks(evidence: ReportEvidence, named: { who: string; whose: string } = { who: "the client", whose: "the client's" }): ReportBlock[] {
  const scales = evidenceScales(evidence);
  const charts = scalesBlock(evidence, "charts", false);
  if (!charts) return [];
  const who5 = scales.find((scale) => scale.scaleId === "who-5");
  const phq9Advised = who5?.band.id === "very-low" && !scales.some((scale) => scale.scaleId === "phq-9");
  return [
    {
      type: "guidance",
      text: fillWording(choose(evidence.submissionId, "scales-clinician-intro", scaleWordings.clinicianIntro), { who: named.who, scales: names(scales) }),
    },
    charts,
    ...(phq9Advised
      ? [{ type: "guidance" as const, text: fillWording(scaleWordings.who5Advice, { whose: named.whose }) }]
      : []),
  ];
}
