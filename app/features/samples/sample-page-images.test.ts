import { createCanvas, loadImage } from "@napi-rs/canvas";
import { beforeAll, describe, expect, it } from "vitest";
import { rasterizePdfPages, type PageImage } from "~/domains/reports/pdf/rasterize-pdf-pages.server";
import { samplePageImageSize, samplePreviewPages } from "~/domains/reports/samples/sample-page-images";
import { laneSamples } from "./sample-reports.server";

let pdf: Uint8Array;
let images: PageImage[];

// One real sample, made by the lane and drawn once for the whole file (the shortest of the four).
beforeAll(async () => {
  pdf = await laneSamples.render("therapist-summary");
  images = await rasterizePdfPages(pdf, samplePreviewPages, { width: samplePageImageSize.width });
}, 120_000);

/** How many distinct colours the picture holds, and the share of its pixels that are not near-white. */
async function inkOf(image: PageImage) {
  const decoded = await loadImage(Buffer.from(image.bytes));
  const canvas = createCanvas(decoded.width, decoded.height);
  const context = canvas.getContext("2d");
  context.drawImage(decoded, 0, 0);
  const { data } = context.getImageData(0, 0, decoded.width, decoded.height);
  const colours = new Set<number>();
  let inked = 0;
  for (let offset = 0; offset < data.length; offset += 4) {
    const [red, green, blue] = [data[offset]!, data[offset + 1]!, data[offset + 2]!];
    colours.add((red << 16) | (green << 8) | blue);
    if (red < 200 || green < 200 || blue < 200) inked += 1;
  }
  return { width: decoded.width, height: decoded.height, colours: colours.size, inkedShare: inked / (data.length / 4) };
}

describe("a sample's cover and first two pages as pictures, drawn from its real PDF", () => {
  it("draws the three pages asked for, as WebP files that decode", async () => {
    expect(images.map((image) => image.pageNumber)).toEqual([1, 2, 3]);
    for (const image of images) {
      const bytes = Buffer.from(image.bytes);
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
      expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
      const decoded = await loadImage(bytes);
      expect(decoded.width).toBe(image.width);
      expect(decoded.height).toBe(image.height);
    }
  });

  it("keeps the page's portrait proportions at the size the page's <img> declares", () => {
    for (const image of images) {
      expect({ width: image.width, height: image.height }).toEqual(samplePageImageSize);
      // US Letter is 8.5 × 11 in.
      expect(image.height / image.width).toBeCloseTo(11 / 8.5, 2);
    }
  });

  it("shows something on every page: many colours, and ink on more than a sliver of it", async () => {
    for (const image of images) {
      const ink = await inkOf(image);
      expect(ink.colours, `page ${image.pageNumber}`).toBeGreaterThan(50);
      expect(ink.inkedShare, `page ${image.pageNumber}`).toBeGreaterThan(0.01);
      expect(ink.inkedShare, `page ${image.pageNumber}`).toBeLessThan(0.95);
    }
    // The cover's dark band covers a good part of it; the pages after it are mostly paper.
    expect((await inkOf(images[0]!)).inkedShare).toBeGreaterThan((await inkOf(images[1]!)).inkedShare);
  });

  it("draws different pages, each small enough for a page of twelve pictures", () => {
    expect(new Set(images.map((image) => Buffer.from(image.bytes).toString("base64"))).size).toBe(3);
    for (const image of images) expect(image.bytes.byteLength).toBeLessThan(120_000);
  });

  it("refuses a page the PDF does not have, and leaves the caller's bytes usable", async () => {
    await expect(rasterizePdfPages(pdf, [999], { width: 100 })).rejects.toThrow(RangeError);
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  });
});
