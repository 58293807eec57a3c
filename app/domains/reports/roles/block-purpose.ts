import type { SentenceReading, SentenceRole } from "./sentence-roles";

/**
 * What a block offers the sentences it cites as (issue 28, ADR 0062): a support ("the people and
 * things that help you"), a strength (the strengths section, where a hope is a strength too), or
 * a hope ("The client's goals"). Blocks with none of these may cite any sentence.
 */
export type BlockPurpose = "support" | "strength" | "hope";

const FITTING: Record<BlockPurpose, ReadonlySet<SentenceRole>> = {
  support: new Set(["support", "memory"]),
  strength: new Set(["support", "memory", "hope"]),
  hope: new Set(["hope"]),
};

/** In words for a reviewer: "a support or a memory". */
export const purposeNeeds: Record<BlockPurpose, string> = {
  support: "a support or a memory",
  strength: "a support, a memory or a hope",
  hope: "a hope or goal from the questions about hopes",
};

/** Whether a sentence so read may be cited in a block with this purpose: never when it touches risk. */
export function fitsPurpose(reading: SentenceReading | undefined, purpose: BlockPurpose): boolean {
  return reading !== undefined && reading.risk === null && FITTING[purpose].has(reading.role);
}

/** The themes of theme-catalog that are resources: their sentences are offered as one. */
export const themePurpose: Readonly<Record<string, BlockPurpose>> = {
  support: "support",
  "what-helps": "support",
  "memories-meaning": "support",
  hopes: "hope",
};

/**
 * A section's purpose, by its id (the outline's "strengths" and "goals", a resource theme's
 * `theme-<id>`), or by its id or title for sections a model names itself ("theme-people-who-help",
 * "Hopes for the year ahead").
 */
export function sectionPurpose(section: { id: string; title: string }): BlockPurpose | null {
  if (section.id === "strengths") return "strength";
  if (section.id === "goals") return "hope";
  const theme = section.id.startsWith("theme-") ? themePurpose[section.id.slice("theme-".length)] : undefined;
  if (theme) return theme;
  const words = `${section.id.replace(/-/g, " ")} ${section.title}`;
  if (/\bstrengths?\b/i.test(words)) return "strength";
  if (/\bsupports?\b|\bwhat (?:already )?helps\b/i.test(words)) return "support";
  if (/\b(?:hopes?|goals?)\b/i.test(words)) return "hope";
  return null;
}

/**
 * A paragraph claim that offers what it cites as a help or a goal, in any section: "You also named
 * some of the people and things that help you", "The client's goals, in their words".
 */
export function claimPurpose(text: string): BlockPurpose | null {
  if (/\b(?:the client's|your) (?:goals|hopes)\b/i.test(text.replace(/[‘’]/g, "'"))) return "hope";
  // Not "the people who support you" in a list of theme labels: that names a theme, it offers nothing.
  if (/\b(?:people|things) (?:and things )?that help(?:ed)? you\b|\bsource of (?:comfort|strength|support)\b/i.test(text)) return "support";
  return null;
}

/** Of `ids`, in their order, those whose sentence may be cited in a block with this purpose. */
export function idsFitting(readings: ReadonlyMap<string, SentenceReading>, ids: readonly string[], purpose: BlockPurpose): string[] {
  return ids.filter((id) => fitsPurpose(readings.get(id), purpose));
}
