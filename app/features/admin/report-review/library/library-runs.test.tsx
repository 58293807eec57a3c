import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ReportDraftSection } from "../draft-section";
import type { ReviewSection } from "../review-view";
import { LibraryNotesProvider } from "./library-disclosure";
import { libraryItemKey, type LibraryNoteView } from "./library-note-view";
import { libraryRuns } from "./library-runs";

/**
 * ADR 0078: adjacent library texts fold under one label, and a list mixing
 * the library's items with the client's folds the library's item by item,
 * leaving the client's in place.
 */
const note = (entryId: string, reviewedOn: string | null): LibraryNoteView => ({
  entryId,
  version: "0a1b2c3d",
  texts: 1,
  fills: [],
  waiting: reviewedOn ? 0 : 1,
  reviewed: reviewedOn ? { by: "provider@example.com", on: reviewedOn, onIso: `2026-11-${reviewedOn.slice(0, 2)}T09:00:00.000Z` } : null,
});

describe("runs of library text", () => {
  it("groups adjacent texts in the same review state, and leaves the rest alone", () => {
    const notes = [note("a", "20 Nov"), note("b", "25 Nov"), null, note("c", "21 Nov"), note("d", null), note("e", null)];
    const runs = libraryRuns(notes.length, (index) => notes[index] ?? null);
    expect(runs.map((run) => run.indexes)).toEqual([[0, 1], [2], [3], [4, 5]]);
    expect(runs[0]!.note).toMatchObject({ entryId: "a", texts: 2, waiting: 0, reviewed: { on: "25 Nov" } });
    expect(runs[1]!.note).toBeNull();
    expect(runs[3]!.note).toMatchObject({ texts: 2, waiting: 2, reviewed: null });
  });
});

describe("a section on the review page", () => {
  const section: ReviewSection = {
    id: "theme-grief-waves",
    title: "Grief comes in waves",
    blocks: [
      { type: "guidance", text: "Library paragraph one." },
      { type: "guidance", text: "Library paragraph two." },
      { type: "paragraph", claims: [{ text: "You wrote about Danny every day.", evidence: ["q1.s1"] }] },
      { type: "list", title: "Something you might try", items: ["Library item one.", "Library item two.", "Say Danny's name out loud.", "Library item three."] },
    ],
    failures: [],
    review: null,
    nextId: null,
  };
  const notes: Record<string, LibraryNoteView> = {
    "theme-grief-waves.0": note("theme/grief-waves/meaning/0", "20 Nov"),
    "theme-grief-waves.1": note("theme/grief-waves/meaning/1", "20 Nov"),
    [libraryItemKey("theme-grief-waves.3", 0)]: note("theme/grief-waves/tryThis/0", "20 Nov"),
    [libraryItemKey("theme-grief-waves.3", 1)]: note("theme/grief-waves/tryThis/1", "20 Nov"),
    [libraryItemKey("theme-grief-waves.3", 3)]: note("theme/grief-waves/tryThis/2", null),
  };
  const render = () => {
    const selection = { selectedKey: null, select: () => {} };
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <LibraryNotesProvider value={notes}>
            <ReportDraftSection section={section} revision={1} editable={false} result={undefined} selection={selection} questions={[]} />
          </LibraryNotesProvider>
        ),
      },
    ]);
    return renderToString(<Stub initialEntries={["/"]} />).replaceAll("<!-- -->", "");
  };

  it("folds two adjacent library paragraphs under one label, and the library items of a mixed list in their place", () => {
    const html = render();
    const labels = html.match(/<summary[^>]*>.*?<\/summary>/g) ?? [];
    expect(labels).toHaveLength(3);
    expect(labels[0]).toContain("From the guidance library:</span> 2 texts, reviewed");
    expect(labels[1]).toContain("From the guidance library:</span> 2 texts, reviewed");
    expect(labels[2]).toContain("theme/grief-waves/tryThis/2, version 0a1b2c3d, <strong>not yet reviewed by the provider</strong>");
    // The claim and the client's own item are read, outside any fold; the list keeps its order.
    expect(html).not.toMatch(/<details(?:(?!<\/details>).)*You wrote about Danny/);
    expect(html).toMatch(/Library item two\.<\/li><\/ul><\/div><\/details><\/li><li>Say Danny&#x27;s name out loud\.<\/li><li[^>]*><details open=""/);
    expect(html.match(/<details(?! open)/g)).toHaveLength(2);
  });
});
