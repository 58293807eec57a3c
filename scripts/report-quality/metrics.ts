/**
 * The quality bench's measures (issue 28), on plain text so they can be checked by hand
 * (metrics.test.ts). Which text of a report they read is `report-text.ts`'s business.
 */

/** A sentence as words only: lower case, apostrophes straightened, punctuation and spacing gone. */
export function sentenceKey(sentence: string): string {
  return (sentence.toLowerCase().replace(/[‘’ʼ]/g, "'").match(/[\p{L}\p{N}']+/gu) ?? []).join(" ");
}

/** Prose split at sentence ends (., ! or ? followed by space); each piece trimmed, empty ones dropped. */
export function splitProse(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”’)]?)\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentenceKey(sentence) !== "");
}

/**
 * For each report, the share of its sentences that appear word for word (`sentenceKey`) in at
 * least one of the other reports: 0 when every sentence is its own, 1 when none is. A report with
 * no sentences scores 0. Reports are compared only with the others passed in (the bench passes
 * one form's reports of one kind).
 */
export function sameness(reports: ReadonlyMap<string, readonly string[]>): Map<string, number> {
  const keys = new Map([...reports].map(([id, sentences]) => [id, new Set(sentences.map(sentenceKey).filter(Boolean))]));
  const shares = new Map<string, number>();
  for (const [id, own] of keys) {
    const others = [...keys].filter(([other]) => other !== id).map(([, set]) => set);
    const shared = [...own].filter((key) => others.some((set) => set.has(key))).length;
    shares.set(id, own.size === 0 ? 0 : shared / own.size);
  }
  return shares;
}

/**
 * Sentences (`sentenceKey`) found in more than half of the reports passed, each once, as the first
 * report that holds it wrote it: issue 28's "no fixed sentence appears in more than half of the
 * reports for a form". A sentence a report repeats within itself counts once for it. None when
 * fewer than two reports are passed.
 */
export function sentencesInMostReports(reports: ReadonlyMap<string, readonly string[]>): string[] {
  if (reports.size < 2) return [];
  const counts = new Map<string, { text: string; reports: number }>();
  for (const sentences of reports.values()) {
    for (const sentence of new Map(sentences.map((text) => [sentenceKey(text), text]))) {
      const [key, text] = sentence;
      if (key === "") continue;
      const entry = counts.get(key) ?? { text, reports: 0 };
      entry.reports++;
      counts.set(key, entry);
    }
  }
  return [...counts.values()].filter((entry) => entry.reports > reports.size / 2).map((entry) => entry.text);
}

/**
 * Syllables by the usual vowel-group rule: a run of one or two vowels (y counts) is a syllable,
 * a silent final e, "es" or "ed" after a consonant other than l is dropped, a leading y is a
 * consonant, and every word has at least one. Words of three letters or fewer are one syllable.
 * Approximate ("created" counts as 1), as every automatic Flesch–Kincaid is.
 */
export function syllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, "");
  if (letters.length === 0) return /\d/.test(word) ? 1 : 0;
  if (letters.length <= 3) return 1;
  const trimmed = letters.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  return Math.max(1, trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 0);
}

/**
 * Flesch–Kincaid grade level: 0.39 × words per sentence + 11.8 × syllables per word − 15.59.
 * Each string passed is one sentence (a list item without a full stop is one too). 0 for no words.
 */
export function fleschKincaidGrade(sentences: readonly string[]): number {
  const words = sentences.flatMap((sentence) => sentence.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []);
  const counted = sentences.filter((sentence) => /[\p{L}\p{N}]/u.test(sentence)).length;
  if (words.length === 0 || counted === 0) return 0;
  const syllableCount = words.reduce((sum, word) => sum + syllables(word), 0);
  return 0.39 * (words.length / counted) + 11.8 * (syllableCount / words.length) - 15.59;
}

export type Topic = { topic: string; signals: readonly string[] };

/**
 * Which topics the text speaks to: a topic counts when any of its signals appears, case aside,
 * at the start of a word (so "irritab" finds "irritable", and "son" does not find "Thompson").
 */
export function topicCoverage(text: string, topics: readonly Topic[]): { addressed: string[]; missed: string[]; share: number } {
  const lower = text.toLowerCase().replace(/[‘’ʼ]/g, "'");
  const found = (signal: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(signal.toLowerCase())}`, "u").test(lower);
  const addressed = topics.filter((topic) => topic.signals.some(found)).map((topic) => topic.topic);
  const missed = topics.map((topic) => topic.topic).filter((topic) => !addressed.includes(topic));
  return { addressed, missed, share: topics.length === 0 ? 1 : addressed.length / topics.length };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}
