import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { GuidancePage } from "./guidance-page.server";
import { GuidanceScreen } from "./guidance-screen";

const counts = { "Guidance blocks": 0, Themes: 0, "Report wordings": 0, "Fixed sections": 0, "Clinician notes": 0, Enneagram: 0 };

function view(overrides: Partial<GuidancePage> = {}): GuidancePage {
  return { group: "Themes", state: "waiting", page: 1, pageCount: 1, total: 2, reviewedTotal: 1, groupCounts: counts, stateCounts: { waiting: 0, reviewed: 0, all: 0 }, entries: [], ...overrides };
}

function render(page: GuidancePage) {
  const Stub = createRoutesStub([{ path: "/admin/guidance", Component: () => <GuidanceScreen view={page} result={undefined} /> }]);
  return renderToString(<Stub initialEntries={["/admin/guidance"]} />).replaceAll("<!-- -->", "");
}

describe("the guidance library page", () => {
  it("says so when nothing in a part of the library is waiting", () => {
    const html = render(view());
    expect(html).toContain("1 of 2 texts reviewed.");
    expect(html).toContain("Every text in this part of the library has been reviewed. Nothing is waiting.");
    expect(html).not.toContain("Mark reviewed");
  });

  it("shows a waiting text as written, slots and all, with its version and a labelled note beside Mark reviewed", () => {
    const html = render(view({ entries: [{ id: "block/overdose/says/0/1", version: "0a1b2c3d", source: "Losing {lost|the one you lost} this way is hard.", reviewed: null }] }));
    expect(html).toContain("Losing {lost|the one you lost} this way is hard.");
    expect(html).toMatch(/block\/overdose\/says\/0\/1<\/code>, version <code[^>]*>0a1b2c3d/);
    expect(html).toMatch(/<label for="note-block-overdose-says-0-1"[^>]*>Note \(optional\)/);
    expect(html).toContain('<input type="hidden" name="version" value="0a1b2c3d"/>');
    expect(html).toContain("Mark reviewed");
  });

  it("shows a reviewed text with who reviewed it, when, and their note, and no button", () => {
    const reviewed = { by: "provider@example.com", on: "27 Nov 2026", onIso: "2026-11-27T09:00:00.000Z", note: "Checked." };
    const html = render(view({ state: "reviewed", entries: [{ id: "theme/support/meaning/0", version: "0a1b2c3d", source: "The people who support us do not need to fix anything.", reviewed }] }));
    expect(html).toContain('Reviewed <time dateTime="2026-11-27T09:00:00.000Z">27 Nov 2026</time> by provider@example.com. Note: Checked.');
    expect(html).not.toContain("Mark reviewed");
  });
});
