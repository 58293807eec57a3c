/**
 * Where a page's draft stands, as the writer sees it:
 * - idle: nothing changed since the page opened;
 * - saving: a change is waiting for typing to pause, or travelling;
 * - saved: the server has the newest text (and this device's copy is removed);
 * - offline: no connection; the text is kept on this device (unless its
 *   storage is blocked or full: `onDevice` false) and sent when it returns;
 * - retrying: the server could not save it; kept on this device, tried again shortly;
 * - refused: the server said no (signed out, no access, already sent, stale
 *   questions, too many saves); its message is shown as is, and the text is
 *   kept on this device.
 */
export type SaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; savedAt: Date }
  | { kind: "offline"; onDevice?: boolean }
  | { kind: "retrying"; onDevice?: boolean }
  | { kind: "refused"; status: number; message: string };

/** Shown when a refusal carries no readable message. */
export const FALLBACK_REFUSAL = "Your answers could not be saved to our server. They are kept on this device.";
