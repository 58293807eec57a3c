import { describe, expect, it } from "vitest";
import { findSampleReportByFileName, sampleReports } from "./sample-reports";

describe("the sample reports list", () => {
  it("has the spec's four cards in its order and the grief Catharsis Report beside its twin, each with a type label and the decided file name", () => {
    expect(sampleReports.map((report) => [report.title, report.reportType, report.fileName])).toEqual([
      ["Enneagram Results Report", "enneagram", "Enneagram_Results_Report.pdf"],
      ["Therapist Summary Report", "therapist-summary", "Therapist_Summary_Report.pdf"],
      ["Root Cause Analysis Report", "root-cause", "Root_Cause_Analysis_Report.pdf"],
      ["Depression Catharsis Report", "catharsis", "Depression_Catharsis_Report.pdf"],
      ["Grief Catharsis Report", "catharsis", "Grief_Catharsis_Report.pdf"],
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
});
