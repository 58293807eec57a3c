import { FIELDS, MOVES_ASIDE, PRIMARY_ACTIONS } from "~/components/ui/keep-clear";

export type ToastPosition = "bottom-left" | "top-center";

// Sonner's layout: full width less 16 px a side up to 600 px wide, else 356 px wide, 24 px from
// the edge. A toast with a title and three lines of description, and its gap, is about 150 px tall.
const PHONE_MAX_WIDTH = 600;
const TOAST_WIDTH = 356;
const EDGE = 24;
const TOAST_BAND = 160;

type Band = { left: number; right: number; top: number; bottom: number };

function bandOf(position: ToastPosition, width: number, height: number): Band {
  const [top, bottom] = position === "top-center" ? [0, TOAST_BAND] : [height - TOAST_BAND, height];
  if (width <= PHONE_MAX_WIDTH) return { left: 0, right: width, top, bottom };
  if (position === "top-center") return { left: (width - TOAST_WIDTH) / 2, right: (width + TOAST_WIDTH) / 2, top, bottom };
  return { left: EDGE, right: EDGE + TOAST_WIDTH, top, bottom };
}

const meets = (box: DOMRect, band: Band) => box.width > 0 && box.height > 0 && box.left < band.right && band.left < box.right && box.top < band.bottom && band.top < box.bottom;

/**
 * Where a toast goes so it covers nothing the visitor needs (issues 17 and 34): the control that
 * caused it above all, then any field or primary action on screen (the chat button steps aside by
 * itself). Bottom left as usual; at the top when fewer of those are there. Loaded with sonner, on
 * the first toast.
 */
export function toastPositionFor(cause: Element | null, width: number, height: number): ToastPosition {
  const needed = [...document.querySelectorAll(`${FIELDS}, ${PRIMARY_ACTIONS}`)]
    .filter((element) => !element.closest(MOVES_ASIDE))
    .map((element) => element.getBoundingClientRect());
  const causeBox = cause && cause !== document.body && cause.isConnected ? cause.getBoundingClientRect() : null;
  const cost = (position: ToastPosition) => {
    const band = bandOf(position, width, height);
    return (causeBox && meets(causeBox, band) ? 1000 : 0) + needed.filter((box) => meets(box, band)).length;
  };
  return cost("top-center") < cost("bottom-left") ? "top-center" : "bottom-left";
}
