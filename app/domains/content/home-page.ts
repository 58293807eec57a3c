import { WRITTEN_SURVEY_MINUTES } from "~/shared/survey-time";

/** The home page's longer sentences, sent with its loader (docs/decisions/0005). */
export const homeWords = {
  hero:
    "Answer a thoughtful questionnaire about your grief, your mood, your marriage or your wellbeing, in your own words and at your own pace. Within 24 hours you receive a personal report of 10+ pages with a 72-hour action plan, and a therapist handoff you can share if you wish.",
  offeringsIntro:
    "Four kinds of report, each written from your own answers. Start with one, and add another whenever you are ready.",
  closing:
    `Some quiet time with your own thoughts, ${WRITTEN_SURVEY_MINUTES} for most people, can be the start of real change. Your report arrives within 24 hours of sending your answers, and our 30-day satisfaction guarantee means there is nothing to lose.`,
} as const;
