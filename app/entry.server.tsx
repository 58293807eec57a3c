import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { NonceProvider } from "~/components/nonce-provider";
import { logger } from "~/config/logger.server";
import { requestInfoContext } from "~/config/request-context";

export const streamTimeout = 5_000;

/**
 * Every error React Router meets on the server (a loader or action that
 * throws, a failed render, an error a route's ErrorBoundary then shows) comes
 * here instead of React Router's default console.error, which printed the
 * whole error (a query's parameters with it) outside the logs. It goes to the
 * app logger with the request id; the `err` serializer keeps no values.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // The client went away mid-request: nothing failed on our side.
  if (request.signal.aborted) return;
  const requestId = requestIdOf(context);
  const where = { requestId, method: request.method, path: new URL(request.url).pathname };
  if (isRouteErrorResponse(error)) {
    // A thrown 4xx response is an answer; React Router passes one here only when it wraps an error of its own.
    const level = error.status >= 500 ? "error" : "warn";
    // React Router's own error responses carry the error they wrap (not in the public type).
    const wrapped = (error as { error?: unknown }).error;
    logger[level]({ ...where, status: error.status, ...(wrapped === undefined ? {} : { err: wrapped }) }, "route error response");
    return;
  }
  logger.error({ ...where, err: error }, "request failed");
};

function requestIdOf(context: unknown): string {
  try {
    return (context as RouterContextProvider).get(requestInfoContext).requestId;
  } catch {
    return "none";
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, requestId } = loadContext.get(requestInfoContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error, requestId }, "render error");
        },
      },
    );
  });
}
