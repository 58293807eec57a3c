/**
 * The first page of a report as plain shapes on a US Letter page (612 × 792
 * points). The PDF draws these shapes, and the card image on /sample-reports
 * is the same shapes written out as an SVG file, so the picture is the page.
 * Every line is placed by hand, which is why cover text is broken into lines.
 */
export const coverSize = { width: 612, height: 792 } as const;

export type CoverFont = "sans" | "sans-bold" | "serif-bold";

/** What the cover says, already broken into lines (report-cover.ts builds it from a report). */
export type CoverContent = {
  /** A small line above the title, e.g. "CATHARSIS · MARRIAGE ASSESSMENT". */
  kicker: string;
  titleLines: string[];
  subtitleLines: string[];
  preparedFor: { label: string; value: string }[];
  insideLines: string[];
};

export type CoverShape =
  | { kind: "rect"; x: number; y: number; width: number; height: number; fill: string; stroke?: string; radius?: number }
  | { kind: "text"; x: number; y: number; text: string; font: CoverFont; size: number; fill: string };

const colour = {
  paper: "#fbf8f4",
  surface: "#ffffff",
  ink: "#1f2a2e",
  muted: "#4b5a5e",
  line: "#d9d3cb",
  accentStrong: "#245a4f",
  accentSoft: "#e3efeb",
  banner: "#fff4d6",
  bannerEdge: "#c9a74a",
} as const;

/**
 * The cover's notices: a badge under the title (a template draft says so),
 * the box of words about what a report is, and the page footer, which every
 * page of a report carries, the cover included.
 */
export type CoverMarks = {
  /** The pill under the title, sized by hand like every other shape. */
  badge: { text: string; width: number } | null;
  /** Up to four lines in the box at the foot of the page. */
  noticeLines: string[];
  /** Small lines side by side under the box (at most two): the footer every page of a client's report carries. */
  footerLines: string[];
};

const left = 56;
const text = (x: number, y: number, value: string, font: CoverFont, size: number, fill: string): CoverShape => ({
  kind: "text",
  x,
  y,
  text: value,
  font,
  size,
  fill,
});

/** `y` of a text shape is its baseline, as in SVG. */
export function coverDrawing(cover: CoverContent, marks: CoverMarks): CoverShape[] {
  const shapes: CoverShape[] = [
    { kind: "rect", x: 0, y: 0, width: coverSize.width, height: coverSize.height, fill: colour.paper },
    { kind: "rect", x: 0, y: 0, width: coverSize.width, height: 250, fill: colour.accentStrong },
    text(left, 66, "Catharsis", "serif-bold", 22, colour.surface),
    text(left, 94, cover.kicker, "sans-bold", 10.5, colour.accentSoft),
  ];
  cover.titleLines.forEach((line, index) => shapes.push(text(left, 152 + index * 44, line, "serif-bold", 38, colour.surface)));

  if (marks.badge) {
    shapes.push(
      { kind: "rect", x: left, y: 228, width: marks.badge.width, height: 40, fill: colour.banner, stroke: colour.bannerEdge, radius: 20 },
      text(left + 20, 252, marks.badge.text, "sans-bold", 11, colour.ink),
    );
  }
  cover.subtitleLines.forEach((line, index) => shapes.push(text(left, 308 + index * 20, line, "sans", 13.5, colour.ink)));

  shapes.push(text(left, 392, "PREPARED FOR", "sans-bold", 10, colour.accentStrong));
  cover.preparedFor.forEach((row, index) => {
    const y = 416 + index * 22;
    shapes.push(text(left, y, row.label, "sans", 11, colour.muted), text(left + 130, y, row.value, "sans-bold", 11.5, colour.ink));
  });

  shapes.push(
    { kind: "rect", x: left, y: 512, width: coverSize.width - 2 * left, height: 1, fill: colour.line },
    text(left, 540, "WHAT IS INSIDE", "sans-bold", 10, colour.accentStrong),
  );
  cover.insideLines.forEach((line, index) => {
    const y = 564 + index * 20;
    shapes.push(
      { kind: "rect", x: left + 2, y: y - 7, width: 6, height: 6, fill: colour.accentStrong },
      text(left + 18, y, line, "sans", 12, colour.ink),
    );
  });

  shapes.push({ kind: "rect", x: left, y: 688, width: coverSize.width - 2 * left, height: 76, fill: colour.surface, stroke: colour.line, radius: 6 });
  marks.noticeLines.forEach((line, index) => shapes.push(text(left + 16, 708 + index * 15, line, "sans", 10, colour.ink)));
  marks.footerLines.forEach((line, index) => shapes.push(text(left + index * 290, 780, line, "sans", 8, colour.muted)));
  return shapes;
}
