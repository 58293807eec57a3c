import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { coverDrawing, coverSize } from "./pdf/cover-drawing";
import { sampleContents } from "./render-sample-report.server";
import { sampleCoverPath, sampleCoverSvg } from "./sample-cover";
import { findSampleReportByFileName, sampleReports } from "./sample-reports";

describe("the sample reports list", () => {
  it("has the spec's four cards, in its order, each with a type label and the decided file name", () => {
    expect(sampleReports.map((report) => [report.title, report.reportType, report.fileName])).toEqual([
      ["Enneagram Results Report", "enneagram", "Enneagram_Results_Report.pdf"],
      ["Therapist Summary Report", "therapist-summary", "Therapist_Summary_Report.pdf"],
      ["Root Cause Analysis Report", "root-cause", "Root_Cause_Analysis_Report.pdf"],
      ["Depression Catharsis Report", "catharsis", "Depression_Catharsis_Report.pdf"],
    ]);
    for (const report of sampleReports) {
      expect(report.typeLabel.length).toBeGreaterThan(0);
      expect(report.description.length).toBeGreaterThan(40);
    }
  });

  it("finds a sample only by its exact file name", () => {
    expect(findSampleReportByFileName("Enneagram_Results_Report.pdf")?.id).toBe("enneagram");
    for (const name of ["enneagram_results_report.pdf", "../Enneagram_Results_Report.pdf", "Enneagram_Results_Report", ""]) {
      expect(findSampleReportByFileName(name)).toBeUndefined();
    }
  });

  it("writes each PDF from content with the card's title", () => {
    for (const report of sampleReports) expect(sampleContents[report.reportType].title).toBe(report.title);
  });
});

describe("the card images", () => {
  const folder = import.meta.dirname;

  it("are the committed pictures of each PDF's first page (run scripts/render-sample-covers.ts after a change)", () => {
    for (const content of Object.values(sampleContents)) {
      const committed = readFileSync(path.join(folder, sampleCoverPath(content.title)), "utf8");
      expect(committed, sampleCoverPath(content.title)).toBe(sampleCoverSvg(content));
    }
  });

  it("keep every cover shape on the page and every line free of spaces an SVG would collapse", () => {
    for (const content of Object.values(sampleContents)) {
      for (const shape of coverDrawing(content.cover)) {
        expect(shape.x).toBeGreaterThanOrEqual(0);
        expect(shape.y).toBeLessThanOrEqual(coverSize.height);
        if (shape.kind === "text") expect(shape.text, content.title).toBe(shape.text.trim().replace(/\s{2,}/g, " "));
      }
    }
  });

  it("say on the cover that the client and answers are fictional and where to turn in a crisis", () => {
    for (const content of Object.values(sampleContents)) {
      const svg = sampleCoverSvg(content);
      expect(svg).toContain("FICTIONAL CLIENT");
      expect(svg).toContain("every answer in it are fictional");
      expect(svg).toContain("988");
      expect(svg).toContain("741741");
    }
  });
});
