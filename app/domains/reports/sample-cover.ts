import { coverDrawing } from "./pdf/cover-drawing";
import { coverSvg } from "./pdf/cover-svg";
import type { ReportContent } from "./pdf/report-content";

/** Where a sample's card image lives, relative to this folder: `covers/<title in kebab case>.svg`. */
export function sampleCoverPath(title: string): string {
  return `covers/${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.svg`;
}

/** The card image: the PDF's first page drawn from the same shapes. */
export function sampleCoverSvg(content: ReportContent): string {
  return coverSvg(coverDrawing(content.cover), `First page of the sample ${content.title}`);
}
