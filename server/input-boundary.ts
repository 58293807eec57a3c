import type { Request, RequestHandler, Response } from "express";
import { checkFormBody, checkJsonBody } from "./body-checks";
import { ACCEPTED_MEDIA_TYPES, bodyKindFor, SERVED_METHODS, type BodyKind } from "./input-routes";
import { discardBody, readBodyAndPutBack } from "./read-body";
import { checkUrl } from "./url-check";

/**
 * The one place where a request's shape is checked, before any route sees it
 * (issue 15: bad input gets a 4xx, never a 5xx). In order:
 *
 * 1. the method: only GET, HEAD and POST are served (405 with `Allow`);
 * 2. the URL: no bad percent-encoding, no NUL in path or query (400);
 * 3. a POST's Content-Type: a form for page actions, JSON for the JSON
 *    endpoints (`input-routes.ts`; 415 otherwise);
 * 4. the body itself: it must parse, JSON must be an object, and no text in
 *    it may hold a NUL (400). The body is read into memory and put back, so
 *    the route reads the very same bytes.
 *
 * Mounted near the top of `server/app.ts`, after the same-origin check and
 * `bodyLimit` (so a cross-origin or oversized post is refused unread) and
 * before the static files, whose decoding of a bad URL used to throw. It still
 * never reads a body with no length or over the cap itself.
 * Answers are short: JSON `{error}` for the JSON endpoints, plain text
 * otherwise, never a stack.
 */
export function inputBoundary(options: { maxBodyBytes: number }): RequestHandler {
  const served = new Set<string>(SERVED_METHODS);
  return async (req, res, next) => {
    const kind = bodyKindFor(req.path);
    const length = declaredLength(req);
    // A body within the cap is read to its end before a refusal, so the answer is not lost to a reset.
    const refuse = async (status: number, message: string) => {
      if (length !== "unknown" && length > 0 && length <= options.maxBodyBytes) await discardBody(req);
      answer(res, kind, status, message);
    };

    if (!served.has(req.method)) {
      res.setHeader("Allow", SERVED_METHODS.join(", "));
      return refuse(405, "This method is not supported.");
    }
    const urlProblem = checkUrl(req.originalUrl);
    if (urlProblem === "bad-encoding") return refuse(400, "The address is not correctly encoded.");
    if (urlProblem === "nul") return refuse(400, "The address must not contain NUL characters.");
    if (req.method !== "POST") return next();

    const contentType = req.headers["content-type"] ?? "";
    if (!ACCEPTED_MEDIA_TYPES[kind].includes(mediaType(contentType))) {
      return refuse(415, kind === "json" ? "Please send JSON (application/json)." : "Please send a form (application/x-www-form-urlencoded or multipart/form-data).");
    }

    // No length (a chunked body) or too long: bodyLimit refuses those before this runs.
    if (length === "unknown" || length > options.maxBodyBytes) return next();

    let body: Buffer;
    try {
      body = length === 0 ? Buffer.alloc(0) : await readBodyAndPutBack(req, length);
    } catch {
      // The client went away or broke off mid-body; if the socket is still open, say so.
      return answer(res, kind, 400, "The request body was incomplete.");
    }
    const problem = kind === "json" ? checkJsonBody(body) : await checkFormBody(body, contentType);
    if (problem) return answer(res, kind, 400, problem.message);
    next();
  };
}

/** `application/json; charset=utf-8` → `application/json`. */
function mediaType(contentType: string): string {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase();
}

function declaredLength(req: Request): number | "unknown" {
  const header = req.headers["content-length"];
  if (header === undefined) return req.headers["transfer-encoding"] === undefined ? 0 : "unknown";
  const length = Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : "unknown";
}

function answer(res: Response, kind: BodyKind, status: number, message: string) {
  if (res.headersSent) return;
  res.status(status);
  if (kind === "json") res.json({ error: message });
  else res.type("text/plain").send(message);
}
