/**
 * Text in quotation marks inside the report's prose. Quotation marks are
 * reserved for the client's own words (docs/report-style.md, "Evidence"), so a
 * quoted span of any length, in any prose, must be found, exactly, in a
 * sentence the client wrote: that is how a paraphrase, or another client's
 * sentence, dressed up as a quote is caught (issue 31, ADR 54). Guidance that
 * suggests words says them without quotation marks.
 */
export type QuotedSpan = { start: number; end: number; inner: string };

const CURLY = /“([^“”]*)”/g;
const STRAIGHT = /"([^"]*)"/g;

export function quotedSpans(text: string): QuotedSpan[] {
  const spans: QuotedSpan[] = [];
  for (const pattern of [CURLY, STRAIGHT]) {
    for (const match of text.matchAll(pattern)) {
      spans.push({ start: match.index, end: match.index + match[0].length, inner: match[1] ?? "" });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * Typography only: curly and straight apostrophes are the same letter, runs of
 * white space are one space, and the comma or full stop that US style puts
 * inside a closing quotation mark may differ from the sentence's own.
 */
function normalise(text: string): string {
  return text.replace(/[‘’ʼ]/g, "'").replace(/\s+/g, " ").trim();
}

function withoutTrailingPunctuation(text: string): string {
  return text.replace(/[\s.,;:!?]+$/u, "");
}

/** Whether the quoted words appear, unchanged, in one of the given sentences. */
export function isQuoteOf(inner: string, sentences: readonly string[]): boolean {
  const quoted = withoutTrailingPunctuation(normalise(inner));
  if (!quoted) return true;
  return sentences.some((sentence) => normalise(sentence).includes(quoted));
}
