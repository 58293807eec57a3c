import { libraryEntries, type LibraryEntry } from "./library-entries";
import { normaliseText } from "./library-text";

/**
 * Library wordings with their slots filled for one client (ADR 0080): "Please read it at your own
 * pace, {first}." read as "Please read it at your own pace, Carol.". The provider reviews the
 * wording once; what this client's reviewer still reads is what filled its slots (`fills`).
 */
export type FilledWording = { entry: LibraryEntry; fills: string[] };

type Pattern = { entry: LibraryEntry; regex: RegExp };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * An entry's source as a whole-text pattern: each `{key}` or `{key|fallback}` a captured run of
 * words, each `[…]` optional, spaces loose (a dropped part leaves one space, not two). Case is
 * ignored, since a filled wording may start a sentence with its slot capitalised.
 */
export function wordingPattern(source: string): RegExp {
  let pattern = "";
  for (const part of normaliseText(source).split(/(\{\w+(?:\|[^}]*)?\}|\[|\])/)) {
    if (part === "[") pattern += "(?:";
    else if (part === "]") pattern += ")?";
    else if (/^\{\w+/.test(part)) pattern += "(.+?)";
    else pattern += escape(part).replace(/ /g, "\\s*");
  }
  return new RegExp(`^\\s*${pattern}\\s*$`, "iu");
}

let patterns: Map<string, Pattern[]> | null = null;

/** Slotted entries by the first word of their source ("*" when it opens on a slot), so a sentence tries a few. */
function slottedPatterns(): Map<string, Pattern[]> {
  if (patterns) return patterns;
  patterns = new Map();
  for (const entry of libraryEntries()) {
    if (!/[{[]/.test(entry.source)) continue;
    const key = firstWord(entry.source.startsWith("{") || entry.source.startsWith("[") ? "" : entry.source) || "*";
    const bucket = patterns.get(key) ?? [];
    bucket.push({ entry, regex: wordingPattern(entry.source) });
    patterns.set(key, bucket);
  }
  return patterns;
}

const firstWord = (text: string) => normaliseText(text).split(" ")[0]!.toLowerCase().replace(/[^\p{L}']/gu, "");

/** The slotted wording this text fills, if one does; null for text no wording holds. */
export function matchFilledWording(text: string): FilledWording | null {
  const byWord = slottedPatterns();
  const candidates = [...(byWord.get(firstWord(text) || "*") ?? []), ...(byWord.get("*") ?? [])];
  const plain = normaliseText(text);
  for (const { entry, regex } of candidates) {
    const found = regex.exec(plain);
    if (found) return { entry, fills: found.slice(1).filter((value): value is string => value !== undefined).map((value) => value.trim()) };
  }
  return null;
}

/**
 * A paragraph's sentences, as the drafter joins a frame's wordings: each ends at ".", "?" or "!"
 * followed by a space and a capital or a quotation mark.
 */
export function sentencesOf(text: string): string[] {
  return normaliseText(text)
    .split(/(?<=[.?!])\s+(?=[\p{Lu}"'])/u)
    .filter((sentence) => sentence.length > 0);
}
