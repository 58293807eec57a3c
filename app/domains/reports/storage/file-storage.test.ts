import { mkdtempSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../../../../tests/support/s3-server";
import { type FileStorage, InvalidStorageKeyError } from "./file-storage-contract";
import { localFileStorage } from "./file-storage.server";
import { s3FileStorage } from "./s3-file-storage.server";

const freshFolder = () => mkdtempSync(path.join(tmpdir(), "catharsis-files-"));

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

/** Each adapter, on fresh empty storage: every one must behave the same way (the FileStorage contract). */
const adapters: [string, () => Promise<FileStorage>][] = [
  ["local folder", async () => localFileStorage(freshFolder())],
  ["S3 (s3rver)", async () => s3FileStorage(await s3.freshBuckets())],
];

describe.each(adapters)("file storage: %s", (_name, fresh) => {
  it("writes, finds and reads back a file, and answers null for a missing one", async () => {
    const storage = await fresh();
    expect(await storage.exists("sample-reports", "A_Report.pdf")).toBe(false);
    expect(await storage.read("sample-reports", "A_Report.pdf")).toBeNull();

    await storage.write("sample-reports", "A_Report.pdf", Buffer.from("%PDF-1.3 hello"));
    expect(await storage.exists("sample-reports", "A_Report.pdf")).toBe(true);
    const file = await storage.read("sample-reports", "A_Report.pdf");
    expect(file?.size).toBe(14);
    expect(await text(file!.body)).toBe("%PDF-1.3 hello");
  });

  it("replaces a file whole", async () => {
    const storage = await fresh();
    await storage.write("reports", "r.pdf", Buffer.from("first"));
    await storage.write("reports", "r.pdf", Buffer.from("second version"));
    const file = await storage.read("reports", "r.pdf");
    expect(file?.size).toBe(14);
    expect(await text(file!.body)).toBe("second version");
    expect((await storage.list("reports")).map((listed) => listed.key)).toEqual(["r.pdf"]);
  });

  it("refuses names that could leave the bucket", async () => {
    const storage = await fresh();
    const badKeys = ["../secret.txt", "..", "a/b.pdf", "a\\b.pdf", "/etc/passwd", ".hidden", "", "a..b/../c", "x\0.pdf"];
    for (const key of badKeys) {
      await expect(storage.read("sample-reports", key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.write("sample-reports", key, Buffer.from("x")), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    for (const bucket of ["..", "../files", "Sample Reports", ""]) {
      await expect(storage.exists(bucket, "a.pdf"), bucket).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.list(bucket), bucket).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });

  it("lists files, and removes one (a missing one is no error)", async () => {
    const storage = await fresh();
    expect(await storage.list("reports")).toEqual([]);
    await storage.write("reports", "a.pdf.sealed", Buffer.from("a"));
    await storage.write("reports", "b.pdf.sealed", Buffer.from("b"));
    await storage.write("sample-reports", "other.pdf", Buffer.from("another bucket"));
    const listed = await storage.list("reports");
    expect(listed.map((file) => file.key).sort()).toEqual(["a.pdf.sealed", "b.pdf.sealed"]);
    expect(listed.every((file) => file.modifiedAt instanceof Date && Math.abs(file.modifiedAt.getTime() - Date.now()) < 60_000)).toBe(true);
    await storage.remove("reports", "a.pdf.sealed");
    await storage.remove("reports", "a.pdf.sealed");
    expect((await storage.list("reports")).map((file) => file.key)).toEqual(["b.pdf.sealed"]);
    await expect(storage.remove("reports", "../escape")).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});

describe("local file storage on disk", () => {
  it("leaves no partial files behind, and does not list one still being written", async () => {
    const root = freshFolder();
    const storage = localFileStorage(root);
    await storage.write("reports", "r.pdf", Buffer.from("first"));
    await storage.write("reports", "r.pdf", Buffer.from("second version"));
    expect(await readdir(path.join(root, "reports"))).toEqual(["r.pdf"]);
    writeFileSync(path.join(root, "reports", "c.pdf.sealed.123.456.partial"), "half");
    expect((await storage.list("reports")).map((file) => file.key)).toEqual(["r.pdf"]);
  });

  it("never reads a file beside its folder", async () => {
    const root = freshFolder();
    writeFileSync(path.join(root, "secret.txt"), "not for download");
    const storage = localFileStorage(path.join(root, "files"));
    await expect(storage.read("sample-reports", "../secret.txt")).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});
