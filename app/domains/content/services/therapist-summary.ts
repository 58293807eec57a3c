/** The Therapist Summary page. */
export const therapistSummaryIntro = [
  "Starting with a new therapist often means telling your story from the beginning, just when that is hardest. The Therapist Summary puts what you shared into a clear, professional document, so your first sessions can start where you actually are.",
];

export type SummaryPart = { title: string; text: string };

export const summaryParts: readonly SummaryPart[] = [
  {
    title: "A 4-6 page summary",
    text: "The concerns, patterns, strengths and supports that came through in your Catharsis survey, set out clearly for a professional reader.",
  },
  {
    title: "A one-page clinician brief",
    text: "The essentials on a single page, for your therapist, counselor or doctor to read before your appointment.",
  },
];

export const summaryBenefits: readonly string[] = [
  "Less time retelling your story, more time working on what matters",
  "Your own words, organized so nothing important is forgotten",
  "A calm way to share difficult things you may find hard to say aloud",
  "Useful for therapists, counselors, doctors and other healthcare providers",
];

export const summaryCare: readonly string[] = [
  "The summary is sent only to you. You decide whether to share it, and with whom.",
  "It supports your provider's work; it does not replace their own assessment, and it is not a diagnosis.",
  "It is not for crisis situations. If you need help urgently, the crisis lines below are open day and night.",
];

export const therapistSummaryPrerequisite = "The Therapist Summary needs a completed Catharsis survey first.";
