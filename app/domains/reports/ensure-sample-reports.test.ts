import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { describe, expect, it, vi } from "vitest";
import { ensureSampleReports, openSampleReport, sampleReportsBucket } from "./ensure-sample-reports.server";
import { localFileStorage } from "./file-storage.server";
import { renderSampleReport } from "./render-sample-report.server";
import { sampleReports } from "./sample-reports";

// Rendering is tested in render-sample-report.test.ts; here only what gets stored, and when.
vi.mock("./render-sample-report.server", () => ({
  renderSampleReport: vi.fn(async (type: string) => Buffer.from(`%PDF- ${type}`)),
}));

const freshStorage = () => localFileStorage(mkdtempSync(path.join(tmpdir(), "catharsis-samples-")));

describe("sample reports in file storage", () => {
  it("generates the four missing files once, and keeps files already there", async () => {
    const storage = freshStorage();
    await storage.write(sampleReportsBucket, "Enneagram_Results_Report.pdf", Buffer.from("%PDF- from the pipeline"));

    expect(await ensureSampleReports(storage)).toEqual([
      "Therapist_Summary_Report.pdf",
      "Root_Cause_Analysis_Report.pdf",
      "Depression_Catharsis_Report.pdf",
    ]);
    expect(await ensureSampleReports(storage)).toEqual([]);
    const kept = await storage.read(sampleReportsBucket, "Enneagram_Results_Report.pdf");
    expect(await text(kept!.body)).toBe("%PDF- from the pipeline");
  });

  it("makes a missing sample on first download", async () => {
    const storage = freshStorage();
    const report = sampleReports.find((candidate) => candidate.reportType === "root-cause")!;
    const file = await openSampleReport(storage, report);
    expect(await text(file.body)).toBe("%PDF- root-cause");
    expect(await storage.exists(sampleReportsBucket, report.fileName)).toBe(true);
  });

  it("renders a missing sample once when several downloads ask for it at the same time", async () => {
    const storage = freshStorage();
    const report = sampleReports.find((candidate) => candidate.reportType === "therapist-summary")!;
    const render = vi.mocked(renderSampleReport);
    render.mockClear();
    const files = await Promise.all([1, 2, 3, 4].map(() => openSampleReport(storage, report)));
    expect(render).toHaveBeenCalledTimes(1);
    for (const file of files) expect(await text(file.body)).toBe("%PDF- therapist-summary");
    // Once stored, nothing is rendered again; a later miss renders anew.
    await openSampleReport(storage, report);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
