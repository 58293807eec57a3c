import { ENNEAGRAM_DURATION } from "~/shared/survey-time";
/** The nine Enneagram types as the Enneagram pages present them (our own words). */
export type EnneagramType = {
  number: number;
  name: string;
  description: string;
  motivation: string;
  fear: string;
};

export const enneagramTypes: readonly EnneagramType[] = [
  {
    number: 1,
    name: "The Perfectionist",
    description: "Principled and conscientious, with a clear sense of how things ought to be and a steady wish to make them better.",
    motivation: "To live rightly, act with integrity and improve what is around them.",
    fear: "Being careless, wrong or somehow not good enough.",
  },
  {
    number: 2,
    name: "The Helper",
    description: "Warm and generous, quick to notice what others need and glad to offer support.",
    motivation: "To be loved and to feel truly needed by the people who matter.",
    fear: "Being unwanted or unworthy of love.",
  },
  {
    number: 3,
    name: "The Achiever",
    description: "Energetic and adaptable, focused on goals and good at rising to an occasion.",
    motivation: "To feel valuable and to be recognized for what they accomplish.",
    fear: "Being without worth apart from their achievements.",
  },
  {
    number: 4,
    name: "The Individualist",
    description: "Sensitive and expressive, deeply in touch with feelings and drawn to what is meaningful and authentic.",
    motivation: "To understand who they really are and to live true to it.",
    fear: "Having no lasting identity or personal significance.",
  },
  {
    number: 5,
    name: "The Investigator",
    description: "Curious and observant, at home with ideas, and careful with their time and energy.",
    motivation: "To understand how things work and to feel capable and competent.",
    fear: "Being helpless, overwhelmed or unable to cope.",
  },
  {
    number: 6,
    name: "The Loyalist",
    description: "Committed and responsible, alert to risks, and faithful to the people and causes they trust.",
    motivation: "To feel secure, supported and prepared for what may come.",
    fear: "Being left without support, guidance or safety.",
  },
  {
    number: 7,
    name: "The Enthusiast",
    description: "Optimistic and spontaneous, eager for new experiences and good at seeing possibilities.",
    motivation: "To stay free, satisfied and open to what life offers.",
    fear: "Being trapped in pain, boredom or loss.",
  },
  {
    number: 8,
    name: "The Challenger",
    description: "Confident and direct, protective of others, and unafraid to take charge.",
    motivation: "To stay strong, in control of their own life and able to protect those they care for.",
    fear: "Being controlled, harmed or made powerless by others.",
  },
  {
    number: 9,
    name: "The Peacemaker",
    description: "Easygoing and accepting, a calming presence who sees every side of a situation.",
    motivation: "To keep inner calm and harmony with the people around them.",
    fear: "Conflict, disconnection and losing the people they love.",
  },
];

/** How the Enneagram assessment works, in four steps. */
export const enneagramSteps = [
  { title: "Choose your report", text: "Add the Enneagram Report to your cart and check out securely, as a guest or with an account." },
  { title: "Answer the questionnaire", text: `Take ${ENNEAGRAM_DURATION} to respond to plain statements about how you think, feel and act.` },
  { title: "We prepare your report", text: "Your answers are analyzed with AI assistance and reviewed, then written up for you." },
  { title: "Receive it by e-mail", text: "Your personal report arrives within 24 hours, ready to read at your own pace." },
] as const;

/** What the Enneagram Report helps a reader discover. */
export const enneagramDiscoveries = [
  "Your core type, and why it fits you",
  "What motivates you most, and what you most fear",
  "How you tend to react under stress, and what helps you grow",
  "Patterns you bring into relationships and work",
  "Practical, gentle steps for personal growth",
] as const;
