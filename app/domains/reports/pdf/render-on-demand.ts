import type { RenderReportInput } from "./render-report";

/**
 * `renderReportPdf`, with the PDF renderer (@react-pdf/renderer and its fonts, about 0.6 s to load)
 * loaded the first time a report is rendered rather than when the server starts: most starts serve
 * pages long before any PDF is asked for (ADR 0028, ADR 0079).
 */
export async function renderReportPdf(input: RenderReportInput): Promise<{ bytes: Uint8Array; pages: number }> {
  const renderer = await import("./render-report");
  return renderer.renderReportPdf(input);
}
