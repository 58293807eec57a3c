import { createRequire } from "node:module";
import path from "node:path";

/** One page of a PDF as a WebP picture. */
export type PageImage = { pageNumber: number; width: number; height: number; bytes: Uint8Array };

export type RasterizeOptions = {
  /** The picture's width in pixels; the height follows the page's proportions. */
  width: number;
  /** WebP quality, 0–100: 80 keeps small text crisp at a sixth of a PNG's size. */
  quality?: number;
};

/**
 * pdf.js's own data folders inside the installed package: the 14 standard
 * fonts (the reports use Helvetica and Times without embedding them), CMaps,
 * ICC profiles and its WebAssembly decoders. Read from disk, never fetched.
 */
function pdfjsDataUrls() {
  const root = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));
  const folder = (name: string) => `${path.join(root, name)}${path.sep}`;
  return {
    standardFontDataUrl: folder("standard_fonts"),
    cMapUrl: folder("cmaps"),
    cMapPacked: true,
    iccUrl: folder("iccs"),
    wasmUrl: folder("wasm"),
  };
}

/**
 * Draws the given pages of a PDF with pdf.js on a Node canvas (@napi-rs/canvas)
 * and encodes each as WebP: no browser, no network, no program outside
 * node_modules (ADR 47). Both libraries load on first use, so a server that
 * never draws a page never loads them. The drawing runs on this thread.
 */
export async function rasterizePdfPages(pdf: Uint8Array, pageNumbers: readonly number[], options: RasterizeOptions): Promise<PageImage[]> {
  const [pdfjs, { createCanvas }] = await Promise.all([import("pdfjs-dist/legacy/build/pdf.mjs"), import("@napi-rs/canvas")]);
  // pdf.js takes ownership of the buffer it is given; a copy leaves the caller's bytes alone.
  const loading = pdfjs.getDocument({
    data: pdf.slice(),
    ...pdfjsDataUrls(),
    // Only the fonts inside the PDF or pdf.js's standard set: the same picture on every machine.
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const document = await loading.promise;
    const images: PageImage[] = [];
    for (const pageNumber of pageNumbers) {
      if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > document.numPages) {
        throw new RangeError(`Page ${pageNumber} is not in this PDF of ${document.numPages} pages`);
      }
      const page = await document.getPage(pageNumber);
      const viewport = page.getViewport({ scale: options.width / page.getViewport({ scale: 1 }).width });
      const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
      const context = canvas.getContext("2d");
      // Paper is white: a page that paints no background of its own must not come out transparent.
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas: null, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
      const bytes = await canvas.encode("webp", options.quality ?? 80);
      images.push({ pageNumber, width: canvas.width, height: canvas.height, bytes: new Uint8Array(bytes) });
      page.cleanup();
    }
    return images;
  } finally {
    await loading.destroy();
  }
}
