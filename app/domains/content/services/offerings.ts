import { reportKinds, type ReportKind } from "~/shared/report-kinds";
import { ENNEAGRAM_MINUTES, WRITTEN_SURVEY_MINUTES } from "~/shared/survey-time";

/**
 * The four services as the home page, /services and /how-it-works present
 * them. Prices are not written here: each offering names the catalogue
 * product whose price it shows, and the route reads that price. One
 * offering per report kind, keyed by it so a kind without one does not
 * compile (ADR 0048).
 */
export type OfferingId = ReportKind;

export type Offering = {
  id: OfferingId;
  title: string;
  /** The service page. */
  to: string;
  /** The catalogue product whose price the card shows. */
  priceProductId: string;
  /** Said after the price, when the price is for more than this service alone. */
  priceNote?: string;
  summary: string;
  features: readonly string[];
  /** The longer description in the "Learn More" dialog. */
  details: readonly string[];
};

const offeringFor: Record<ReportKind, Omit<Offering, "id">> = {
  catharsis: {
    title: "Catharsis Reports",
    to: "/services/catharsis",
    priceProductId: "catharsis",
    summary:
      "A guided questionnaire about grief, depression, your marriage or your overall wellbeing, turned into a personal report you can act on.",
    features: [
      "Four topics: Death & Grief, Depression, Marriage, Overall Mental Wellbeing",
      "A personal report of 10+ pages",
      "A 72-hour action plan",
      "A therapist handoff you can share",
    ],
    details: [
      `Catharsis begins with a questionnaire on the part of life that weighs on you most: Death & Grief, Depression, Marriage, or Overall Mental Wellbeing. The questions are open, so you answer in your own words. Most people take ${WRITTEN_SURVEY_MINUTES}, with breaks whenever they need them: your answers are saved as you go. There are no wrong answers.`,
      "From your answers we prepare a personal report of ten pages or more. It reflects back what you have been carrying, names the patterns that stand out, and ends with a 72-hour action plan: small, concrete steps for the next three days. A therapist handoff section sums up the essentials, ready to share with a counselor if you choose to.",
      "Your report arrives by e-mail within 24 hours of finishing the questionnaire. It is a tool for reflection: it is not a diagnosis, not a treatment, and not meant for a crisis.",
    ],
  },
  "root-cause": {
    title: "Root Cause Analysis",
    to: "/services/root-cause",
    priceProductId: "catharsis-root-cause",
    priceNote: "with a Catharsis survey",
    summary:
      "A deeper, six-step look at why the same struggles keep coming back, with an 8-10 page report and a 90-day plan.",
    features: [
      "A six-step method",
      "The main causes, named in plain words",
      "An 8-10 page report",
      "A 90-day plan, one step at a time",
    ],
    details: [
      "Some difficulties return no matter how hard we try. Root Cause Analysis works from your completed Catharsis survey and follows a six-step method to find the few underlying causes that matter most: the habits, beliefs and circumstances that keep feeding one another.",
      "Your 8-10 page report explains each main cause in plain language, shows how they connect, and turns them into a 90-day plan, one manageable step at a time, so that change has room to take hold.",
      "Root Cause Analysis needs a completed Catharsis survey first, so it comes together with one. Like all our reports, it supports reflection; it is not a diagnosis or a treatment.",
    ],
  },
  enneagram: {
    title: "Enneagram Report",
    to: "/services/enneagram",
    priceProductId: "enneagram-report",
    summary:
      "Discover which of the nine Enneagram types fits you best, what drives you, and what you may be protecting yourself from.",
    features: [
      "The nine personality types explained",
      "Your core motivation and core fear",
      "Your strengths and growth areas",
      "Guidance for your closest relationships",
    ],
    details: [
      "The Enneagram describes nine personality types, from the Perfectionist to the Peacemaker. Each type has a core motivation, a core fear, and familiar ways of reacting when life is hard and when it is going well.",
      `After a questionnaire of ${ENNEAGRAM_MINUTES}, you receive a personal report on the type that fits you best: what moves you, where you tend to get stuck, how you relate to the people close to you, and gentle, practical ways to grow. It can give you kinder words for yourself.`,
      "The Enneagram is a tool for self-understanding, not a clinical test. Your report arrives by e-mail within 24 hours.",
    ],
  },
  "therapist-summary": {
    title: "Therapist Summary",
    to: "/services/therapist-summary",
    priceProductId: "therapist-summary",
    summary:
      "A 4-6 page summary and a one-page clinician brief, so your therapist or doctor can understand your story from the very first session.",
    features: [
      "A 4-6 page summary",
      "A one-page clinician brief",
      "Written for healthcare providers",
      "You decide who receives it",
    ],
    details: [
      "Starting with a new therapist often means telling your story from the beginning, at a time when that is hardest. The Therapist Summary gathers what you shared in your Catharsis survey into a clear, professional document you can give to your therapist, counselor or doctor.",
      "It has two parts: a 4-6 page summary of the concerns, patterns and strengths in your answers, and a one-page clinician brief for a quick read before your appointment. It helps the first sessions go further; it does not replace your provider's own assessment.",
      "The Therapist Summary needs a completed Catharsis survey first. It is sent only to you, and you decide whether to share it, and with whom.",
    ],
  },
};

/** The offerings in the order the pages list them: the report kinds' order. */
export const offerings: readonly Offering[] = reportKinds.map((id) => ({ id, ...offeringFor[id] }));
