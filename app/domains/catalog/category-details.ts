import type { CategoryId } from "~/shared/categories";

/** What each Catharsis survey topic covers, for the survey choice cards. */
export const categoryDescriptions: Record<CategoryId, string> = {
  death: "For the loss of someone you love: understand your grief, what helps, and what is hard.",
  depression: "For low mood that lingers: look at how you feel, what weighs on you, and what lifts you.",
  marriage: "For a relationship under strain: see its patterns, how you connect, and what pulls you apart.",
  wellbeing: "For a fuller picture of how you are doing: stress, rest, relationships, purpose and balance.",
};
