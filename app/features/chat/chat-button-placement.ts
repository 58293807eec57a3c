/**
 * Where the floating chat button may sit without covering what the visitor needs to press
 * (issue 17): raised above any primary action, bottom bar or toast that would be under it, and hidden
 * on a phone while a text field has focus (the keyboard is up, and the field is what matters),
 * or when raising it would take it into the upper part of the screen.
 */
import { PRIMARY_ACTIONS, TEXT_FIELDS, TOASTS } from "~/components/ui/keep-clear";

export type ChatButtonPlacement = { lift: number; hidden: boolean };

const PHONE_MAX_WIDTH = 639;
const EDGE = 16;
const GAP = 8;
const SIZE = 56;

type Box = { left: number; top: number; right: number; bottom: number };
const overlaps = (a: Box, b: Box) => a.left < b.right + GAP && b.left < a.right + GAP && a.top < b.bottom + GAP && b.top < a.bottom + GAP;

/** The placement for the page as it is now; `own` is the chat's own part of the page, never avoided. */
export function placeChatButton(own: Element | null): ChatButtonPlacement {
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const focused = document.activeElement;
  if (width <= PHONE_MAX_WIDTH && focused instanceof HTMLElement && focused.matches(TEXT_FIELDS) && !own?.contains(focused)) {
    return { lift: 0, hidden: true };
  }
  const avoid: Box[] = [];
  for (const element of document.querySelectorAll(`${PRIMARY_ACTIONS}, ${TOASTS}`)) {
    if (own?.contains(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < height) avoid.push(box);
  }
  let lift = 0;
  // Each raise can bring the button over the next thing up: settle in a few steps, or give up.
  for (let step = 0; step < 6; step += 1) {
    const button = { left: width - EDGE - SIZE, right: width - EDGE, bottom: height - EDGE - lift, top: height - EDGE - lift - SIZE };
    const under = avoid.filter((box) => overlaps(button, box));
    if (under.length === 0) return { lift, hidden: false };
    lift = height - EDGE - Math.min(...under.map((box) => box.top)) + GAP;
    if (height - EDGE - lift - SIZE < height * 0.4) return { lift: 0, hidden: true };
  }
  return { lift: 0, hidden: true };
}

/**
 * Keeps the placement current as the page scrolls, resizes, changes or moves focus; returns the
 * stop function. Loaded after the page is up (chat-widget.tsx), so it costs the first paint nothing.
 */
export function watchChatButtonPlacement(own: Element | null, onChange: (placement: ChatButtonPlacement) => void): () => void {
  let frame = 0;
  let current: ChatButtonPlacement = { lift: 0, hidden: false };
  const update = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const next = placeChatButton(own);
      if (next.lift === current.lift && next.hidden === current.hidden) return;
      current = next;
      onChange(next);
    });
  };
  // A toast slides in and out: its resting place is known when its transition ends.
  const events = ["scroll", "resize", "focusin", "focusout", "transitionend"] as const;
  for (const event of events) window.addEventListener(event, update, { passive: true });
  // Content that appears or moves without a scroll (a step of a form, an opened section).
  const changes = new MutationObserver(update);
  changes.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["class", "hidden", "data-mounted", "data-removed"] });
  update();
  return () => {
    cancelAnimationFrame(frame);
    for (const event of events) window.removeEventListener(event, update);
    changes.disconnect();
  };
}
