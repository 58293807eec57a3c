import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReportDocument } from "../document/report-document";
import { PAGE_FOOTER, REQUIRED_DISCLAIMERS, TEMPLATE_DRAFT_LINE } from "../document/report-outline";
import { exampleDocument, exampleEvidence } from "./example-report";
import { renderReportPdf } from "./render-report";

type Rendered = { pages: number; pageTexts: string[]; bytes: Uint8Array; info: Record<string, unknown> };

async function render(document: ReportDocument, preparedFor?: string): Promise<Rendered> {
  const { bytes, pages } = await renderReportPdf({ document, evidence: exampleEvidence, preparedFor, submittedAt: new Date("2026-11-20T15:00:00Z") });
  // pdf.js takes the buffer over: give it a copy so the bytes stay readable here.
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: false });
  const { info } = await pdf.getMetadata();
  expect(pdf.numPages).toBe(pages);
  return { pages, pageTexts: text, bytes, info: info as Record<string, unknown> };
}

/** Words react-pdf would break with a hyphen at a line's end, if it were let. */
const LONG_WORDS = "Uncharacteristically, misunderstandings accumulate: conversations, responsibilities, disappointments and reconciliations. ".repeat(6);

/** Extracted text puts a line break wherever a line wrapped: compare words, not layout. */
const flat = (text: string) => text.replace(/\s+/g, " ");

// Laid out once per document and shared: a long report takes about a second on a busy machine.
let catharsis: Rendered;
let short: Rendered;
let enneagram: Rendered;

beforeAll(async () => {
  catharsis = await render(exampleDocument("catharsis", 2), "June");
  const ninetyDayPlan = exampleDocument("root-cause").sections.filter((section) => section.id === "plan");
  const longWords = { id: "long-words", title: "Long words", blocks: [{ type: "guidance" as const, text: LONG_WORDS }] };
  short = await render({
    ...exampleDocument("therapist-summary"),
    drafter: "model",
    sections: [...exampleDocument("therapist-summary").sections.slice(0, 2), ...ninetyDayPlan, longWords],
  });
  enneagram = await render(exampleDocument("enneagram"));
}, 60_000);

describe("a client's report as a PDF", () => {
  it("is a long report with a cover, a contents page and page numbers that count every page", () => {
    expect(catharsis.pages).toBeGreaterThanOrEqual(10);
    const [cover, contents] = catharsis.pageTexts;
    expect(flat(cover ?? "")).toContain("Marriage Catharsis Report");
    expect(flat(cover ?? "")).toContain("Prepared for June");
    expect(flat(cover ?? "")).toContain("November 20, 2026");
    expect(cover).toContain(`Page 1 of ${catharsis.pages}`);
    expect(contents).toContain("Contents");
    expect(catharsis.pageTexts.at(-1)).toContain(`Page ${catharsis.pages} of ${catharsis.pages}`);
  });

  it("lists each section on the contents page with the page its title is printed on", () => {
    const contents = (catharsis.pageTexts[1] ?? "").split("\nContents\n")[1] ?? "";
    const entries = [...contents.matchAll(/^(.+?) (\d+)$/gm)].map((match) => ({ title: match[1] ?? "", page: Number(match[2]) }));
    expect(entries.map((entry) => entry.title)).toEqual(exampleDocument("catharsis", 2).sections.map((section) => section.title));
    for (const { title, page } of entries) {
      const lines = (catharsis.pageTexts[page - 1] ?? "").split("\n");
      expect(lines, `${title} on page ${page}`).toContain(title);
    }
  });

  it("carries the footer and the template draft line on every page, the cover included", () => {
    catharsis.pageTexts.forEach((text, index) => {
      expect(text, `page ${index + 1}`).toContain(PAGE_FOOTER);
      expect(text, `page ${index + 1}`).toContain(TEMPLATE_DRAFT_LINE);
    });
  });

  it("sets the client's own sentence apart with its question number, and carries the disclaimers", () => {
    const whole = flat(catharsis.pageTexts.join("\n"));
    expect(whole).toContain("Question 2 “We used to watch the blue heron on Pinecrest Lake every Sunday morning.”");
    for (const phrase of REQUIRED_DISCLAIMERS) expect(whole).toContain(phrase);
    expect(whole).toContain("call or text 988, text HOME to 741741, or call 911");
  });

  it("draws the 72-hour plan as a table of when and what to do", () => {
    const whole = flat(catharsis.pageTexts.join("\n"));
    expect(whole).toContain("When What to do");
    expect(whole).toContain("Tomorrow Ask for an hour on the porch with the television off");
  });

  it("gives each phase of the 90-day plan its sign of progress", () => {
    const whole = flat(short.pageTexts.join("\n"));
    expect(whole).toContain("When What to do A sign of progress");
    expect(whole).toContain("Days 1–30 One protected evening a week, no family talk. Four evenings kept out of four.");
  });

  it("breaks no word with a hyphen at a line's end, so quotations too stay letter for letter", () => {
    expect(flat(short.pageTexts.join("\n"))).toContain(LONG_WORDS.trim());
  });

  it("names the report in its metadata and nothing the client wrote", () => {
    expect(catharsis.info).toMatchObject({ Title: "Marriage Catharsis Report", Author: "Catharsis" });
    expect(Buffer.from(catharsis.bytes).toString("latin1")).toContain("/Lang (en-US)");
    expect(JSON.stringify(catharsis.info)).not.toContain("heron");
    expect(JSON.stringify(catharsis.info)).not.toContain("June");
  });

  it("leaves out the contents page of a short report and the template line of a model's draft", () => {
    expect(short.pages).toBeLessThanOrEqual(6);
    const whole = short.pageTexts.join("\n");
    expect(whole).not.toContain("Contents");
    expect(whole).not.toContain(TEMPLATE_DRAFT_LINE);
    short.pageTexts.forEach((text) => expect(text).toContain(PAGE_FOOTER));
    // A Therapist Summary's cover speaks to the clinician: the client it is about, not "Prepared for You".
    expect(short.pageTexts[0]).toContain("Client");
    expect(short.pageTexts[0]).toContain("Not named");
    expect(short.pageTexts[0]).toContain("For a clinician");
    expect(short.pageTexts[0]).not.toContain("Prepared for");
  });

  it("quotes each risk flag's sentence word for word under its category in the clinician brief", () => {
    const brief = flat(short.pageTexts.slice(1).find((text) => text.includes("Brief")) ?? "");
    expect(brief).toContain(
      "Suicidal thoughts Raised by the safety screen of the answers Question 4 “Some nights I think everyone would be better off without me.”",
    );
  });

  it("labels every bar of the Enneagram profile in words with its value", () => {
    const profile = flat(enneagram.pageTexts.find((text) => text.includes("Your nine scores")) ?? "");
    const bars = [...profile.matchAll(/Type (\d), the \w+ (\d+) of 100/g)].map((match) => Number(match[1]));
    expect(bars).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
