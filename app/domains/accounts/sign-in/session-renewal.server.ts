import type { MiddlewareFunction } from "react-router";
import { getCurrentUser, sessionRenewalCookies } from "../current-user.server";

/**
 * Root middleware for page and data reads. A signed-in page is marked private
 * (it names the user: no shared cache may keep it). When reading the session
 * renewed it (Better Auth extends a session in use once a day), the browser's
 * cookie is extended too, unless the response sets the session cookie itself.
 */
export const renewSessionCookie: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (request.method !== "GET") return response;
  try {
    if (!response.headers.has("Cache-Control") && (await getCurrentUser(request))) {
      response.headers.set("Cache-Control", "private, no-cache");
    }
    const ownCookies = response.headers.getSetCookie().some((line) => line.includes("session_token="));
    if (!ownCookies) for (const line of await sessionRenewalCookies(request)) response.headers.append("Set-Cookie", line);
  } catch (error) {
    // Responses built by fetch() have immutable headers; they are never pages.
    if (!(error instanceof TypeError)) throw error;
  }
  return response;
};
