import { griefGuidance } from "./guidance/grief";
import { marriageGuidance } from "./guidance/marriage";
import { moodGuidance } from "./guidance/mood";
import { sectionGuidance, sharedGuidance } from "./guidance/shared";
import type { ThemeGuidance } from "./guidance/theme-guidance";
import { choose } from "./guidance/blocks/variety";

export type { PhaseItem, ThemeGuidance } from "./guidance/theme-guidance";

/**
 * The template drafter's written library: for each theme of theme-catalog,
 * what we say about it and what the client might try. Kept in plain
 * English, tentative about meaning and concrete about actions; no
 * diagnosis, no medication advice, no promises (docs/report-style.md).
 */
const library: Record<string, ThemeGuidance> = {
  ...marriageGuidance,
  ...griefGuidance,
  ...moodGuidance,
  ...sharedGuidance,
};

/** The guidance for a theme id; the fallback section themes (`section-<n>`) share one general entry. */
export function guidanceFor(themeId: string): ThemeGuidance {
  return library[themeId] ?? sectionGuidance;
}

/**
 * One wording of what the library says about a client on a theme (ADR 0067), chosen by the
 * submission's seed and the theme: every report of one client reads the same wording of it.
 */
export function themeWording(seed: string, themeId: string, key: "reflection" | "pattern" | "strength"): string {
  return choose(seed, `${themeId}:${key}`, guidanceFor(themeId)[key]);
}

/** Every theme id the library writes for, so a test can check the catalogue has no gaps. */
export const guidedThemeIds: readonly string[] = Object.keys(library);
