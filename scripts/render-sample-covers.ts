/**
 * Writes the card images for /sample-reports: each is the first page of a
 * sample PDF, drawn from the same shapes the PDF draws (see
 * docs/decisions/0010-sample-report-covers-drawn-from-the-pdf-cover.md).
 * The samples are drafted and reviewed from June Hartley's fictional answers
 * (app/features/samples), so run this after changing her answers, the
 * reviewed edits, the template drafter or the cover:
 * `npx tsx scripts/render-sample-covers.ts`. It lays out no PDF and takes a
 * few seconds. A unit test fails while a committed image differs from what
 * this writes.
 */
import { writeFileSync } from "node:fs";
import { register } from "node:module";
import path from "node:path";

// Each kind's sample card (app/domains/reports/kinds/<kind>/sample.ts) imports its image as Vite does (an .svg import is its URL);
// outside Vite, an .svg module here is just its file name, which nothing below reads.
register(
  "data:text/javascript," +
    encodeURIComponent(
      `export async function load(url, context, next) {
        return url.endsWith(".svg") ? { format: "module", source: "export default " + JSON.stringify(url), shortCircuit: true } : next(url, context);
      }`,
    ),
);

const { sampleReports } = await import("../app/domains/reports/samples/sample-reports");
const { sampleCoverPath } = await import("../app/domains/reports/samples/sample-cover");
const { sampleCover } = await import("../app/features/samples/sample-reports.server");

const folder = path.resolve(import.meta.dirname, "../app/domains/reports/samples");
for (const report of sampleReports) {
  const file = path.join(folder, sampleCoverPath(report.title));
  writeFileSync(file, await sampleCover(report));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
