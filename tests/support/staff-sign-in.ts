/**
 * Back-office tests: what a loader or action answers a visitor, as a status
 * or, for a redirect, where it sends them. A signed-out visitor is sent to
 * sign in and back (ADR 64); a client still gets 404.
 */
export async function answerOf(call: () => Promise<unknown>): Promise<number | string> {
  try {
    const answer = (await call()) as { init?: { status?: number } | null } | Response | undefined;
    if (answer instanceof Response) return answer.headers.get("Location") ?? answer.status;
    return answer?.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location") ?? thrown.status;
    throw thrown;
  }
}

/** Where a signed-out visitor of this back-office page is sent. */
export const signInTo = (page: string) => `/auth?redirect=${encodeURIComponent(page)}`;
