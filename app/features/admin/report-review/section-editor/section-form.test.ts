import { describe, expect, it } from "vitest";
import type { ReportSection } from "~/domains/reports/document/report-document";
import { exampleEvidence, exampleReport } from "~/domains/reports/verify/example-reports";
import { postedSectionFields } from "./posted-fields";
import { formMessages, inFormNumbers, sectionFromForm } from "./section-from-form";
import { formEntries, formFromSection, readSectionForm } from "./section-form";

const evidence = exampleEvidence();
const catharsis = exampleReport("catharsis", evidence);
const brief = exampleReport("therapist-summary", evidence);

/** What the server makes of the editor's fields, changed by `change` as a reviewer would. */
function saveFields(section: ReportSection, change: (fields: [string, string][]) => [string, string][] = (fields) => fields) {
  const form = new FormData();
  for (const [name, value] of change(formEntries(formFromSection(section)))) form.append(name, value);
  const fields = postedSectionFields(form);
  if (!fields) throw new Error("the fields did not parse");
  return sectionFromForm(readSectionForm(fields, section), section);
}
const set = (name: string, value: string) => (fields: [string, string][]) => fields.map(([key, old]): [string, string] => [key, key === name ? value : old]);
/** Quotes come back without their words: code fills them in from the answers when the section is saved. */
const withoutQuoteWords = (section: ReportSection) => ({ ...section, blocks: section.blocks.map((block) => (block.type === "quote" ? { ...block, text: "" } : block)) });

describe("the plain editor's fields and the section they make", () => {
  it("gives back every section of a report and of a clinician brief unchanged when nothing is edited", () => {
    for (const section of [...catharsis.sections, ...brief.sections]) {
      expect(saveFields(section)).toEqual({ ok: true, section: withoutQuoteWords(section), origins: section.blocks.map((_, index) => index) });
    }
  });

  it("saves changed words, an unticked citation and one chosen from the list, and keeps the computed blocks as stored", () => {
    const opening = catharsis.sections.find((section) => section.id === "opening-letter")!;
    const saved = saveFields(opening, (fields) =>
      set("b0.c0.text", "  Mornings sound like\nthe heaviest part.  ")(fields)
        .filter(([name, value]) => !(name === "b0.c0.cite" && value === "q1.s1"))
        .map(([name, value]): [string, string] => [name, name === "b0.c0.add" ? "q1.s2" : value]),
    );
    expect(saved).toMatchObject({ ok: true, section: { blocks: [{ type: "paragraph", claims: [{ text: "Mornings sound like the heaviest part.", evidence: ["q1.s2"] }] }] } });

    const scored = brief.sections.find((section) => section.blocks.some((block) => block.type === "risk-flags"))!;
    const flags = scored.blocks.findIndex((block) => block.type === "risk-flags");
    const result = saveFields(scored);
    expect(result.ok && result.section.blocks[flags]).toEqual(scored.blocks[flags]);
  });

  it("refuses a statement that rests on no sentence, beside its list of sentences, and a sentence id the client never wrote", () => {
    const opening = catharsis.sections.find((section) => section.id === "opening-letter")!;
    expect(saveFields(opening, (fields) => fields.filter(([name]) => name !== "b0.c0.cite"))).toEqual({
      ok: false,
      errors: [{ field: "b0.c0.add", message: formMessages.uncited }],
    });
    expect(saveFields(opening, set("b0.c0.add", "not-an-id"))).toEqual({ ok: false, errors: [{ field: "b0.c0.add", message: formMessages.unknownSentence }] });
  });

  it("removes what is emptied: a statement, a quote, a whole paragraph; an empty section is refused", () => {
    const told = catharsis.sections.find((section) => section.blocks.some((block) => block.type === "quote"))!;
    const quote = told.blocks.findIndex((block) => block.type === "quote");
    const removed = saveFields(told, set(`b${quote}.sentence`, ""));
    expect(removed.ok && removed.section.blocks.some((block) => block.type === "quote")).toBe(false);
    // Verification's "block 3" of the saved section is named by the form's own numbering.
    const origins = told.blocks.map((_, index) => index).filter((index) => index !== quote);
    expect(removed).toMatchObject({ ok: true, origins });
    expect(inFormNumbers(`In "${told.id}", block ${quote + 1} states…`, origins)).toBe(`In "${told.id}", block ${quote + 2} states…`);

    const opening = catharsis.sections.find((section) => section.id === "opening-letter")!;
    const emptied = saveFields(opening, set("b0.c0.text", "   "));
    expect(emptied).toEqual({ ok: false, errors: [{ field: null, message: formMessages.empty }] });
  });

  it("refuses fields the editor never renders, as an altered form", () => {
    const form = new FormData();
    form.append("b0.c0.text", "Words");
    form.append("b0.evidence", "q1.s1");
    expect(postedSectionFields(form)).toBeNull();
  });
});
