import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { describe, expect, it, vi } from "vitest";
import { sampleReportsBucket, type SampleSource } from "./ensure-sample-reports.server";
import { localFileStorage } from "../storage/file-storage.server";
import { findSamplePageImage, samplePageAlt, samplePageImagePath } from "./sample-page-images";
import { openSamplePageImage, type Rasterize } from "./sample-page-images.server";
import { sampleReports } from "./sample-reports";

// Drawing a real PDF is tested in app/features/samples; here only what gets stored, and when.
function fakeSource(edition: string) {
  return {
    edition: vi.fn(async () => edition),
    render: vi.fn(async (type: string) => new TextEncoder().encode(`%PDF- ${type} ${edition}`)),
  } satisfies SampleSource;
}

function fakeRasterize() {
  return vi.fn<Rasterize>(async (pdf, pages) =>
    pages.map((pageNumber) => ({ pageNumber, width: 640, height: 828, bytes: new TextEncoder().encode(`page ${pageNumber} of ${new TextDecoder().decode(pdf)}`) })),
  );
}

const freshStorage = () => localFileStorage(mkdtempSync(path.join(tmpdir(), "catharsis-sample-pages-")));
const enneagram = sampleReports.find((report) => report.id === "enneagram")!;

describe("sample preview pages in file storage", () => {
  it("draws a sample's three pages once, from its stored PDF, when several requests ask at the same time", async () => {
    const storage = freshStorage();
    const source = fakeSource("edition-1");
    const rasterize = fakeRasterize();
    const opened = await Promise.all(([1, 2, 3, 1, 2, 3] as const).map((page) => openSamplePageImage(storage, enneagram, page, source, rasterize)));
    expect(rasterize).toHaveBeenCalledTimes(1);
    expect(source.render).toHaveBeenCalledTimes(1);
    expect(opened.map(({ edition }) => edition)).toEqual(Array(6).fill("edition-1"));
    expect(await text(opened[1]!.file.body)).toBe("page 2 of %PDF- enneagram edition-1");
    // The PDF a download gets is the one that was drawn.
    expect(await storage.exists(sampleReportsBucket, enneagram.fileName)).toBe(true);

    await openSamplePageImage(storage, enneagram, 3, source, rasterize);
    expect(rasterize).toHaveBeenCalledTimes(1);
  });

  it("draws again for a new edition, and removes the pictures of the old one", async () => {
    const storage = freshStorage();
    const rasterize = fakeRasterize();
    await openSamplePageImage(storage, enneagram, 1, fakeSource("edition-1"), rasterize);
    const { file } = await openSamplePageImage(storage, enneagram, 1, fakeSource("edition-2"), rasterize);
    expect(rasterize).toHaveBeenCalledTimes(2);
    expect(await text(file.body)).toBe("page 1 of %PDF- enneagram edition-2");
    const pictures = (await storage.list(sampleReportsBucket)).map(({ key }) => key).filter((key) => key.endsWith(".webp"));
    expect(pictures.sort()).toEqual([1, 2, 3].map((page) => `Enneagram_Results_Report.pdf.page-${page}.edition-2.webp`));
  });

  it("keeps each sample's pictures apart", async () => {
    const storage = freshStorage();
    const source = fakeSource("edition-1");
    const rasterize = fakeRasterize();
    for (const report of sampleReports) await openSamplePageImage(storage, report, 2, source, rasterize);
    expect(rasterize).toHaveBeenCalledTimes(sampleReports.length);
    for (const report of sampleReports) {
      const { file } = await openSamplePageImage(storage, report, 2, source, rasterize);
      expect(await text(file.body)).toBe(`page 2 of %PDF- ${report.id} edition-1`);
    }
  });
});

describe("preview addresses", () => {
  it("name only the four samples × pages 1 to 3", () => {
    expect(findSamplePageImage("enneagram", "page-1.webp")).toEqual({ report: enneagram, page: 1 });
    expect(findSamplePageImage("catharsis", "page-3.webp")?.page).toBe(3);
    for (const [id, image] of [
      ["enneagram", "page-0.webp"],
      ["enneagram", "page-4.webp"],
      ["enneagram", "page-1.png"],
      ["enneagram", "page-01.webp"],
      ["Enneagram", "page-1.webp"],
      ["Enneagram_Results_Report.pdf", "page-1.webp"],
      ["..", "page-1.webp"],
      ["enneagram", "Enneagram_Results_Report.pdf"],
    ]) {
      expect(findSamplePageImage(id!, image!), `${id}/${image}`).toBeUndefined();
    }
  });

  it("carry the edition when it is known, and round-trip", () => {
    expect(samplePageImagePath(enneagram, 2, "abc123")).toBe("/sample-reports/enneagram/page-2.webp?v=abc123");
    expect(samplePageImagePath(enneagram, 2)).toBe("/sample-reports/enneagram/page-2.webp");
    for (const report of sampleReports) {
      const [, , id, image] = samplePageImagePath(report, 3).split("/");
      expect(findSamplePageImage(id!, image!)?.report).toBe(report);
    }
  });

  it("describe each picture", () => {
    expect(samplePageAlt(enneagram, 1)).toBe("Enneagram Results Report sample, page 1 (cover)");
    expect(samplePageAlt(enneagram, 3)).toBe("Enneagram Results Report sample, page 3");
  });
});
