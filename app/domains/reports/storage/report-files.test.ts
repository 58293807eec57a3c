import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "~/config/logger.server";
import { readReportPdf, storeReportPdf } from "./report-files.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "catharsis-report-files-"));
const CANARY = "the blue heron on Pinecrest Lake";
// Uncompressed on purpose: the canary is plainly in these bytes, so its absence on disk means sealing.
const pdf = Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Page >> endobj\nBT (I still think about ${CANARY}) Tj ET\n%%EOF\n`, "latin1");
const storedFile = (key: string) => readFileSync(path.join(dataDir, "files", "reports", key));

beforeAll(() => {
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("ENCRYPTION_KEY", randomBytes(32).toString("base64"));
});

describe("report PDFs at rest", () => {
  it("are sealed on disk: no PDF header and none of the client's words", async () => {
    expect(pdf.includes(CANARY)).toBe(true);
    const key = await storeReportPdf("submission-1:catharsis", pdf);
    const onDisk = storedFile(key);
    expect(onDisk.subarray(0, 4).toString("latin1")).not.toBe("%PDF");
    expect(onDisk.includes(CANARY)).toBe(false);
    expect(onDisk.includes("%PDF")).toBe(false);
  });

  it("read back byte for byte by the report they belong to", async () => {
    const key = await storeReportPdf("submission-2:root-cause", pdf);
    expect(await readReportPdf("submission-2:root-cause", key)).toEqual(pdf);
  });

  it("get a fresh, unguessable key each time, in the storage's key form", async () => {
    const first = await storeReportPdf("submission-3:enneagram", pdf);
    const second = await storeReportPdf("submission-3:enneagram", pdf);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^submission-3_enneagram\.[A-Za-z0-9_-]{24}\.pdf\.sealed$/);
  });

  it("do not open as another report's file, even copied to that report's key, and the warning holds no content", async () => {
    const warn = vi.spyOn(logger, "warn");
    const theirs = await storeReportPdf("submission-4:catharsis", pdf);
    const mine = await storeReportPdf("submission-5:catharsis", Buffer.from("%PDF-1.7 another report"));
    expect(await readReportPdf("submission-5:catharsis", theirs)).toBeNull();

    copyFileSync(path.join(dataDir, "files", "reports", theirs), path.join(dataDir, "files", "reports", mine));
    expect(await readReportPdf("submission-5:catharsis", mine)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/heron|PDF-/);
    warn.mockRestore();
  });

  it("answer null for a missing file or a key not in the stored form", async () => {
    expect(await readReportPdf("submission-6:catharsis", "submission-6_catharsis.AAAAAAAAAAAAAAAAAAAAAAAA.pdf.sealed")).toBeNull();
    expect(await readReportPdf("submission-6:catharsis", "../secrets.json")).toBeNull();
    expect(readdirSync(path.join(dataDir, "files", "reports")).every((name) => name.endsWith(".pdf.sealed"))).toBe(true);
  });
});
