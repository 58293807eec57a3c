import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ReportView } from "./account-view";
import { ReportsList } from "./reports-list";

const report = (overrides: Partial<ReportView>): ReportView => ({
  id: "ent_1:catharsis",
  kind: "catharsis",
  formType: "marriage",
  copy: { position: 1, total: 1 },
  state: "being-written",
  reportId: "sub-1:catharsis",
  dueAt: new Date("2026-11-24T16:10:00Z"),
  late: false,
  downloadUrl: null,
  ...overrides,
});

const render = (reports: ReportView[]) =>
  renderToString(
    <MemoryRouter>
      <ReportsList reports={reports} />
    </MemoryRouter>,
  );

/** The timeline's items in order, each with whether it is the current step. */
function timeline(html: string): [string, boolean][] {
  const list = /<ol[^>]*>(.*?)<\/ol>/s.exec(html)?.[1] ?? "";
  return [...list.matchAll(/<li([^>]*)>(.*?)<\/li>/gs)].map(([, attributes = "", inner = ""]) => [
    inner.replace(/<[^>]+>/g, "").replace(/^(✓|\d)/, "").trim(),
    attributes.includes('aria-current="step"'),
  ]);
}

describe("a report's timeline on /account", () => {
  it("marks Being written as the current step, with the due time in UTC, and offers no download yet", () => {
    const html = render([report({})]);
    expect(timeline(html)).toEqual([
      ["Received (done)", false],
      ["Being written", true],
      ["In review", false],
      ["Ready", false],
    ]);
    expect(html).toContain("Due by <time");
    expect(html).toContain("Tue, Nov 24, 4:10 PM UTC");
    expect(html).not.toContain("Download PDF");
    expect(html).not.toContain("Running late");
  });

  it("says honestly when a report is late", () => {
    const html = render([report({ state: "in-review", late: true })]);
    expect(timeline(html).find(([, current]) => current)?.[0]).toBe("In review");
    expect(html).toContain("Running late: we are sorry, a person is still reviewing it.");
    expect(render([report({ late: true })])).toContain("Running late: we are sorry, it is still being written by a person.");
  });

  it("offers the download and sharing once ready, and no due time", () => {
    const html = render([report({ state: "ready", downloadUrl: "/account/reports/sub-1%3Acatharsis/pdf" })]);
    expect(timeline(html).at(-1)).toEqual(["Ready", true]);
    expect(html).toContain('href="/account/reports/sub-1%3Acatharsis/pdf"');
    expect(html).toContain("Download PDF");
    expect(html).toContain('href="/account/reports/sub-1%3Acatharsis/share"');
    expect(html).toContain("Share with a clinician");
    expect(html).not.toContain("Due by");
  });

  it("waits for the answers without a timeline", () => {
    const html = render([report({ state: "awaiting-answers", reportId: null, dueAt: null })]);
    expect(html).toContain("Awaiting your answers");
    expect(html).not.toContain("<ol");
  });
});
