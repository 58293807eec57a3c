import type { ReportBlock } from "../document/report-document";
import { libraryEntries, type LibraryEntry } from "./library-entries";
import { normaliseText } from "./library-text";

/**
 * Which blocks of a draft are the library's words unchanged (ADR 0071).
 * Matched by normalised text rather than carried in the document, so every
 * document already stored is read the same way and the strict schema is
 * untouched. A guidance paragraph or a callout matches when its text is one
 * entry's; a list when every item is. Claims, plans, quotes and scores are
 * never library text: they cite or show this client's own answers.
 */
export type LibraryBlockMatch = { entries: LibraryEntry[] };

let index: Map<string, LibraryEntry> | null = null;

function entryFor(text: string): LibraryEntry | undefined {
  index ??= new Map(libraryEntries().map((entry) => [entry.text, entry]));
  return index.get(normaliseText(text));
}

export function matchLibraryBlock(block: ReportBlock): LibraryBlockMatch | null {
  const texts = block.type === "guidance" || block.type === "callout" ? [block.text] : block.type === "list" ? block.items : [];
  if (texts.length === 0) return null;
  const entries = texts.map(entryFor);
  if (entries.some((entry) => entry === undefined)) return null;
  return { entries: entries as LibraryEntry[] };
}

/**
 * A list that mixes the library's items with the client's own (a "Questions to
 * sit with" quoting them, "Things to try" naming who died): each item's entry,
 * or null for an item written for this client. Null when no item, or every
 * item, is the library's (then the whole list is matched, or none of it).
 */
export function matchLibraryItems(block: ReportBlock): (LibraryEntry | null)[] | null {
  if (block.type !== "list") return null;
  const entries = block.items.map((item) => entryFor(item) ?? null);
  const found = entries.filter((entry) => entry !== null).length;
  return found === 0 || found === entries.length ? null : entries;
}

/** Every block of the sections that is library text, by the review page's block key ("section-id.index"). */
export function libraryBlocksOf(sections: readonly { id: string; blocks: readonly ReportBlock[] }[]): Map<string, LibraryBlockMatch> {
  const found = new Map<string, LibraryBlockMatch>();
  for (const section of sections) {
    section.blocks.forEach((block, blockIndex) => {
      const match = matchLibraryBlock(block);
      if (match) found.set(`${section.id}.${blockIndex}`, match);
    });
  }
  return found;
}

/** The sections' mixed lists, by block key ("section-id.index"), with each item's entry or null. */
export function libraryItemsOf(sections: readonly { id: string; blocks: readonly ReportBlock[] }[]): Map<string, (LibraryEntry | null)[]> {
  const found = new Map<string, (LibraryEntry | null)[]>();
  for (const section of sections) {
    section.blocks.forEach((block, blockIndex) => {
      const items = matchLibraryItems(block);
      if (items) found.set(`${section.id}.${blockIndex}`, items);
    });
  }
  return found;
}
