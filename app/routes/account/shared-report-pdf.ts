import type { Route } from "./+types/shared-report-pdf";
import { reportPdfResponse } from "~/domains/reports/client/pdf-response.server";
import { downloadSharedReport } from "~/domains/reports/client/shared-report.server";
import { clientAddressOf } from "~/security/client-address.server";

const privateHeaders = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer", "Content-Type": "text/plain; charset=utf-8" };

/**
 * GET /shared/:token/pdf: the PDF through a live link, each opening logged
 * against the link. A dead link gets the page's kind words, as plain text.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const result = await downloadSharedReport(params.token, clientAddressOf(request));
  if (!("status" in result)) return reportPdfResponse(result);
  if (result.status === "too-many-attempts") {
    throw new Response("Too many attempts to open shared links. Please wait a few minutes and try again.", {
      status: 429,
      headers: { ...privateHeaders, "Retry-After": String(result.retryAfterSeconds) },
    });
  }
  throw new Response(
    "This link is not available. It may have expired or been withdrawn by the person who shared it. Please ask them for a new link.",
    { status: 404, headers: privateHeaders },
  );
}
