import { MAX_ANSWER_LENGTH } from "~/domains/assessments/assessment-answers";

/** The counter appears this close to the limit; earlier it would only be noise. */
export const COUNTER_FROM = 4_000;

const number = (value: number) => value.toLocaleString("en-US");

/** "4,210 / 5,000 characters" near the limit, otherwise null (no counter shown). */
export function counterText(length: number, max: number = MAX_ANSWER_LENGTH): string | null {
  return length >= COUNTER_FROM ? `${number(length)} / ${number(max)} characters` : null;
}

/** Points at which a screen reader hears how much room is left; between them the counter stays quiet. */
const milestones = [4_000, 4_500, 4_900, 5_000];

/** Which milestone a length has reached (0 = none yet). */
export function lengthMilestone(length: number): number {
  return milestones.filter((milestone) => length >= milestone).length;
}

/** What to announce on reaching a milestone. */
export function milestoneAnnouncement(length: number, max: number = MAX_ANSWER_LENGTH): string {
  const left = Math.max(0, max - length);
  if (left === 0) return `You have reached the ${number(max)}-character limit for this answer.`;
  return `${number(left)} characters left in this answer.`;
}

/**
 * How many pasted characters will not fit. The box keeps the browser's
 * maxLength (a hard limit, so a draft never exceeds what the server
 * accepts), and the browser cuts a paste that is too long. Rather than let
 * that happen silently, the page says how much was left out: the full text
 * is still on the clipboard, so nothing is lost.
 */
export function pasteOverflow(options: { value: string; selectionStart: number; selectionEnd: number; pasted: string; max?: number }): number {
  const max = options.max ?? MAX_ANSWER_LENGTH;
  // Browsers insert line breaks as a single "\n".
  const pasted = options.pasted.replace(/\r\n?/g, "\n");
  const kept = options.value.length - Math.max(0, options.selectionEnd - options.selectionStart);
  return Math.max(0, kept + pasted.length - max);
}

export function pasteOverflowText(overflow: number, max: number = MAX_ANSWER_LENGTH): string {
  const characters = overflow === 1 ? "character" : "characters";
  return `The last ${number(overflow)} ${characters} you pasted did not fit: each answer can hold up to ${number(max)} characters. The full text is still on your clipboard.`;
}
