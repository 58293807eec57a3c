import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler } from "express";
import { logger } from "~/config/logger.server";
import { loggedPath } from "./request-log";

/**
 * The last middleware. An error an earlier one passes on or throws (React
 * Router's handler included) is logged through the app logger with the
 * request id, instead of Express's default handler printing its stack, and
 * whatever values its message holds, to stderr. A client error (a parser's
 * 400 or 413) keeps its status; anything else is a 500. The answer is only
 * the status's name.
 */
export const requestErrors: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const status = statusOf(error);
  const fields = { requestId: res.locals.requestId ?? "none", method: req.method, path: loggedPath(req.path), status, err: error };
  if (status >= 500) logger.error(fields, "request failed");
  else logger.warn(fields, "request refused");
  if (res.headersSent) {
    // Too late for a status: end the connection so the client sees the response failed.
    req.socket.destroy();
    return;
  }
  res.status(status).type("text/plain").send(STATUS_CODES[status] ?? "Error");
};

function statusOf(error: unknown): number {
  if (typeof error !== "object" || error === null) return 500;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const candidate = typeof status === "number" ? status : statusCode;
  return typeof candidate === "number" && candidate >= 400 && candidate < 500 ? candidate : 500;
}
