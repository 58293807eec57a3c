import { coverSize, type CoverFont, type CoverShape } from "./cover-drawing";

const fontAttributes: Record<CoverFont, string> = {
  sans: `font-family="Helvetica, Arial, 'Liberation Sans', sans-serif"`,
  "sans-bold": `font-family="Helvetica, Arial, 'Liberation Sans', sans-serif" font-weight="bold"`,
  "serif-bold": `font-family="'Times New Roman', Times, 'Liberation Serif', serif" font-weight="bold"`,
};

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function shapeSvg(shape: CoverShape): string {
  if (shape.kind === "rect") {
    const stroke = shape.stroke ? ` stroke="${shape.stroke}" stroke-width="1"` : "";
    const radius = shape.radius ? ` rx="${shape.radius}"` : "";
    return `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}"${radius} fill="${shape.fill}"${stroke}/>`;
  }
  return `<text x="${shape.x}" y="${shape.y}" ${fontAttributes[shape.font]} font-size="${shape.size}" fill="${shape.fill}">${escapeXml(shape.text)}</text>`;
}

/** The cover shapes as a standalone SVG document: the card image of a sample report. */
export function coverSvg(shapes: CoverShape[], title: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${coverSize.width}" height="${coverSize.height}" viewBox="0 0 ${coverSize.width} ${coverSize.height}">`,
    `<title>${escapeXml(title)}</title>`,
    ...shapes.map(shapeSvg),
    "</svg>",
    "",
  ].join("\n");
}
