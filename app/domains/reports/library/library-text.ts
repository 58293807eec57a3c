import { fill } from "../template/guidance/blocks/fill";

/**
 * How library text is compared and versioned (ADR 0071). A block of a draft
 * is library text when its words, once normalised, are exactly an entry's
 * words with every slot left to its fallback: a slot filled with a client's
 * name or place makes the words differ, so the block is theirs and is read.
 */

/** Spaces, curly quotes and dashes made plain, so a copy and its source compare equal. */
export function normaliseText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/** An entry's words as any client without the slot's detail reads them: its slots at their fallbacks. */
export function unchangedText(source: string): string {
  return normaliseText(/[{[]/.test(source) ? fill(source, {}) : source);
}

/** A version is the source's own content hash: the text changes, the version changes, and the review starts again. */
export function versionOf(source: string): string {
  let value = 0x811c9dc5;
  const text = normaliseText(source);
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(16).padStart(8, "0");
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
