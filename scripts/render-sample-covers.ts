/**
 * Writes the card images for /sample-reports: each is the first page of a
 * sample PDF, drawn from the same shapes the PDF draws (see
 * docs/decisions/0010-sample-report-covers-drawn-from-the-pdf-cover.md).
 * Run after changing a sample's cover: `npx tsx scripts/render-sample-covers.ts`.
 * A unit test fails while a committed image differs from what this writes.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { sampleContents } from "../app/domains/reports/render-sample-report.server";
import { sampleCoverPath, sampleCoverSvg } from "../app/domains/reports/sample-cover";

const folder = path.resolve(import.meta.dirname, "../app/domains/reports");
for (const content of Object.values(sampleContents)) {
  const file = path.join(folder, sampleCoverPath(content.title));
  writeFileSync(file, sampleCoverSvg(content));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
