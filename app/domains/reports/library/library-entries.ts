import { writtenFormTypes } from "~/shared/form-types";
import { enneagramGuidance } from "../kinds/enneagram/general";
import { typeGuide } from "../kinds/enneagram/library";
import { mechanismWordings } from "../kinds/root-cause/mechanism-wordings";
import { clinicianText } from "../kinds/therapist-summary/text";
import { themeNote, type ThemeNote } from "../kinds/therapist-summary/theme-notes";
import { clinicianDisclaimersSection, disclaimersSection, seekHelpNowSection } from "../template/common-sections";
import { guidanceBlocks } from "../template/guidance/blocks/block-library";
import { catharsisFrames, catharsisLines } from "../template/guidance/wordings/catharsis-frames";
import { therapyFrames } from "../template/guidance/wordings/therapy-frames";
import { guidanceFor, guidedThemeIds } from "../template/guidance-library";
import { scaleWordings } from "../template/scale-guidance";
import { themeCatalog } from "../template/theme-catalog";
import type { ReportSection } from "../document/report-document";
import { unchangedText, versionOf } from "./library-text";

/**
 * Every piece of text the template drafter copies from its library, each
 * with a stable id (where it sits in the library: "theme/grief-waves/meaning/2")
 * and a version (a hash of its words). Read from the library's own modules,
 * so nothing is written twice and a new block or wording joins by itself.
 * What the library says about a client (a theme's reflection, a block's
 * claim) is left out: it is cited and read in every report.
 */
export type LibraryEntry = { id: string; group: LibraryGroup; source: string; text: string; version: string };

export const libraryGroups = ["Guidance blocks", "Themes", "Report wordings", "Fixed sections", "Clinician notes", "Enneagram"] as const;
export type LibraryGroup = (typeof libraryGroups)[number];

/** Keys whose words are said about the client or are names and signals, not text a reader reads as ours. */
const ABOUT_THE_CLIENT = new Set(["about", "reflection", "pattern", "strength", "resource", "id", "forms", "topic", "terms", "phrases", "within", "lead", "weight", "minScore", "type", "name", "label"]);

function collect(group: LibraryGroup, prefix: string, value: unknown, into: LibraryEntry[]): void {
  if (typeof value === "string") {
    // A lone word or two is a heading or a label, never a paragraph a reviewer would skip.
    if (value.trim().split(/\s+/).length >= 3) into.push({ id: prefix, group, source: value, text: unchangedText(value), version: versionOf(value) });
    return;
  }
  if (Array.isArray(value)) return value.forEach((item, index) => collect(group, `${prefix}/${index}`, item, into));
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) if (!ABOUT_THE_CLIENT.has(key)) collect(group, `${prefix}/${key}`, inner, into);
  }
}

function sectionTexts(section: ReportSection): Record<string, string | string[]> {
  return Object.fromEntries(
    section.blocks.flatMap((block, index): [string, string | string[]][] =>
      block.type === "guidance" || block.type === "callout" ? [[String(index), block.text]] : block.type === "list" ? [[String(index), block.items]] : [],
    ),
  );
}

/** A theme note's texts, its first context under the id it had when it was the only one, so its reviews stand. */
function noteTexts({ contexts: [context, ...otherContexts], ...note }: ThemeNote) {
  return { ...note, context, otherContexts };
}

function buildEntries(): LibraryEntry[] {
  const entries: LibraryEntry[] = [];
  for (const block of guidanceBlocks) collect("Guidance blocks", `block/${block.id}`, block, entries);
  for (const id of [...guidedThemeIds, "section"]) collect("Themes", `theme/${id}`, guidanceFor(id), entries);
  // The Root Cause Analysis's other wordings of each theme's mechanism (the library's own is above).
  collect("Themes", "theme-mechanism", mechanismWordings, entries);
  collect("Report wordings", "wording/catharsis", catharsisFrames, entries);
  collect("Report wordings", "wording/catharsis-lines", catharsisLines, entries);
  collect("Report wordings", "wording/therapy", therapyFrames, entries);
  collect("Report wordings", "wording/scales", scaleWordings, entries);
  for (const section of [seekHelpNowSection(), disclaimersSection()]) collect("Fixed sections", `section/${section.id}`, sectionTexts(section), entries);
  collect("Fixed sections", "section/clinician-disclaimers", sectionTexts(clinicianDisclaimersSection()), entries);
  collect("Clinician notes", "clinician/text", clinicianText, entries);
  const themes = new Map(writtenFormTypes.flatMap((form) => themeCatalog[form].map((theme) => [theme.id, theme] as const)));
  for (const theme of themes.values()) collect("Clinician notes", `clinician/theme/${theme.id}`, noteTexts(themeNote(theme)), entries);
  collect("Clinician notes", "clinician/theme/section", noteTexts(themeNote({ id: "section-0", label: "" })), entries);
  collect("Enneagram", "enneagram/general", enneagramGuidance, entries);
  for (let type = 1; type <= 9; type++) collect("Enneagram", `enneagram/type-${type}`, typeGuide(type), entries);
  // One entry per wording: a text the library holds in two places is reviewed once, under its first id.
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.text) && seen.add(entry.text) !== undefined);
}

let cached: readonly LibraryEntry[] | null = null;

/** The library as it stands in this build, built once per process. */
export function libraryEntries(): readonly LibraryEntry[] {
  cached ??= buildEntries();
  return cached;
}

export function libraryEntry(id: string): LibraryEntry | undefined {
  return libraryEntries().find((entry) => entry.id === id);
}
