import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LibraryDisclosure } from "./library-disclosure";
import type { LibraryNoteView } from "./library-note-view";

const reviewedNote: LibraryNoteView = {
  entryId: "section/disclaimers/0",
  version: "0a1b2c3d",
  texts: 1,
  fills: [],
  waiting: 0,
  reviewed: { by: "provider@example.com", on: "27 Nov 2026", onIso: "2026-11-27T09:00:00.000Z" },
};
const render = (note: LibraryNoteView, title?: string) =>
  renderToString(
    <LibraryDisclosure note={note} title={title}>
      <p>Library words.</p>
    </LibraryDisclosure>,
  ).replaceAll("<!-- -->", "");

describe("library text on the review page", () => {
  it("is folded once its version is reviewed, saying where it comes from and who reviewed it", () => {
    const html = render(reviewedNote);
    expect(html).toMatch(/^<details data-library-entry="section\/disclaimers\/0" class="[^"]*"><summary/);
    expect(html).toContain("From the guidance library:</span> section/disclaimers/0, version 0a1b2c3d, reviewed <time");
    expect(html).toContain("by provider@example.com");
  });

  it("stays open and says so while the provider has not reviewed it, for a list counting what is left", () => {
    expect(render({ ...reviewedNote, reviewed: null, waiting: 1 })).toMatch(/^<details open=""[^>]*>.*not yet reviewed by the provider/);
    const list = render({ ...reviewedNote, texts: 3, waiting: 2, reviewed: null }, "Things to try");
    expect(list).toContain("“Things to try”, 3 texts,");
    expect(list).toContain("2 of 3 not yet reviewed by the provider");
  });

  it("shows the client's details filled into a folded wording in its label, where they are read without opening it (ADR 0080)", () => {
    const html = render({ ...reviewedNote, fills: ["Carol", "the loss itself"] });
    const summary = html.slice(html.indexOf("<summary"), html.indexOf("</summary>"));
    expect(summary).toContain("Filled in for this client:");
    expect(summary.replace(/<\/?span>/g, "")).toMatch(/<mark[^>]*>Carol<\/mark>; <mark[^>]*>the loss itself<\/mark>/);
    expect(render(reviewedNote)).not.toContain("Filled in");
  });
});
