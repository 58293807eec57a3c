/** The Root Cause Analysis page. */
export const rootCauseIntro = [
  "Some struggles return no matter how hard we try. Root Cause Analysis looks beneath them, to the few causes that keep everything else going, and gives you a plan to work on them over 90 days.",
];

export type MethodStep = { title: string; text: string };

/** The six-step method (spec section 1). */
export const rootCauseMethod: readonly MethodStep[] = [
  { title: "Gather your story", text: "We start from everything you shared in your completed Catharsis survey." },
  { title: "Map the patterns", text: "We note what keeps recurring: in your thoughts, your days and your relationships." },
  { title: "Trace the triggers", text: "We look at what tends to set each pattern off, and what keeps it going." },
  { title: "Weigh the possible causes", text: "We compare the explanations your answers support, and set aside those they do not." },
  { title: "Name the dominant causes", text: "We single out the few mechanisms that drive the most, and show how they connect." },
  { title: "Build your 90-day plan", text: "We turn those causes into a plan in three stages, one manageable step at a time." },
];

export const rootCauseIncludes: readonly string[] = [
  "An 8-10 page personal report",
  "The dominant causes behind your struggles, explained in plain language",
  "How those causes feed one another, and where the chain is easiest to break",
  "A 90-day plan in three stages, with small weekly steps",
  "Questions you may want to explore with a therapist",
];

export const rootCauseForWhom: readonly string[] = [
  "You have completed a Catharsis survey and want to go deeper.",
  "You notice the same difficulties returning, in different forms.",
  "You would like a longer-term plan, not only first steps.",
];

export const rootCausePrerequisite =
  "Root Cause Analysis needs a completed Catharsis survey first, so it is offered together with one.";
