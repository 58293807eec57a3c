/**
 * Where a toast goes so it never covers the control that caused it (issue 17): at the bottom
 * left as usual, but at the top when that control is in the lower part of the screen, where a
 * toast (full width on a phone) would sit over it. Loaded with sonner, on the first toast.
 */
export function toastPositionFor(cause: Element | null, viewportHeight: number): "bottom-left" | "top-center" {
  if (!cause || cause === document.body || !cause.isConnected) return "bottom-left";
  return cause.getBoundingClientRect().bottom > viewportHeight * 0.55 ? "top-center" : "bottom-left";
}
