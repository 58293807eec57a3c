/** Reading the draft and submission endpoints' replies, which may not be JSON (a proxy's error page). */

/** The server's savedAt, or `fallback` when the reply does not carry a readable one. */
export async function readSavedAt(response: Response, fallback: Date): Promise<Date> {
  try {
    const body = (await response.json()) as { savedAt?: unknown };
    const savedAt = typeof body.savedAt === "string" ? new Date(body.savedAt) : null;
    return savedAt && !Number.isNaN(savedAt.getTime()) ? savedAt : fallback;
  } catch {
    return fallback;
  }
}

/** The server's `error` text, shown to the writer as is. */
export async function readError(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { error?: unknown };
    return typeof body.error === "string" && body.error.length > 0 ? body.error : null;
  } catch {
    return null;
  }
}

/** How long a 429 asks the page to wait, within bounds. */
export function retryAfterMs(response: Response, fallbackMs: number, maxMs: number): number {
  const seconds = Number(response.headers.get("Retry-After"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, maxMs) : fallbackMs;
}
