/**
 * How many tokens a text costs a model, estimated without a tokenizer: none
 * is installed, each server's model has its own, and the estimate must hold
 * for all of them. It errs high (ADR 0068): the larger of a third of the
 * characters (English prose runs about four characters a token in the
 * tokenizers of Llama 3, Qwen 2.5, GPT-4o and Claude; counted in UTF-8 bytes) and the number of
 * pieces the GPT-4 tokenizer's pre-split cuts the text into, each at least
 * one token (which keeps dense text such as sentence ids, `q12.s3`, from
 * being under-counted).
 */
const PIECES = /'(?:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+/giu;

export function estimateTokens(text: string): number {
  if (!text) return 0;
  const pieces = text.match(PIECES)?.length ?? 0;
  // Bytes, not characters: byte-level tokenizers spend more tokens on an emoji or an accented
  // letter (two to four bytes) than on a plain one, and GPT-4o's counts "café 🙂🙂🙂" above a
  // third of its characters. English text is one byte a character, so its estimate is unchanged.
  return Math.max(pieces, Math.ceil(Buffer.byteLength(text, "utf8") / 3));
}

/** What a chat server adds around each message (role markers, separators): a few tokens; counted generously. */
export const TOKENS_PER_MESSAGE = 8;
