import type { ReportPdf } from "./report-downloads.server";

/**
 * A report PDF as an HTTP answer: saved as a file (never shown inline under
 * our origin), never cached by the browser or anything between.
 */
export function reportPdfResponse(pdf: ReportPdf): Response {
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.bytes.length),
      "Content-Disposition": `attachment; filename="${pdf.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
