import { describe, expect, it } from "vitest";
import type { ReportSection } from "./report-document";
import { parseSectionMarkup, sectionToMarkup } from "./section-markup";

const section: ReportSection = {
  id: "action-plan",
  title: "Your next 72 hours",
  blocks: [
    { type: "paragraph", claims: [{ text: "You wrote that the house feels quiet.", evidence: ["q2.s1", "q3.s2"] }] },
    { type: "quote", sentenceId: "q7.s2", text: "We have not really talked since our daughter moved to Denver." },
    { type: "guidance", text: "Small steps count." },
    { type: "list", title: "What to bring", items: ["Your notes", "A question"] },
    { type: "callout", title: "If today is hard", text: "Call or text 988." },
    { type: "plan", horizon: "72-hour", steps: [{ when: "Today", action: "Write one line to her.", evidence: ["q9.s1"] }] },
    { type: "plan", horizon: "90-day", steps: [{ when: "Days 1–30", action: "Walk twice a week.", measure: "Three walks logged", evidence: ["q4.s1"] }] },
    { type: "risk-flags", flags: [{ category: "suicidal-thoughts", sentenceIds: ["q9.s2"], addedBy: "screen" }] },
    { type: "scores", title: "Profile", max: 100, rows: [{ label: "Type 1", value: 40 }] },
  ],
};

describe("section markup", () => {
  it("round-trips every block a reviewer can edit, quotes as ids and scores kept in place", () => {
    const markup = sectionToMarkup(section);
    expect(markup).toContain("# quote q7.s2");
    expect(markup).not.toContain("Denver");
    const parsed = parseSectionMarkup(markup, section);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    // The quote's words are inserted again by code (withQuoteText), not typed here.
    expect(parsed.section.blocks[1]).toEqual({ type: "quote", sentenceId: "q7.s2", text: "" });
    expect({ ...parsed.section, blocks: parsed.section.blocks.filter((block) => block.type !== "quote") }).toEqual({
      ...section,
      blocks: section.blocks.filter((block) => block.type !== "quote"),
    });
  });

  it("keeps a reviewer's changed sentence and its citations", () => {
    const markup = sectionToMarkup(section).replace("the house feels quiet.", "the evenings feel long and quiet.");
    const parsed = parseSectionMarkup(markup, section);
    expect(parsed.ok && parsed.section.blocks[0]).toEqual({
      type: "paragraph",
      claims: [{ text: "You wrote that the evenings feel long and quiet.", evidence: ["q2.s1", "q3.s2"] }],
    });
  });

  it("explains what is wrong, with the line, instead of losing the text", () => {
    expect(parseSectionMarkup("Some text before any block", section)).toEqual({
      ok: false,
      message: 'Line 1: start with a block line such as "# paragraph".',
    });
    expect(parseSectionMarkup("# poem\nRoses", section)).toMatchObject({ ok: false, message: expect.stringContaining('"# poem"') });
    expect(parseSectionMarkup("# quote q7.s2\nI typed the words", section)).toMatchObject({ ok: false, message: expect.stringContaining("only its sentence id") });
    expect(parseSectionMarkup("# plan 72-hour\nToday", section)).toMatchObject({ ok: false, message: expect.stringContaining("When | what to do") });
    expect(parseSectionMarkup("# paragraph\nA claim [q1.s1]\n# quote nonsense", section)).toMatchObject({ ok: false, message: expect.stringContaining("q7.s2") });
    expect(parseSectionMarkup("", section)).toMatchObject({ ok: false, message: expect.stringContaining("empty") });
  });

  it("reads a claim without citations as uncited (verification then names it)", () => {
    const parsed = parseSectionMarkup("# paragraph\nYou seem tired.", section);
    expect(parsed.ok && parsed.section.blocks[0]).toEqual({ type: "paragraph", claims: [{ text: "You seem tired.", evidence: [] }] });
  });
});
