import type { ContentBlock } from "~/shared/rich-text";

/** The About page (spec: story, mission, approach and core belief). */
export const aboutIntro =
  "Catharsis helps people put words to what they are carrying, and find a clear, gentle next step.";

export const aboutStory: readonly ContentBlock[] = [
  "Catharsis began with something we kept seeing: people often carry a great deal for a long time before they find the words for it, or the right help. A widow in the first year after her loss. A couple, decades into a marriage that has gone quiet. Someone whose low mood has settled in like the weather.",
  "Therapy can help enormously, yet the first sessions are often spent simply untangling what happened. Many people also wait months for an appointment, or are not sure where to start at all. We wanted to offer a calm, private place to do some of that untangling first, at home and at your own pace.",
  "So we built questionnaires you answer in your own words, and reports that reflect your story back with care: what stands out, what may be feeding it, and what you might try next.",
];

export const aboutMission: readonly ContentBlock[] = [
  "Our mission is to help people, especially those facing loss, late-life change or long-standing strain, see their situation clearly enough to take the next step. That step might be a conversation, a new habit, or a first appointment with a therapist.",
];

export type ApproachPoint = { title: string; text: string };

export const aboutApproach: readonly ApproachPoint[] = [
  { title: "Your words first", text: "Open questions, no boxes to tick. You describe your life as you see it." },
  {
    title: "Careful analysis",
    text: "Your answers are analyzed with the help of AI and reviewed for care, accuracy and clarity before the report reaches you.",
  },
  { title: "Plain language", text: "No jargon and no labels: a report you can read in one sitting and come back to." },
  { title: "Practical next steps", text: "Every Catharsis report ends with a 72-hour action plan you can begin right away." },
  {
    title: "Privacy by design",
    text: "Your answers are encrypted, never sold, and never used for marketing.",
  },
];

export const aboutBelief: readonly ContentBlock[] = [
  "We believe clarity is a form of care. When you can name what you are carrying, it becomes lighter to hold and easier to share with the people who can help.",
  "Our reports are not a diagnosis and not a substitute for a therapist or doctor. They are a companion for the road, and a bridge to the people who can walk it with you.",
];
