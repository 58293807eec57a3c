import type { IncomingMessage } from "node:http";

/**
 * Reads a request's whole body and then puts the same bytes back at the front
 * of the request stream, so whatever reads the request next (React Router's
 * Express adapter, which turns `req` itself into the Fetch Request's body
 * stream) gets them unchanged, byte for byte: the payment webhook's signature
 * covers the exact bytes.
 *
 * It reads in paused mode and stops at the declared length without asking for
 * more, so the stream has not emitted `end` yet and `unshift` is allowed; Node
 * checks for such a last unshift before it emits `end`.
 */
export function readBodyAndPutBack(req: IncomingMessage, declaredLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;

    const cleanup = () => {
      req.off("readable", onReadable);
      req.off("end", onEarlyEnd);
      req.off("error", onError);
      req.off("close", onEarlyEnd);
    };
    function onReadable() {
      let chunk: Buffer | null;
      while (received < declaredLength && (chunk = req.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        received += chunk.length;
      }
      if (received < declaredLength) return;
      cleanup();
      const body = Buffer.concat(chunks, received);
      req.unshift(body);
      resolve(body);
    }
    // The client stopped sending before the declared length: there is no body to hand on.
    function onEarlyEnd() {
      cleanup();
      reject(new Error("The request body ended before its declared length."));
    }
    function onError(error: Error) {
      cleanup();
      reject(error);
    }

    req.on("readable", onReadable);
    req.on("end", onEarlyEnd);
    req.on("error", onError);
    req.on("close", onEarlyEnd);
  });
}

/**
 * Reads what is left of a request's body and drops it. A refusal answered while the client is
 * still sending leaves unread bytes on the connection; closing it then resets it, and the reset
 * can reach the client before the answer (most likely what CI's busy machine showed as "no
 * answer" instead of a 415).
 * Only called for a body within the cap, so the wait is bounded.
 */
export function discardBody(req: IncomingMessage): Promise<void> {
  if (req.complete || req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      req.off("end", done);
      req.off("close", done);
      req.off("error", done);
      resolve();
    };
    req.on("end", done);
    req.on("close", done);
    req.on("error", done);
    req.resume();
  });
}
