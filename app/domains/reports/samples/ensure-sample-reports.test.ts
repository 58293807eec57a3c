import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { describe, expect, it, vi } from "vitest";
import { ensureSampleReports, openSampleReport, sampleReportsBucket, type SampleSource } from "./ensure-sample-reports.server";
import { localFileStorage } from "../storage/file-storage.server";
import { sampleReports } from "./sample-reports";

// Rendering is tested in app/features/samples; here only what gets stored, and when.
function fakeSource(edition = "edition-2") {
  return {
    edition: vi.fn(async () => edition),
    render: vi.fn(async (type: string) => new TextEncoder().encode(`%PDF- ${type} ${edition}`)),
  } satisfies SampleSource;
}

const freshStorage = () => localFileStorage(mkdtempSync(path.join(tmpdir(), "catharsis-samples-")));
const storedText = async (storage: ReturnType<typeof freshStorage>, key: string) => text((await storage.read(sampleReportsBucket, key))!.body);

describe("sample reports in file storage", () => {
  it("makes the missing files once, and keeps files of the current edition", async () => {
    const storage = freshStorage();
    const source = fakeSource();
    expect(await ensureSampleReports(storage, source)).toHaveLength(sampleReports.length);
    expect(await ensureSampleReports(storage, source)).toEqual([]);
    expect(source.render).toHaveBeenCalledTimes(sampleReports.length);
    expect(await storedText(storage, "Enneagram_Results_Report.pdf")).toBe("%PDF- enneagram edition-2");
  });

  it("makes again the files an older edition left, including files stored before editions were kept", async () => {
    const storage = freshStorage();
    await ensureSampleReports(storage, fakeSource("edition-1"));
    await storage.write(sampleReportsBucket, "Therapist_Summary_Report.pdf", new TextEncoder().encode("%PDF- unversioned"));
    await storage.write(sampleReportsBucket, "Therapist_Summary_Report.pdf.edition", new TextEncoder().encode(""));

    expect(await ensureSampleReports(storage, fakeSource("edition-2"))).toEqual(sampleReports.map((report) => report.fileName));
    expect(await storedText(storage, "Therapist_Summary_Report.pdf")).toBe("%PDF- therapist-summary edition-2");
  });

  it("makes a missing sample on first download", async () => {
    const storage = freshStorage();
    const report = sampleReports.find((candidate) => candidate.id === "root-cause")!;
    const file = await openSampleReport(storage, report, fakeSource());
    expect(await text(file.body)).toBe("%PDF- root-cause edition-2");
    expect(await storage.exists(sampleReportsBucket, report.fileName)).toBe(true);
  });

  it("renders a missing sample once when several downloads ask for it at the same time", async () => {
    const storage = freshStorage();
    const report = sampleReports.find((candidate) => candidate.id === "therapist-summary")!;
    const source = fakeSource();
    const files = await Promise.all([1, 2, 3, 4].map(() => openSampleReport(storage, report, source)));
    expect(source.render).toHaveBeenCalledTimes(1);
    for (const file of files) expect(await text(file.body)).toBe("%PDF- therapist-summary edition-2");
    // Once stored, nothing is rendered again.
    await openSampleReport(storage, report, source);
    expect(source.render).toHaveBeenCalledTimes(1);
  });
});
