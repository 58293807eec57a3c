import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_FOOTER, PREPARATION_TITLE, TEMPLATE_DRAFT_LINE } from "~/domains/reports/document/report-outline";
import { coverDrawing, coverSize } from "~/domains/reports/pdf/cover-drawing";
import { clientCover } from "~/domains/reports/pdf/report-cover";
import { sampleReports, type SampleId } from "~/domains/reports/samples/sample-reports";
import { verifyReport } from "~/domains/reports/verify/verify-report";
import { laneSamples, reviewedSample } from "./sample-reports.server";

/** Extracted text breaks lines, and hyphenates words, where the layout wrapped them: compare letters, not layout. */
const letters = (text: string) => text.replace(/[\s-]+/g, "");

type Rendered = {
  pages: number;
  /** Not the cover, nor the contents page a report over six pages gets. */
  readingPages: number;
  pageTexts: string[];
};

/** The contents page(s) straight after the cover. */
function contentsPages(pageTexts: string[]): number {
  const afterCover = pageTexts.slice(1);
  const count = afterCover.findIndex((text) => !/^Contents$/m.test(text));
  return count === -1 ? afterCover.length : count;
}

const rendered = new Map<SampleId, Rendered>();

// Each sample is laid out once for the whole file: four reports take several seconds on a shared machine.
beforeAll(async () => {
  for (const { id } of sampleReports) {
    const bytes = await laneSamples.render(id);
    const pdf = await getDocumentProxy(bytes.slice());
    const { text } = await extractText(pdf, { mergePages: false });
    rendered.set(id, { pages: pdf.numPages, readingPages: pdf.numPages - 1 - contentsPages(text), pageTexts: text });
  }
}, 180_000);

const sample = (id: SampleId) => rendered.get(id)!;

describe("the sample reports, made by the lane from fictional clients' answers (June Hartley's; Ellen Marsh's for grief)", () => {
  // docs/product.md, "Reports": Catharsis 10+ pages, Root Cause 8–10, Therapist Summary a one-page
  // brief plus 4–6; the Enneagram Report, given no length there, 10+ like the Catharsis Report.
  // Counted as pages of reading, after the cover and the contents page.
  it.each([
    ["catharsis", 10, 30],
    ["catharsis-grief", 10, 30],
    ["root-cause", 8, 10],
    ["therapist-summary", 5, 7],
    ["enneagram", 10, 30],
  ] as const)("%s is as long as the service promises", (type, fewest, most) => {
    expect(sample(type).readingPages).toBeGreaterThanOrEqual(fewest);
    expect(sample(type).readingPages).toBeLessThanOrEqual(most);
    expect(sample(type).pages).toBeLessThanOrEqual(most + 2);
  });

  it.each(sampleReports.map((report) => report.id))("%s passes verification, as any report must before approval", async (type) => {
    const { client, document } = await reviewedSample(type);
    expect(verifyReport(document, client.evidence).failures).toEqual([]);
  });

  it.each(sampleReports.map((report) => report.id))("%s quotes the client's own words and is written for her by name", async (type) => {
    const { client, document } = await reviewedSample(type);
    const whole = letters(sample(type).pageTexts.join("\n"));
    const quoted = document.sections.flatMap((section) => section.blocks.flatMap((block) => (block.type === "quote" ? [block.sentenceId] : [])));
    const sentences = client.evidence.sentences.filter((sentence) => quoted.includes(sentence.id));
    expect(sentences.length).toBeGreaterThan(0);
    for (const sentence of sentences) expect(whole).toContain(letters(sentence.text));
    // The clinician's summary names the client it is about; every other report is prepared for her.
    expect(letters(sample(type).pageTexts[0] ?? "")).toContain(letters(`${type === "therapist-summary" ? "Client" : "Prepared for"} ${client.preparedFor}`));
  });

  it.each(sampleReports.map((report) => report.id))("%s is shown as approved: every page has the footer and none the template line, and it says how it was prepared", (type) => {
    sample(type).pageTexts.forEach((text, index) => {
      expect(text, `page ${index + 1}`).toContain(PAGE_FOOTER);
      expect(text, `page ${index + 1}`).not.toContain(TEMPLATE_DRAFT_LINE);
    });
    const whole = letters(sample(type).pageTexts.join("\n"));
    expect(whole).toContain(letters(PREPARATION_TITLE));
    expect(whole).toContain(letters("a member of our team read, edited where needed and approved every section"));
  });

  it("names each sample's content by an edition that stays put between calls and differs between samples", async () => {
    const editions = await Promise.all(sampleReports.map((report) => laneSamples.edition(report.id)));
    expect(new Set(editions).size).toBe(sampleReports.length);
    expect(await laneSamples.edition("catharsis")).toBe(editions[sampleReports.findIndex((report) => report.id === "catharsis")]);
  });

  it("shows the reviewer's rewritten sections, with the quote the reviewer chose", () => {
    const catharsis = letters(sample("catharsis").pageTexts.join("\n"));
    expect(catharsis).toContain(letters("June, thank you for answering every question so fully and so honestly."));
    expect(catharsis).toContain(letters("I would like to feel useful again, in a way that is mine and not just keeping house."));
    const grief = letters(sample("catharsis-grief").pageTexts.join("\n"));
    expect(grief).toContain(letters("Ellen, thank you for telling us about Tom"));
    expect(grief).toContain(letters("I was Tom's wife for so long that I am not sure who Ellen is on her own."));
    const enneagram = letters(sample("enneagram").pageTexts.join("\n"));
    expect(enneagram).toContain(letters("Your two highest scores sit only 2 points apart"));
  });
});

describe("the sample covers", () => {
  it.each(sampleReports.map((report) => report.id))("%s names the fictional client and the crisis line, and keeps every cover shape on the page with no doubled spaces", async (type) => {
    const { client, document } = await reviewedSample(type);
    const cover = clientCover({ document, ...client, approved: true });
    const shapes = coverDrawing(cover.content, cover.marks);
    const words = shapes.flatMap((shape) => (shape.kind === "text" ? [shape.text] : [])).join(" ");
    expect(words).toContain(client.preparedFor);
    expect(words).toContain("988");
    for (const shape of shapes) {
      expect(shape.x).toBeGreaterThanOrEqual(0);
      expect(shape.y).toBeLessThanOrEqual(coverSize.height);
      if (shape.kind === "text") expect(shape.text).toBe(shape.text.trim().replace(/\s{2,}/g, " "));
    }
  });
});
