import type { ReportDocument } from "../document/report-document";
import type { SampleClient } from "./render-sample-report.server";
import { coverDrawing } from "../pdf/cover-drawing";
import { coverSvg } from "../pdf/cover-svg";
import { clientCover } from "../pdf/report-cover";

/** Where a sample's card image lives, relative to this folder: `covers/<title in kebab case>.svg`. */
export function sampleCoverPath(title: string): string {
  return `covers/${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.svg`;
}

/** The card image: the sample PDF's first page, drawn from the very shapes the renderer draws it with. */
export function sampleCoverSvg(title: string, document: ReportDocument, client: SampleClient): string {
  const cover = clientCover({ document, ...client });
  return coverSvg(coverDrawing(cover.content, cover.marks), `First page of the sample ${title}`);
}
