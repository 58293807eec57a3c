import type { APIRequestContext } from "@playwright/test";

/**
 * GETs `url` and returns its body, trying once more if the connection is reset before an answer.
 * The server closes a keep-alive connection after 5 s idle (server/http-server.ts), and a client
 * that reuses one at that moment sees ECONNRESET. A browser retries an idempotent request then;
 * Playwright's request context does not, so a GET made after a pause can fail on the transport
 * alone. Only a reset is retried, and only for a GET: every answer is still checked by the caller.
 */
export async function getText(request: APIRequestContext, url: string): Promise<string> {
  try {
    return await (await request.get(url)).text();
  } catch (error) {
    if (!(error instanceof Error) || !/ECONNRESET|socket hang up/.test(error.message)) throw error;
    return await (await request.get(url)).text();
  }
}
