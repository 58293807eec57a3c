import { ENNEAGRAM_MINUTES, STOP_AND_COME_BACK, WRITTEN_SURVEY_DURATION } from "~/shared/survey-time";

/** The /how-it-works page: the four steps (spec section 2) and the benefits. */
export type TimedStep = { title: string; duration: string; text: string };

export const howItWorksSteps: readonly TimedStep[] = [
  {
    title: "Choose Your Assessment",
    duration: "2-3 minutes",
    text: "Pick the topic closest to your heart: Death & Grief, Depression, Marriage or Overall Mental Wellbeing, or learn about your personality with an Enneagram report.",
  },
  {
    title: "Complete the Survey",
    duration: WRITTEN_SURVEY_DURATION,
    text: `Answer open questions in your own words, at your own pace, from home. ${STOP_AND_COME_BACK} The Enneagram questionnaire takes ${ENNEAGRAM_MINUTES}.`,
  },
  {
    title: "AI Analysis and Professional Review",
    duration: "1-24 hours",
    text: "Your answers are analyzed with the help of AI, and the report is reviewed for care, accuracy and clarity.",
  },
  {
    title: "Receive Your Report",
    duration: "By e-mail",
    text: "Your personal report arrives in your inbox within 24 hours, with a 72-hour action plan you can start right away.",
  },
];

export const benefits: readonly string[] = [
  "Personal, not generic: written from your own answers",
  "Private: answer from home, whenever suits you",
  "Quick: your report within 24 hours",
  "Practical: a 72-hour action plan with clear first steps",
  "Shareable: a therapist handoff to bring to an appointment",
  "Simple prices: pay once, no subscription",
  "A 30-day satisfaction guarantee with a full refund",
];
