import type { MiddlewareFunction } from "react-router";
import { sessionRenewalCookies } from "./current-user.server";

/**
 * Root middleware: when reading the session renewed it (Better Auth extends a
 * session in use once a day), the browser's cookie is extended too. Only on
 * page and data reads; a response that sets the session cookie itself (sign-in,
 * sign-out) keeps its own.
 */
export const renewSessionCookie: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (request.method !== "GET") return response;
  const ownCookies = response.headers.getSetCookie().some((line) => line.includes("session_token="));
  if (ownCookies) return response;
  for (const line of await sessionRenewalCookies(request)) response.headers.append("Set-Cookie", line);
  return response;
};
