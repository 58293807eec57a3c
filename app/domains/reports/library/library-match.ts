import type { ReportBlock } from "../document/report-document";
import { libraryEntries, type LibraryEntry } from "./library-entries";
import { matchFilledWording, sentencesOf } from "./filled-wordings";
import { normaliseText } from "./library-text";

/**
 * Which blocks of a draft are the library's words (ADR 0071, ADR 0080).
 * Matched by normalised text rather than carried in the document, so every
 * document already stored is read the same way and the strict schema is
 * untouched. A guidance paragraph or a callout matches when its text is one
 * entry's; a list when every item is; a paragraph of claims when each of its
 * sentences is a wording of the library (the Catharsis Report's own frames).
 * A wording may have its slots filled with this client's details: `fills`
 * lists them, and the reviewer reads those. Plans, quotes and scores are never
 * library text, nor is anything the library says about a client (a theme's
 * reflection, a block's "about"): those are not entries at all.
 */
export type LibraryBlockMatch = { entries: LibraryEntry[]; fills: string[] };

let index: Map<string, LibraryEntry> | null = null;

function entryFor(text: string): LibraryEntry | undefined {
  index ??= new Map(libraryEntries().map((entry) => [entry.text, entry]));
  return index.get(normaliseText(text));
}

/** One wording: an entry's words unchanged, or one wording with its slots filled. */
function matchWording(text: string): LibraryBlockMatch | null {
  const exact = entryFor(text);
  if (exact) return { entries: [exact], fills: [] };
  const filled = matchFilledWording(text);
  return filled ? { entries: [filled.entry], fills: filled.fills } : null;
}

/**
 * One text: a wording, or a run of wordings as the drafter joins them. From each sentence on, the
 * longest run of sentences that is one wording is taken ("Missed a day? Simply start again
 * tomorrow." is one wording of two sentences); a sentence no wording covers and it is not the library's.
 */
function matchText(text: string): LibraryBlockMatch | null {
  if (matched.has(text)) return matched.get(text)!;
  // The same draft is matched on every load of its review page: a text is matched once per process.
  if (matched.size >= MATCHES_KEPT) matched.clear();
  const match = matchWordings(text);
  matched.set(text, match);
  return match;
}

const MATCHES_KEPT = 20_000;
const matched = new Map<string, LibraryBlockMatch | null>();

function matchWordings(text: string): LibraryBlockMatch | null {
  const whole = matchWording(text);
  if (whole) return whole;
  const sentences = sentencesOf(text);
  const parts: LibraryBlockMatch[] = [];
  for (let start = 0; start < sentences.length; ) {
    let found: { match: LibraryBlockMatch; end: number } | null = null;
    for (let end = Math.min(sentences.length, start + longestWording()); end > start && !found; end--) {
      const match = matchWording(sentences.slice(start, end).join(" "));
      if (match) found = { match, end };
    }
    if (!found) return null;
    parts.push(found.match);
    start = found.end;
  }
  return parts.length > 1 ? joinMatches(parts) : null;
}

let longest = 0;
/** The most sentences one wording holds: no longer run of sentences is tried as one. */
function longestWording(): number {
  longest ||= Math.max(1, ...libraryEntries().map((entry) => sentencesOf(entry.text).length));
  return longest;
}

function joinMatches(matches: readonly LibraryBlockMatch[]): LibraryBlockMatch {
  return { entries: matches.flatMap((match) => match.entries), fills: [...new Set(matches.flatMap((match) => match.fills))] };
}

function textsOf(block: ReportBlock): string[] {
  if (block.type === "guidance" || block.type === "callout") return [block.text];
  if (block.type === "list") return block.items;
  if (block.type === "paragraph") return block.claims.map((claim) => claim.text);
  return [];
}

export function matchLibraryBlock(block: ReportBlock): LibraryBlockMatch | null {
  const texts = textsOf(block);
  if (texts.length === 0) return null;
  const matches = texts.map(matchText);
  return matches.every((match) => match !== null) ? joinMatches(matches as LibraryBlockMatch[]) : null;
}

/**
 * A list that mixes the library's items with the client's own (a "Questions to
 * sit with" quoting them, "Things to try" naming who died): each item's match,
 * or null for an item written for this client. Null when no item, or every
 * item, is the library's (then the whole list is matched, or none of it).
 */
export function matchLibraryItems(block: ReportBlock): (LibraryBlockMatch | null)[] | null {
  if (block.type !== "list") return null;
  const matches = block.items.map(matchText);
  const found = matches.filter((match) => match !== null).length;
  return found === 0 || found === matches.length ? null : matches;
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
export function libraryItemsOf(sections: readonly { id: string; blocks: readonly ReportBlock[] }[]): Map<string, (LibraryBlockMatch | null)[]> {
  const found = new Map<string, (LibraryBlockMatch | null)[]>();
  for (const section of sections) {
    section.blocks.forEach((block, blockIndex) => {
      const items = matchLibraryItems(block);
      if (items) found.set(`${section.id}.${blockIndex}`, items);
    });
  }
  return found;
}
