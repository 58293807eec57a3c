import { STOP_AND_COME_BACK, WRITTEN_SURVEY_MINUTES } from "~/shared/survey-time";

/** The /services page: key features, the five-step process and who it is for. */
export type Feature = { id: string; title: string; text: string };

export const keyFeatures: readonly Feature[] = [
  {
    id: "own-words",
    title: "In your own words",
    text: "Open questions let you describe your life as you see it. There is no score to chase and no wrong answer.",
  },
  {
    id: "fast",
    title: "Within 24 hours",
    text: "Your personal report arrives by e-mail within 24 hours of finishing your survey.",
  },
  {
    id: "private",
    title: "Private and secure",
    text: "Your answers are encrypted, and they are never sold or shared for marketing.",
  },
  {
    id: "shareable",
    title: "Ready to share",
    text: "Each Catharsis report includes a therapist handoff, for if and when you want to talk to someone.",
  },
];

export type ProcessStep = { title: string; text: string };

export const fiveSteps: readonly ProcessStep[] = [
  { title: "Choose Your Service", text: "Pick the report that fits what you are going through. Each one says plainly what it includes." },
  { title: "Complete Your Survey", text: `Answer open questions in your own words, at your own pace. Most people take ${WRITTEN_SURVEY_MINUTES}. ${STOP_AND_COME_BACK}` },
  {
    title: "AI Processing",
    text: "Your answers are analyzed with the help of AI, then reviewed for care, accuracy and clarity.",
  },
  { title: "Receive Your Report", text: "Your personal report arrives by e-mail within 24 hours of finishing your survey." },
  {
    title: "Begin Your Transformation",
    text: "Start with your 72-hour action plan: small, concrete steps. Share your report with a therapist if you wish.",
  },
];

export type Situation = { id: string; title: string; text: string; linkText: string; to: string };

export const situations: readonly Situation[] = [
  {
    id: "loss",
    title: "After a loss",
    text: "Grief can arrive in waves, months or even years later. The Death & Grief survey helps you honor what you have lost and find steadier ground.",
    linkText: "Start with the Death & Grief survey",
    to: "/services/catharsis",
  },
  {
    id: "marriage",
    title: "When a long marriage is strained",
    text: "Whether you are working things through or facing a separation later in life, the Marriage survey helps you see the patterns on both sides.",
    linkText: "Start with the Marriage survey",
    to: "/services/catharsis",
  },
  {
    id: "low-mood",
    title: "When low mood lingers",
    text: "If a heaviness has settled in, the Depression survey helps you describe it and find small, doable steps, and a way to bring it to a professional.",
    linkText: "Start with the Depression survey",
    to: "/services/catharsis",
  },
];
