import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { renderSampleReport } from "./render-sample-report.server";

/** The pages of a PDF, counted from its page objects (the dictionaries are not compressed). */
const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;

/** The text drawn on the pages: every content stream inflated, hex glyph strings decoded. */
function drawnText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const chunks: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf("endstream", start);
    try {
      const content = inflateSync(pdf.subarray(start, end)).toString("latin1");
      for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g)) chunks.push(Buffer.from(hex[1] ?? "", "hex").toString("latin1"));
      chunks.push(" ");
    } catch {
      // Not a deflated stream (fonts, images): no page text in it.
    }
  }
  return chunks.join("");
}

// Rendering all four takes a few seconds on a shared machine.
describe("sample report PDFs", { timeout: 60_000 }, () => {
  it.each([
    ["catharsis", 10, 20],
    ["root-cause", 8, 10],
    ["enneagram", 6, 14],
    // A 4-6 page summary (with its cover) plus the one-page clinician brief.
    ["therapist-summary", 5, 8],
  ] as const)("%s is a real PDF of the length the services promise", async (type, fewest, most) => {
    const pdf = await renderSampleReport(type);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(fewest);
    expect(pages).toBeLessThanOrEqual(most);
  });

  it("marks every page after the cover as a sample about a fictional client, with the crisis lines", async () => {
    const pdf = await renderSampleReport("therapist-summary");
    const text = drawnText(pdf);
    const pages = pageCount(pdf);
    expect(text.split("Sample report · fictional client").length - 1).toBe(pages - 1);
    expect(text).toContain("In crisis: call or text 988, or text HOME to 741741.");
    expect(text).toContain("Clinician brief");
  });
});
