import type { ReportEvidence } from "~/shared/report-evidence";
import { riskItemRaised, type ScaleScore, type ScaleScoreId } from "~/shared/scale-scores";
import type { ReportBlock } from "../document/report-document";
import { evidenceScales, scalesBlock } from "../document/scale-blocks";
import { joinWords } from "./drafting";
import { fillWording } from "./guidance/blocks/fill";

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
 * and a reviewer reads only what fills its slots (the scales' names, the client's scores).
 */
export const scaleWordings = {
  intro:
    "Before the open questions you answered {count} that doctors and counselors use widely: {scales}. They were scored automatically from your answers, with the ranges their authors published, and the charts below show where your answers fall on each one, in words as well as in numbers.",
  ownIntro:
    "[{first}, ]before the open questions you answered {count} that doctors and counselors use widely. Scored with the ranges their authors published, your answers for the last two weeks came to {scored}, and they can change; the charts below show each in words as well as in numbers.",
  now: "One of your answers to the PHQ-9 tells us that thoughts of being better off dead, or of hurting yourself, have come to you in the last two weeks. Please do not wait for a better time: call or text 988, or text HOME to 741741, today, and if you are in immediate danger call 911. Then make an appointment with a doctor or counselor this week and show them this page.",
  soon: "Where your answers fall on {scales} is a good reason to see a doctor or a licensed counselor soon, within the next week or two if you can. You could take this page with you. You do not have to feel ready, or be sure it is serious enough: this is exactly what they are there for.",
  consider:
    "Where your answers fall on {scales} is worth talking about with a doctor or counselor in the coming weeks. It is not a verdict on you; it is a useful starting point for that conversation, and many people find it easier to begin with a page like this one in hand.",
  lowerSigns: "On {scales}, where a lower score means fewer signs, your answers sit in the lower {ranges}.",
  usualWellbeing: "On {scales}, where a higher score means more wellbeing, your answers sit in the usual range.",
  gentle: "That is good to know, and it does not make what you wrote about matter any less. If the coming weeks feel heavier, it is worth answering them again, or talking them over with a doctor or counselor.",
  scoresChange: "A score describes the last two weeks as you answered for them, and it can change.",
  notADiagnosis: "This is not a diagnosis: only a conversation with a professional who knows you can say what it means for you.",
  clinicianIntro:
    "Validated self-report scales {who} answered before the open questions ({scales}), scored by code with the published bands, over the last two weeks. Not a diagnosis, and not a substitute for your own assessment.",
  who5Advice: "At {whose} WHO-5 level its authors advise screening with the PHQ-9, which this form did not include.",
} as const;


/** The guidance for the client at each concern; general words, no figures (the charts carry those). */
function concernGuidance(concern: ScaleConcern, scales: readonly ScaleScore[]): ReportBlock[] {
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
          text: fillWording(scaleWordings.soon, { scales: names(scalesAt(scales, soonBands)) }),
        },
      ];
    case "consider":
      return [
        {
          type: "guidance",
          text: fillWording(scaleWordings.consider, { scales: names(scalesAt(scales, considerBands)) }),
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
  return [
    {
      type: "guidance",
      text: own
        ? fillWording(scaleWordings.ownIntro, { first: own.firstName, count, scored })
        : fillWording(scaleWordings.intro, { count, scales: names(scales) }),
    },
    charts,
    ...concernGuidance(concern, scales),
    {
      type: "guidance",
      text: own ? scaleWordings.notADiagnosis : `${scaleWordings.scoresChange} ${scaleWordings.notADiagnosis}`,
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
      text: fillWording(scaleWordings.clinicianIntro, { who: named.who, scales: names(scales) }),
    },
    charts,
    ...(phq9Advised
      ? [{ type: "guidance" as const, text: fillWording(scaleWordings.who5Advice, { whose: named.whose }) }]
      : []),
  ];
}
