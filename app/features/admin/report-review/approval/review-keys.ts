/**
 * The review page's keys (issue 29): Alt with one letter, so no single key fires by accident (WCAG
 * 2.1.4) and none is a screen reader's own (NVDA and JAWS use Insert or Caps Lock, VoiceOver
 * Control+Option). N, A and J open no browser menu (Firefox's use F, E, V, S, B, T and H). Each does
 * what a button or link on the page does; none fires while the reviewer types in a field.
 */
export type ReviewKey = "next-blocker" | "accept" | "next-section";

export const REVIEW_KEYS: Record<ReviewKey, { code: string; shortcut: string; words: string }> = {
  "next-blocker": { code: "KeyN", shortcut: "Alt+N", words: "next blocker" },
  accept: { code: "KeyA", shortcut: "Alt+A", words: "accept the section you are in" },
  "next-section": { code: "KeyJ", shortcut: "Alt+J", words: "next section" },
};

type KeyPress = Pick<KeyboardEvent, "altKey" | "ctrlKey" | "metaKey" | "shiftKey" | "code"> & { target: EventTarget | null };

/** Which of the page's keys this press is, or null: another key, another modifier, or typing in a field. */
export function reviewKeyOf(event: KeyPress): ReviewKey | null {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (isTypingIn(event.target)) return null;
  const found = (Object.keys(REVIEW_KEYS) as ReviewKey[]).find((key) => REVIEW_KEYS[key].code === event.code);
  return found ?? null;
}

const NOT_TYPED = new Set(["button", "checkbox", "radio", "submit", "reset", "image", "file", "range", "color"]);

/** A field that takes text, where Alt+letter may be a character being typed (on a Mac, Alt+N starts ñ). */
export function isTypingIn(target: EventTarget | null): boolean {
  const element = target as { tagName?: string; type?: string; isContentEditable?: boolean } | null;
  if (!element?.tagName) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toUpperCase();
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  return tag === "INPUT" && !NOT_TYPED.has((element.type ?? "text").toLowerCase());
}
