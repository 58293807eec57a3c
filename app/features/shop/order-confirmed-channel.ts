/**
 * The checkout tab hands the payment to a new tab, and the payment ends on the
 * success page in that tab. The success page tells the store's other tabs
 * (same origin only) which checkout was paid, so the first tab can show the
 * confirmed order instead of "finish paying there". Only the session id is
 * sent; the success page it opens checks the payment on the server as ever.
 */
const CHANNEL = "catharsis-checkout";
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

export function announceOrderConfirmed(sessionId: string): void {
  if (typeof BroadcastChannel === "undefined" || !SESSION_ID.test(sessionId)) return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ paidSessionId: sessionId });
  channel.close();
}

/** Calls `onPaid` with the session id another tab confirmed; returns the way to stop listening. */
export function listenForOrderConfirmed(onPaid: (sessionId: string) => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as { paidSessionId?: unknown } | null;
    const sessionId = typeof data?.paidSessionId === "string" ? data.paidSessionId : "";
    if (SESSION_ID.test(sessionId)) onPaid(sessionId);
  };
  return () => channel.close();
}

export function successPagePath(sessionId: string): string {
  return `/checkout/success?session_id=${encodeURIComponent(sessionId)}`;
}
